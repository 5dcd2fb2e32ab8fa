import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { z } from "zod";
import { scopeFor } from "~/domains/access/policy";
import { standDownPlans } from "~/domains/activation/activate.server";
import { activationEndpoints } from "~/domains/activation/api.server";
import { listActivations } from "~/domains/activation/queries.server";
import { assetEndpoints } from "~/domains/assets/api.server";
import { peopleEndpoints } from "~/domains/assets/people-api.server";
import { placeEndpoints } from "~/domains/assets/places.api.server";
import { auditLogEndpoints } from "~/domains/audit-log/api.server";
import { authEndpoints } from "~/domains/auth/api.server";
import { authenticateToken } from "~/domains/auth/service.server";
import { planEndpoints } from "~/domains/bcp/api.server";
import { approvalEndpoints } from "~/domains/bcp/approvals.api.server";
import { contentEndpoints } from "~/domains/bcp/content.api.server";
import { bcpFileEndpoints } from "~/domains/bcp/files.api.server";
import { registerPlanActivations } from "~/domains/bcp/pdf.server";
import { analysisEndpoints } from "~/domains/bcp-analysis/analysis.api.server";
import { teamEndpoints } from "~/domains/bcp-analysis/team.api.server";
import { calendarEndpoints } from "~/domains/calendar/api.server";
import { conflictContext } from "~/domains/companies/conflict-context.server";
import { drillEndpoints } from "~/domains/drills/api.server";
import { exerciseEndpoints } from "~/domains/exercises/api.server";
import { ownsFindingOf } from "~/domains/exercises/findings.server";
import { keepReportAtClose, registerReportActivations } from "~/domains/exercises/report.server";
import { fileEndpoints } from "~/domains/files/api.server";
import { geoEndpoints } from "~/domains/geo/api.server";
import { hazardEndpoints } from "~/domains/hazards/api.server";
import { registerHazardUses } from "~/domains/hazards/service.server";
import { incidentMessageEndpoints } from "~/domains/incident-messages/api.server";
import { receiptEndpoints } from "~/domains/incident-messages/provider.api.server";
import { messageCount } from "~/domains/incident-messages/tally.server";
import { incidentEndpoints } from "~/domains/incidents/api.server";
import { hazardUses } from "~/domains/incidents/hazard-uses.server";
import { registerIncidentHooks } from "~/domains/incidents/hooks.server";
import { statusPageEndpoints } from "~/domains/incidents/status-page.api.server";
import { mailEndpoints } from "~/domains/mail/api.server";
import { managementPlanEndpoints } from "~/domains/management-plans/api.server";
import { associatedRoster } from "~/domains/management-plans/roster-notify.server";
import { notificationEndpoints } from "~/domains/notifications/api.server";
import { organisationEndpoints } from "~/domains/organisation/api.server";
import { companyEndpoints } from "~/domains/organisation/company.api.server";
import { registerEndpoints } from "~/domains/registers/api.server";
import { reportingEndpoints } from "~/domains/reporting/api.server";
import { resilienceEndpoints } from "~/domains/resilience/api.server";
import { syncServiceClocks } from "~/domains/resilience/clock.server";
import { shellEndpoints } from "~/domains/shell/api.server";
import { ssoEndpoints } from "~/domains/sso/api.server";
import { userEndpoints } from "~/domains/users/api.server";
import { webhookEndpoints } from "~/domains/webhooks/api.server";
import {
  EditConflict,
  registerConflictContext,
  withExpectedVersion,
} from "~/platform/concurrency/versions.server";
import { loggableError } from "~/platform/db/query-error";
import { MESSAGES } from "~/shared/messages";
import { answerMismatch } from "./api/answer-check.server";
import { bodyGuard, DEFAULT_MAX_BODY_BYTES } from "./api/body-guard.server";
import type { ApiDeps, Principal } from "./api/context.server";
import { type Endpoint, endpoint } from "./api/endpoint.server";
import { ApiError, conflict, forbidden, unauthorized, zodFieldErrors } from "./api/errors.server";
import { checkFormCsrf, isFormBody } from "./api/form-csrf.server";
import { refuseNul } from "./api/nul-guard.server";
import { authenticateShared } from "./api/shared-auth.server";

const ANY_DATA = z.unknown().describe("Any JSON value: this endpoint declares no answer schema.");

type Env = { Variables: { deps: ApiDeps; user: Principal | null } };

/**
 * A lower domain that must hear from a higher one takes its answer here, at startup, instead of importing it
 * (the domains' layers, .dependency-cruiser.cjs): the hazard catalogue asks the incidents who names a hazard;
 * an incident asks resilience to start its clocks, activation to stand its plans down when it closes, exercises to
 * keep the report at close and whether a user owns a finding, the messages how many were sent, and the management plans their associated rosters.
 */
