/**
 * The house's boundaries (ARCHITECTURE.md, "The layout"): `npm run lint` fails when an import crosses them.
 * Type-only imports are erased at build time, so the web tier may read the backend's types; it may not run its code.
 */
const WEB_TIER = "^app/(routes|features|ui|web)/";

/**
 * A domain reads another domain's tables (schema.server.ts), model (model.ts), declared answers and forms
 * (answers.ts, validation.ts), its other isomorphic rules, and any of its types. It runs none of its services
 * (the other .server files) but these, each named with why. A new call between domains goes on this list in
 * the same change, or the work moves to the domain that owns it.
 */
const SERVICES_EVERY_DOMAIN_MAY_CALL = [
  // The permission matrix made concrete (ARCHITECTURE.md: permissions via access): every domain scopes its queries with it.
  "^app/domains/access/scope\\.server\\.ts$",
  // The company's date format and time zone: any answer or message that shows a date reads it.
  "^app/domains/companies/dates\\.server\\.ts$",
  // Telling people: a domain publishes its events and mentions; notifications owns the feed and the bell.
  "^app/domains/notifications/(events|notify|mentions)\\.server\\.ts$",
  // Sending mail counts against the company's quota, which mail owns.
  "^app/domains/mail/quota\\.server\\.ts$",
  // Place lookups (bundled gazetteer, radius query) are geo's; sites and plans look places up through them.
  "^app/domains/geo/(gazetteer|query)\\.server\\.ts$",
  // Kept versions (evidence that lasts): a plan's approval, a report's sending, an exercise's report keep their
  // content with its digest in evidence's one store.
  "^app/domains/evidence/keep\\.server\\.ts$",
  // Outbound events (issue 36 item 8): a domain publishes what happened to the company's webhooks, in its transaction.
  "^app/domains/webhooks/emit\\.server\\.ts$",
  // What a critical process is (a condition, no service): the exercise programme, the single points of failure and
  // the DORA register count the same processes.
  "^app/domains/bcp/critical\\.server\\.ts$",
];
const SERVICE_CALLS_BETWEEN_DOMAINS = {
  // Webhook targets are checked as SSO issuers are (https, public addresses, the checked address pinned), and their
  // signing secrets and chat addresses are encrypted at rest under the same key.
  webhooks: ["^app/domains/sso/(issuer-address|secrets)\\.server\\.ts$"],
  // A plan's analysis is part of the plan: it checks the plan's access, audits, effects and workflow through bcp.
  // A process's dependency blocks link register entries, and the plan's blocks are the company's dependency types.
  "bcp-analysis": [
    "^app/domains/bcp/(access|audit|completion|effects|pdf-layout|people|processes|workflow)\\.server\\.ts$",
    "^app/domains/registers/(links|dependency-types)\\.server\\.ts$",
  ],
  // The registers import and export CSV through the sites' import batches, and list the plans that depend on an
  // entry as far as the reader may read them; a recovery gap's acknowledgement is audited on its plan.
  // After-action reviews are an incident's (its access, its timeline) and list a plan's findings to its readers.
  // The post-exercise report is laid out as the plans' (the activations answer it at startup).
  // A CM test's corrective actions are its IMP's or CMP's: read and audited through that plan's access.
  exercises: [
    "^app/domains/incidents/records\\.server\\.ts$",
    "^app/domains/management-plans/access\\.server\\.ts$",
    "^app/domains/bcp/(access|pdf-layout)\\.server\\.ts$",
  ],
  // The frame of every signed-in page reads the bell's counts and the sidebar's favourites in one statement.
  shell: [
    "^app/domains/notifications/unread\\.server\\.ts$",
    "^app/domains/incidents/favourites\\.server\\.ts$",
  ],
  registers: [
    "^app/domains/assets/(import|import-batches)\\.server\\.ts$",
    "^app/domains/bcp/(access|audit)\\.server\\.ts$",
  ],
  // A plan copies and prints its analysis, its locations import as sites, and its
  // files are stored by files. A plan's approval waits for its recovery gaps to be acknowledged (registers).
  bcp: [
    "^app/domains/registers/recovery-gaps\\.server\\.ts$",
    "^app/domains/files/service\\.server\\.ts$",
    "^app/domains/bcp-analysis/(copy|pdf-sections|plan-analysis)\\.server\\.ts$",
    "^app/domains/assets/(import|import-batches|service)\\.server\\.ts$",
  ],
  // Activating plans for an incident records on the incident, audits on the plan, and reads the impact on sites;
  // it moves the important business services' tolerance clocks with it and shows them on Home and the report;
  // the situation report counts what the incident's messages brought back.
  activation: [
    // Home lists the overdue corrective actions of after-action reviews; the worker posts exercises' injects.
    "^app/domains/exercises/(findings|programme|injects)\\.server\\.ts$",
    "^app/domains/incident-messages/summary\\.server\\.ts$",
    // The situation report names the response team, with its members without an account (team-contacts).
    "^app/domains/incidents/(records|involvement|reminders|response|open|team-contacts)\\.server\\.ts$",
    "^app/domains/resilience/(clock|clock-view)\\.server\\.ts$",
    // The regulators' report deadlines are warned by the same worker and shown on Home.
    "^app/domains/reporting/clock\\.server\\.ts$",
    // Scheduled reachability drills are started by the same worker.
    "^app/domains/drills/service\\.server\\.ts$",
    "^app/domains/bcp/(audit|pdf-layout|plans)\\.server\\.ts$",
    "^app/domains/assets/impact\\.server\\.ts$",
  ],
  // A service's tolerance clock records its breach on the incident and lists the open incidents' clocks; a service
  // links the plans of its processes that the reader may open.
  resilience: [
    "^app/domains/incidents/(records|open)\\.server\\.ts$",
    "^app/domains/bcp/access\\.server\\.ts$",
    // The self-assessment's PDF is laid out as the plans' are.
    "^app/domains/bcp/pdf-layout\\.server\\.ts$",
    // A service's changes are recorded and read as a register entry's are (one change history).
    "^app/domains/registers/history\\.server\\.ts$",
  ],
  // A classification is kept on the incident (found in scope, recorded in its timeline); Home lists open incidents.
  // A report's PDF is laid out as the plans' are.
  reporting: [
    "^app/domains/incidents/(records|open)\\.server\\.ts$",
    "^app/domains/bcp/pdf-layout\\.server\\.ts$",
  ],
  // An incident's impact and radius are computed over the sites, and plans are linked to sites; the processes
  // behind the register entries it hits are found through the dependency graph (registers).
  incidents: [
    "^app/domains/assets/(impact|radius)\\.server\\.ts$",
    "^app/domains/bcp/site-links\\.server\\.ts$",
    "^app/domains/registers/impact-graph\\.server\\.ts$",
  ],
  // Sites carry their plans: a site's answer checks plan access and its plan links.
  assets: ["^app/domains/bcp/(access|site-links)\\.server\\.ts$"],
  // The site register of the organisation page saves and removes sites through assets.
  organisation: ["^app/domains/assets/service\\.server\\.ts$"],
  // Plan attachments are stored by files (a BCP's file endpoints are the plan's, in bcp/files.api.server.ts).
  "management-plans": ["^app/domains/files/service\\.server\\.ts$"],
  // An incident's messages go to its recipients and are recorded on the incident.
  // "I need help" tells the BC leads of the plans at the person's site (issue 32).
  "incident-messages": [
    // The response team's members without an account get its messages and its calls for help (team-contacts).
    // The phones Keel knows for the people an incident reaches (register, BRT roster) are the incident's.
    "^app/domains/incidents/(records|recipients|team-contacts|phones)\\.server\\.ts$",
    "^app/domains/bcp/site-links\\.server\\.ts$",
    // The CMP roster audience is the roster of the management plans associated with the incident.
    "^app/domains/management-plans/roster-notify\\.server\\.ts$",
  ],
  // A reachability drill tests a plan's roster (its access decides who may run it) and reuses the incident
  // messages' signed one-person links (issue 36 item 5).
  drills: [
    "^app/domains/bcp/access\\.server\\.ts$",
    "^app/domains/management-plans/access\\.server\\.ts$",
    "^app/domains/incident-messages/links\\.server\\.ts$",
  ],
  // Sign-in: auth asks sso for the company's sign-in and password policy; a new company gets its hazard catalogue.
  auth: [
    "^app/domains/sso/(signin|password-policy)\\.server\\.ts$",
    "^app/domains/hazards/seed\\.server\\.ts$",
  ],
  // SSO signs in through auth's sessions and tokens.
  sso: ["^app/domains/auth/(service|tokens)\\.server\\.ts$"],
  // Inviting and managing users issues auth's tokens and ends their sessions.
  users: ["^app/domains/auth/(service|tokens)\\.server\\.ts$"],
  // A calendar link is a token as auth issues them, opening its user's calendar as that user reads it; the feed
  // lists the plans' reviews and approvals as far as its reader may read them, and the exercise programme.
  calendar: [
    "^app/domains/auth/(service|tokens)\\.server\\.ts$",
    "^app/domains/bcp/access\\.server\\.ts$",
    "^app/domains/exercises/programme\\.server\\.ts$",
  ],
  // The live feed authenticates its stream through auth.
  notifications: ["^app/domains/auth/service\\.server\\.ts$"],
  // The demo company is seeded through the same services a user's requests run, so it stays what a user would make.
  demo: ["^app/domains/"],
};
/**
 * The domains' layers (issue 30), lowest first: a domain imports only the domains listed before it, for their tables,
 * models, answers and services alike (types too: a type names what it depends on). The ground holds the tenant's
 * tables (companies: companies, users, business units) and the catalogues every domain keys on; the top composes.
 * A lower domain that must hear from a higher one takes an answer registered at startup (app/backend.server.ts).
 */
