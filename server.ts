/**
 * The server build's entry (remix.config.js `server`): the build Remix generates, re-exported with every route's
 * action behind Keel's cross-site request guard (Referer, Sec-Fetch-Site, body cap), so the check lives in one
 * place and runs before any action. Remix's own Origin check runs first and stays on. `remix-serve
 * ./build/index.js` serves it unchanged.
 */
import * as build from "@remix-run/dev/server-build";
import { getConfig, getEnv } from "~/config.server";
import { guardRouteActions } from "~/web/action-guard.server";

// Every environment variable is checked at boot: a bad value stops the start naming the variable.
getEnv();

export * from "@remix-run/dev/server-build";
export const routes = guardRouteActions(build.routes, () => getConfig().appUrl);