registerHazardUses(hazardUses);
registerConflictContext(conflictContext);
registerIncidentHooks({
  syncServiceClocks,
  standDownPlans,
  keepReportAtClose,
  ownsFindingOf,
  messageCount,
  associatedRoster,
});
// A plan's PDF lists its running activations; the post-exercise report its incident's, deactivated ones too.
registerPlanActivations((deps, user, bcpId) => listActivations(deps, user, { bcpId }));
registerReportActivations((deps, user, incidentId) =>
  listActivations(deps, user, { incidentId, includeInactive: true }),
);

/**
 * Every route of the API, gathered from the domains, with each declaration's own types: the web tier's client
 * takes paths, bodies and answers from `DeclaredEndpoint` (a type-only import).
 */
const DECLARED = [
  endpoint({
    method: "get",
    path: "/health",
    tag: "System",
    summary: "Liveness and database check",
    permission: "public",
    answer: z.object({ ok: z.literal(true) }),
    handler: async ({ deps }) => {
      await deps.db.execute(sql`select 1`);
      return { ok: true as const };
    },
  }),
  ...authEndpoints,
  ...mailEndpoints,
  ...receiptEndpoints,
  ...userEndpoints,
  ...companyEndpoints,
  ...organisationEndpoints,
  ...notificationEndpoints,
  ...shellEndpoints,
  ...planEndpoints,
  ...contentEndpoints,
  ...approvalEndpoints,
  ...managementPlanEndpoints,
  ...fileEndpoints,
  ...bcpFileEndpoints,
  ...hazardEndpoints,
  ...assetEndpoints,
  ...peopleEndpoints,
  ...registerEndpoints,
  ...geoEndpoints,
  ...placeEndpoints,
  ...ssoEndpoints,
  ...webhookEndpoints,
  ...auditLogEndpoints,
  ...incidentEndpoints,
  ...statusPageEndpoints,
  ...exerciseEndpoints,
  ...drillEndpoints,
  ...calendarEndpoints,
  ...incidentMessageEndpoints,
  ...analysisEndpoints,
  ...teamEndpoints,
  ...activationEndpoints,
  ...resilienceEndpoints,
  ...reportingEndpoints,
];

/** One declared route, with its path, method, body schema and answer types. */
export type DeclaredEndpoint = (typeof DECLARED)[number];

/** Every route of the API. Tests walk this list. */
export const ENDPOINTS: Endpoint[] = DECLARED;

/** What a user who must choose a new password may still call. */
const PASSWORD_CHANGE_PATHS = new Set(["/auth/session", "/auth/signout", "/user/update-password"]);

const authenticate =
  (permission: Endpoint["permission"], path: string): MiddlewareHandler<Env> =>
  async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const token = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
    const lookUp = () => authenticateShared(c.req.raw, token, () => authenticateToken(c.var.deps, token));
    if (permission === "public") {
      c.set("user", token ? await lookUp().catch(() => null) : null);
      return next();
    }
    if (!token) throw unauthorized();
    const user = await lookUp();
    // A password others have seen (the demo System Administrator's) opens nothing but its own change.
    if (user.mustChangePassword && !PASSWORD_CHANGE_PATHS.has(path)) {
      throw new ApiError(403, "PASSWORD_CHANGE_REQUIRED", MESSAGES.passwordChangeRequired);
    }
    if (permission !== "authenticated" && scopeFor(user.role, permission) === null) throw forbidden();
    c.set("user", user);
    return next();
  };

/** The API's answer to input its schema refuses: the first message, and each field's messages. */
function invalidInput(error: z.ZodError) {
  const fields = zodFieldErrors(error);
  const first = Object.values(fields)[0]?.[0] ?? "Invalid input.";
  return new ApiError(400, "VALIDATION_ERROR", first, fields);
}

/** The body's declaration: JSON, and for `form` endpoints form-encoded too (then optional, checked here). */
function bodyDeclaration(ep: Endpoint) {
  if (!ep.body) return {};
  const content = {
    "application/json": { schema: ep.body },
    ...(ep.form ? { "application/x-www-form-urlencoded": { schema: ep.body } } : {}),
  };
  // Two media types: the library validates each only when the request has that type, so it must not be
  // "required" (it would run both); readBody then validates a request that sent none.
  return { body: { required: !ep.form, content } };
}

