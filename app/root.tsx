import "@fontsource/roboto/latin-400.css";
import "@fontsource/roboto/latin-500.css";
import "@fontsource/roboto/latin-700.css";
import { cssBundleHref } from "@remix-run/css-bundle";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
} from "@remix-run/react";
import { PROVIDERS_UNAVAILABLE, SSO_ERRORS } from "~/domains/sso/model";
import { paths } from "~/paths";
import { MESSAGES } from "~/shared/messages";
import { FormGuard } from "~/ui/form-guard";
import { useNonce } from "~/ui/nonce";
import { useScrollbarStyle } from "~/ui/scrollbar";
import { Toast } from "~/ui/toast";
import { useHydratedMark } from "~/ui/use-hydrated";
import { popToast } from "~/web/session.server";
import tailwind from "../styles/tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: tailwind },
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [{ title: "Keel" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { toast, setCookie } = await popToast(request);
  return Response.json({ toast }, { headers: setCookie ? { "set-cookie": setCookie } : {} });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="h-full">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>() as {
    toast: import("~/web/session.server").Toast | null;
  };
  useScrollbarStyle();
  useHydratedMark();
  return (
    <>
      <Toast toast={toast} />
      <FormGuard toast={toast} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A request refused before its action ran (app/web/action-guard.server.ts) says why, in the API's error shape.
  const refusal =
    isRouteErrorResponse(error) &&
    ["CROSS_SITE_REQUEST", "TOO_LARGE", "TOO_MANY_FIELDS"].includes(error.data?.error?.code)
      ? (error.data.error.message as string)
      : null;
  // The sign-in page could not load its providers (app/web/auth.server.ts signInProviders).
  const signInDown = isRouteErrorResponse(error) && error.data?.error?.code === PROVIDERS_UNAVAILABLE;
  // A page the user's role may not open (app/web/auth.server.ts requirePermission) says so, not "try again".
  const [title, text] = signInDown
    ? [MESSAGES.somethingWentWrong, SSO_ERRORS[PROVIDERS_UNAVAILABLE]]
    : status === 404
      ? [MESSAGES.notFound, "There is no page at this address."]
      : status === 403 && !refusal
        ? [MESSAGES.noAccess, MESSAGES.forbidden]
        : refusal
          ? [MESSAGES.requestRefused, refusal]
          : [MESSAGES.somethingWentWrong, "Please try again in a moment."];
  return (
    <main className="mx-auto max-w-lg p-10 text-center">
      <h1 className="mb-2 text-2xl font-semibold">{title}</h1>
      <p className="mb-6 text-gray-600">{text}</p>
      <a className="btn-primary" href={paths.home}>
        Go to Home
      </a>
    </main>
  );
}
