import { redirect } from "@remix-run/node";
import { stepHref } from "~/domains/incidents/ui/paths";

export const loader = () => redirect(stepHref("Crisis", "hazard_category"));
