import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { paths } from "~/paths";
import { signOut } from "~/web/auth.server";

/** Spec §2: Logout signs out (the token is revoked on the server) and then goes to /login. */
export const action = ({ request, context }: ActionFunctionArgs) => signOut({ request, context });
export const loader = () => redirect(paths.home);
