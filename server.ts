/**
 * The server build's entry (remix.config.js `server`): the build Remix generates, re-exported with
 * every route's action behind the cross-site request guard, so the check lives in one place and
 * runs before any action. `remix-serve ./build/index.js` serves it unchanged.
 */
import * as build from "@remix-run/dev/server-build";
import remixActions from "@remix-run/server-runtime/dist/actions.js";
import { getConfig, getEnv } from "~/config.server";
import { linkLoaderRequests } from "~/platform/client-gone.server";
import { guardRouteActions } from "~/web/action-guard.server";
import { shareScopeAcrossLoaders } from "~/web/shared-auth.server";

// Remix 2 runs its own Origin-vs-Host check before page actions, but answers a mismatch with an empty
// 500 and ignores Referer and Sec-Fetch-Site. Our guard (a superset of that check) runs instead, so the
// refusal is a 403 that says why. tests/unit/csrf-wiring.test.ts fails if this hook point moves.
remixActions.throwIfPotentialCSRFAttack = () => {};

// Each loader's request is linked to the HTTP request it was copied from (app/platform/client-gone.server.ts).
linkLoaderRequests();

// Every environment variable is checked at boot: a bad value stops the start naming the variable.
getEnv();

export * from "@remix-run/dev/server-build";
// Every loader of one page request shares one token lookup (app/web/shared-auth.server.ts).
export const routes = shareScopeAcrossLoaders(guardRouteActions(build.routes, () => getConfig().appUrl));
