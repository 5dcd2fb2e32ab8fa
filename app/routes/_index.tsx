import { redirect } from "@remix-run/node";
import { paths } from "~/paths";

export const loader = () => redirect(paths.home);
