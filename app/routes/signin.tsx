import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { paths } from "~/paths";

/** Spec §8 names the sign-in page /signin (signin?error=SessionRequired): it is Keel's /login, query kept. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`${paths.login}${new URL(request.url).search}`);
}
