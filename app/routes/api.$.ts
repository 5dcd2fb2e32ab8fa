import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getRuntime } from "~/runtime.server";
import { withResourceHeaders } from "~/web/security-headers.server";

/** Mounts the /api backend in the web server: the request is handed to its fetch handler as it came. */
async function handle({ request }: LoaderFunctionArgs | ActionFunctionArgs) {
  const { api } = await getRuntime();
  return withResourceHeaders(request, await api.fetch(request));
}

export const loader = handle;
export const action = handle;
