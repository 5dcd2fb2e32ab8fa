// npm run docs:permissions — writes docs/permissions.md from the policy and the API's routes.
import { writeFileSync } from "node:fs";
import { ENDPOINTS } from "~/api/app.server";
import { renderPermissionsDoc } from "./permissions-doc";

writeFileSync("docs/permissions.md", renderPermissionsDoc(ENDPOINTS));
console.log(`docs/permissions.md written (${ENDPOINTS.length} routes).`);