const DOMAIN_LAYERS = [
  "companies",
  "geo",
  "evidence",
  "files",
  "hazards",
  "access",
  "sso",
  "auth",
  "notifications",
  "assets",
  "mail",
  "users",
  "bcp",
  "bcp-analysis",
  "registers",
  "webhooks",
  "incidents",
  // The page frame's one read: unread counts, favourites, date settings.
  "shell",
  "management-plans",
  "incident-messages",
  "drills",
  "exercises",
  "resilience",
  "reporting",
  "activation",
  "calendar",
  "organisation",
  "audit-log",
  "demo",
];
/** The imports that still run up the layers, each named with why; the list only shrinks. */
const IMPORTS_UP_THE_LAYERS = {
  // Sites carry their plans: a site's answer checks plan access and lists its plan links.
  assets: ["^app/domains/bcp/(access|site-links)\\.server\\.ts$"],
  // SSO signs in through auth's sessions and tokens, while auth asks SSO for the company's sign-in (one loop).
  sso: ["^app/domains/auth/(answers\\.ts|(service|tokens)\\.server\\.ts)$"],
  bcp: [
    // A plan copies, keeps, prints and lists its analysis (the BIA, the roster) with it.
    "^app/domains/bcp-analysis/(answers|model)\\.ts$",
    "^app/domains/bcp-analysis/(copy|pdf-sections|plan-analysis|schema)\\.server\\.ts$",
    // A plan's approval waits for its recovery gaps to be acknowledged.
    "^app/domains/registers/model\\.ts$",
    "^app/domains/registers/recovery-gaps\\.server\\.ts$",
  ],
  // A process's dependency blocks link register entries, and the plan's blocks are the company's dependency types.
  "bcp-analysis": [
    "^app/domains/registers/(answers|model)\\.ts$",
    "^app/domains/registers/(links|dependency-types)\\.server\\.ts$",
  ],
  // The outbound events name the incident they are about (title, status, exercise mark).
  webhooks: ["^app/domains/incidents/(model\\.ts|schema\\.server\\.ts)$"],
};
const above = (domain) => DOMAIN_LAYERS.slice(DOMAIN_LAYERS.indexOf(domain) + 1);
const DOMAINS = require("node:fs")
  .readdirSync(`${__dirname}/app/domains`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
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
      comment:
        "Infrastructure knows no domain, not even its tables or types (the foreign keys are in the migrations), nor the schema barrel; a domain answers it through a hook registered at startup.",
      severity: "error",
      from: { path: "^app/platform/", pathNot: "\\.test\\.ts$" },
      to: { path: "^app/(domains/|api/|schema\\.server\\.ts$|backend\\.server\\.ts$)" },
    },
    {
      name: "api-kernel-knows-no-domain",
      comment:
        "The /api kernel (endpoint, errors, context, paging) imports no domain, types included: the access domain names the permissions by declaration merging (PermissionActions).",
      severity: "error",
      from: { path: "^app/api/", pathNot: "\\.test\\.ts$" },
      to: { path: "^app/domains/" },
    },
    {
      name: "api-kernel-runs-no-infrastructure",
      comment: "The /api kernel runs no infrastructure code (its types, such as Db, it may name).",
      severity: "error",
      from: { path: "^app/api/" },
      to: { path: "^app/platform/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "config-stands-below-everything",
      comment:
        "The settings schema is read by the infrastructure, so it imports nothing of Keel but app/shared and its own helpers.",
      severity: "error",
      from: { path: "^app/config[^/]*\\.ts$", pathNot: "\\.test\\.ts$" },
      to: { path: "^app/", pathNot: "^app/(shared/|config[^/]*\\.ts$)" },
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
        "A component (a module of app/ui, app/features or a route folder that is not a route module nor .server) imports no .server helper of the web tier, not even for its types: the shapes it reads live in an isomorphic file beside the helper (e.g. features/bcp-analysis/analysis-data.ts, web/form-failure.ts). Backend types stay readable (the table: domains as types).",
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
    ...DOMAINS.map((domain) => ({
      name: `domain-${domain}-runs-no-other-domain-service`,
      comment:
        "A domain reads another domain's schema, model, answers, forms and types; it calls another domain's services only through the named lists above.",
      severity: "error",
      from: { path: `^app/domains/${domain}/` },
      to: {
        path: "^app/domains/[^/]+/.+\\.server\\.tsx?$",
        pathNot: [
          `^app/domains/${domain}/`,
          "schema\\.server\\.ts$",
          ...SERVICES_EVERY_DOMAIN_MAY_CALL,
          ...(SERVICE_CALLS_BETWEEN_DOMAINS[domain] ?? []),
        ],
        dependencyTypesNot: ["type-only"],
      },
    })),
    ...DOMAIN_LAYERS.filter((domain) => above(domain).length > 0).map((domain) => ({
      name: `domain-${domain}-imports-only-lower-layers`,
      comment:
        "A domain imports only the domains below it in DOMAIN_LAYERS (issue 30); what still runs up is named in IMPORTS_UP_THE_LAYERS with why.",
      severity: "error",
      from: { path: `^app/domains/${domain}/` },
      to: {
        path: `^app/domains/(${above(domain).join("|")})/`,
        ...(IMPORTS_UP_THE_LAYERS[domain] ? { pathNot: IMPORTS_UP_THE_LAYERS[domain] } : {}),
      },
    })),
    {
      name: "every-domain-has-its-layer",
      comment: "A new folder of app/domains takes its place in DOMAIN_LAYERS.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: `^app/domains/(?!(${DOMAIN_LAYERS.join("|")})/)[^/]+/` },
    },
    {
      name: "composition-roots-stay-backend",
      comment:
        "backend.server.ts (the API), runtime.server.ts (boot) and schema.server.ts compose the backend: they never reach into the web tier.",
      severity: "error",
      from: { path: "^app/(backend|runtime|schema)\\.server\\.ts$" },
      to: { path: WEB_TIER },
    },
    {
      name: "server-entry-wires-only",
      comment:
        "server.ts checks the config at boot and wraps the route actions with the cross-site guard; it runs no domain, platform or API code.",
      severity: "error",
      from: { path: "^server\\.ts$" },
      to: {
        path: "^app/",
        pathNot: "^app/(config\\.server|web/action-guard\\.server)\\.ts$",
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "paths-import-nothing-of-keel",
      comment:
        "app/paths.ts is read by every tier, the browser included: it imports only isomorphic shared code.",
      severity: "error",
      from: { path: "^app/paths\\.ts$" },
      to: { path: "^app/", pathNot: "^app/shared/[^/]+\\.ts$" },
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