function readBody(c: Context, ep: Endpoint, valid: (target: string) => unknown): unknown {
  if (!ep.body) return undefined;
  if (!ep.form) return valid("json");
  if (isFormBody(c)) {
    const body = valid("form");
    checkFormCsrf(c, (body as { csrfToken?: unknown }).csrfToken);
    return body;
  }
  if (c.req.header("content-type")) return valid("json");
  const parsed = ep.body.safeParse({});
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

/**
 * The success answer in the OpenAPI document: `{ data }` with the declared answer schema, or, for an endpoint
 * that declares none, `data` described as any JSON value (its type lives in the handler's return type only).
 */
function successAnswer(ep: Endpoint) {
  if (ep.produces)
    return {
      description: `Success: ${ep.produces}`,
      content: { [ep.produces]: { schema: z.string().describe("The file or stream itself.") } },
    };
  if (ep.answerBody)
    return { description: "Success", content: { "application/json": { schema: ep.answerBody } } };
  const data = ep.answer ?? ANY_DATA;
  return {
    description: ep.answer ? "Success: { data }" : "Success: { data } (the answer's shape is not declared)",
    content: { "application/json": { schema: z.object({ data }) } },
  };
}

/** In the test suite: an answer that differs from its declaration fails its request, naming the difference. */
async function checkAnswer(ep: Endpoint, result: unknown) {
  const whole = result instanceof Response;
  const schema = whole ? ep.answerBody : ep.answer;
  if (!schema || (whole && !result.headers.get("content-type")?.includes("json"))) return;
  const sent = whole ? await result.clone().json() : result;
  const mismatch = answerMismatch(schema, sent);
  if (mismatch)
    throw new Error(`${ep.method.toUpperCase()} ${ep.path} answers other than it declares: ${mismatch}`);
}

export function createApi(deps: ApiDeps) {
  const app = new OpenAPIHono<Env>({
    defaultHook: (result) => {
      if (!result.success) throw invalidInput(result.error as z.ZodError);
    },
  }).basePath("/api");

  app.use(secureHeaders({ crossOriginResourcePolicy: "same-origin" }));
  app.use(async (c, next) => {
    c.set("deps", deps);
    c.header("Cache-Control", "no-store");
    await next();
  });

  for (const ep of ENDPOINTS) {
    const route = createRoute({
      method: ep.method,
      path: ep.path,
      tags: [ep.tag],
      summary: ep.summary,
      security: ep.permission === "public" ? [] : [{ bearer: [] }],
      description: ep.permission === "public" ? "Public" : `Permission: ${ep.permission}`,
      // The body guard runs first: an oversized or deeply nested body is refused before any lookup or parse.
      // A route that reads its raw body itself (a provider's signed receipt) declares maxBodyBytes to get it too.
      middleware: (ep.body || ep.maxBodyBytes
        ? [bodyGuard(ep.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES), authenticate(ep.permission, ep.path)]
        : [authenticate(ep.permission, ep.path)]) as [MiddlewareHandler<Env>],
      request: {
        ...bodyDeclaration(ep),
        ...(ep.query ? { query: ep.query as z.ZodObject } : {}),
        ...(ep.params ? { params: ep.params as z.ZodObject } : {}),
      },
      responses: {
        [ep.status ?? 200]: successAnswer(ep),
        400: { description: "Invalid input: { error: { code, message, fields } }" },
        401: { description: "No valid bearer token" },
        403: { description: "Not allowed" },
      },
    });
    app.openapi(route, async (c) => {
      const valid = c.req.valid.bind(c.req) as (target: string) => unknown;
      const body = readBody(c, ep, valid);
      const query = (ep.query ? valid("query") : undefined) as Record<string, unknown> | undefined;
      const params = (ep.params ? valid("param") : undefined) as Record<string, unknown> | undefined;
      refuseNul(body, query, params);
      // If-Match: the edit version the caller's form was loaded at (app/platform/concurrency/versions.server.ts).
      const result = await withExpectedVersion(c.req.header("if-match"), () =>
        ep.handler({ c, deps: c.var.deps, user: c.var.user as Principal, body, query, params }),
      );
      if (c.var.deps.checkAnswers) await checkAnswer(ep, result);
      if (result instanceof Response) return result as never;
      return c.json({ data: result }, ep.status ?? 200) as never;
    });
  }

  app.openAPIRegistry.registerComponent("securitySchemes", "bearer", { type: "http", scheme: "bearer" });
  app.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Keel API",
      version: "1.0.0",
      description: "Business continuity and incident management.",
    },
    servers: [{ url: deps.appUrl }],
  });

  app.notFound((c) => c.json(new ApiError(404, "NOT_FOUND", "No such API route.").toBody(), 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.toBody(), err.status);
    if (err instanceof EditConflict) return c.json(conflict(err.message).toBody(), 409);
    if (err instanceof HTTPException) {
      const status = err.status;
      const message = status === 400 ? "Malformed request body." : err.message || MESSAGES.somethingWentWrong;
      return c.json(new ApiError(400, "BAD_REQUEST", message).toBody(), status);
    }
    console.error("[api] unhandled error", loggableError(err));
    return c.json(new ApiError(500, "INTERNAL", MESSAGES.somethingWentWrong).toBody(), 500);
  });
  return app;
}

export type KeelApi = ReturnType<typeof createApi>;
