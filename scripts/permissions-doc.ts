// npm run docs:permissions — writes docs/permissions.md from the policy and the API's routes.
import { writeFileSync } from "node:fs";
import { ENDPOINTS } from "~/backend.server";
import { renderPermissionsDoc } from "../app/domains/access/permissions-doc";

writeFileSync("docs/permissions.md", renderPermissionsDoc(ENDPOINTS));
console.log(`docs/permissions.md written (${ENDPOINTS.length} routes).`);
