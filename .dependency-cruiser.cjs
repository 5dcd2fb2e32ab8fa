/**
 * The house's boundaries (ARCHITECTURE.md, "The layout"): `npm run lint` fails when an import crosses them.
 * Type-only imports are erased at build time, so the web tier may read the backend's types; it may not run its code.
 */
const WEB_TIER = "^app/(routes|features|ui|web)/";
module.exports = {
  forbidden: [
    {
      name: "domains-stay-backend",
      comment: "Backend code never reaches up into the web tier.",
      severity: "error",
      from: { path: "^app/(domains|platform|api)/" },
      to: { path: WEB_TIER },
    },
    {
      name: "platform-is-not-business",
      comment: "Infrastructure knows no domain, but the tables it keys on (foreign keys) and their types.",
      severity: "error",
      from: { path: "^app/platform/" },
      to: {
        path: "^app/domains/",
        pathNot: "^app/domains/[^/]+/schema\\.server\\.ts$",
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "api-kernel-knows-no-domain",
      comment: "The /api kernel (endpoint, errors, context, paging) runs no domain or infrastructure code.",
      severity: "error",
      from: { path: "^app/api/" },
      to: { path: "^app/(domains|platform)/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "shared-imports-nothing-of-keel",
      comment:
        "app/paths.ts imports nothing either: the redirect rules name the pages they guard through it.",
      severity: "error",
      from: { path: "^app/shared/" },
      to: { path: "^app/", pathNot: "^app/(shared/|paths\\.ts$)" },
    },
    {
      name: "design-kit-stands-alone",
      comment: "app/ui is the design kit: shared primitives and paths only.",
      severity: "error",
      from: { path: "^app/ui/" },
      to: { path: "^app/(routes|features|web|domains|platform|api)/" },
    },
    {
      name: "web-tier-reaches-the-backend-through-the-api",
      comment:
        "Pages call /api through the typed client; they may read backend types and isomorphic model files, never run a .server file of a domain or of the platform.",
      severity: "error",
      from: { path: WEB_TIER },
      to: {
        path: "^app/(domains|platform)/.*\\.server\\.tsx?$",
        // The live stream's relay still hears the client through the platform's link; it goes with that link.
        pathNot: "^app/platform/client-gone\\.server\\.ts$",
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "components-read-no-web-server-helper",
      comment:
        "A component (a module of app/ui, app/features or a route folder that is not a route module nor .server) imports no .server helper of the web tier, not even for its types: the shapes it reads live in an isomorphic file beside the helper (e.g. features/bcp-analysis/analysis-data.ts, web/action-failure.ts). Backend types stay readable (the table: domains as types).",
      severity: "error",
      from: {
        path: "^app/(ui|features|routes)/",
        pathNot: "(\\.server\\.tsx?|^app/routes/[^/]+\\.tsx?|/route\\.tsx)$",
      },
      to: { path: "^app/(web|features|routes)/.*\\.server\\.tsx?$" },
    },
    {
      name: "features-do-not-import-routes",
      severity: "error",
      from: { path: "^app/(features|ui|web)/" },
      to: { path: "^app/routes/" },
    },
    {
      name: "no-circular",
      severity: "error",
      from: { path: "^app/" },
      to: { circular: true, dependencyTypesNot: ["type-only"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.tsx?$|^app/.*/test-helpers\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
  },
};
