import { redirect } from "@remix-run/node";
import { z } from "zod";
import { can } from "~/domains/access/policy";
import {
  DRILL_CHANNELS,
  type DrillChannel,
  ROSTER_KINDS,
  type RosterKind,
  SCORE_STATES,
  type ScoreState,
} from "~/domains/drills/model";
import { startDrillSchema } from "~/domains/drills/validation";
import { paths } from "~/paths";
import { apiClient, type PageArgs } from "~/web/api.server";
import { requirePermission, requireUser } from "~/web/auth.server";
import { companyZone, fromCompanyTime } from "~/web/company-time.server";
import { actionContext, formIntent, runIntents } from "~/web/form-action.server";
import { rosterPageOf } from "./roster-page";

const notFound = () => new Response("Not found", { status: 404 });

/** The company's drills (issue 36 item 5). */
export async function drillsLoader(args: PageArgs) {
  await requirePermission(args, "drill.read");
  const api = await apiClient(args);
  const res = await api.get("/drills");
  if (!res.ok) throw new Response(res.error.message, { status: res.status });
  return { drills: res.data };
}

/** The roster a new drill tests, from the query (roster_kind, roster_id). */
function rosterOf(request: Request) {
  const url = new URL(request.url);
  const kind = url.searchParams.get("roster_kind");
  const id = url.searchParams.get("roster_id") ?? "";
  if (!ROSTER_KINDS.includes(kind as RosterKind) || !z.uuid().safeParse(id).success) throw notFound();
  return { rosterKind: kind as RosterKind, rosterId: id };
}

/** The start form of a roster's drill, with the roster's last result and recent drills. */
export async function newDrillLoader(args: PageArgs) {
  await requirePermission(args, "drill.start");
  const roster = rosterOf(args.request);
  const api = await apiClient(args);
  const res = await api.get("/drill-roster", roster);
  if (!res.ok)
    throw res.status === 404 ? notFound() : new Response(res.error.message, { status: res.status });
  // A roster one may read but not edit is not offered: as for a record outside one's scope.
  if (!res.data.canStart) throw notFound();
  return { ...roster, back: rosterPageOf(roster.rosterKind, roster.rosterId), ...res.data };
}

export async function newDrillAction(args: PageArgs) {
  await requirePermission(args, "drill.start");
  const roster = rosterOf(args.request);
  const ctx = await actionContext(args, paths.newDrill(roster.rosterKind, roster.rosterId));
  // The datetime-local value has no zone: it was entered on the company's clock, as labelled.
  const zone = await companyZone(ctx.api);
  return runIntents(ctx, {
    start: formIntent({
      schema: startDrillSchema.extend({
        scheduledFor: z.preprocess((v) => fromCompanyTime(v, zone), startDrillSchema.shape.scheduledFor),
      }),
      call: (api, value) => api.post("/drills", value),
      ok: (answer) => answer.message,
      to: (answer) => paths.drill(answer.id),
    }),
  });
}

/** A drill's scorecard, filtered by state and channel (from the query). */
export async function scorecardLoader(args: PageArgs & { params: { drillId?: string } }) {
  const user = await requirePermission(args, "drill.read");
  const id = args.params.drillId ?? "";
  if (!z.uuid().safeParse(id).success) throw notFound();
  const url = new URL(args.request.url);
  const state = url.searchParams.get("state");
  const channel = url.searchParams.get("channel");
  const query = {
    ...(SCORE_STATES.includes(state as ScoreState) ? { state: state as ScoreState } : {}),
    ...(DRILL_CHANNELS.includes(channel as DrillChannel) ? { channel: channel as DrillChannel } : {}),
  };
  const api = await apiClient(args);
  const res = await api.get(`/drills/${id}`, query);
  if (!res.ok)
    throw res.status === 404 ? notFound() : new Response(res.error.message, { status: res.status });
  if (!res.data) throw redirect(paths.drills);
  return {
    card: res.data,
    back: rosterPageOf(res.data.drill.rosterKind, res.data.drill.rosterId),
    mayStart: res.data.canStart && can(user, "drill.start"),
  };
}

/**
 * A roster's drills where the roster is shown (an IMP/CMP's page, a site's page), or null when the caller may not
 * read them. The start link is offered only to those who may also open the start page (drill.start).
 */
export async function loadRosterDrills(args: PageArgs, rosterKind: RosterKind, rosterId: string) {
  const user = await requireUser(args);
  const api = await apiClient(args);
  const res = await api.get("/drill-roster", { rosterKind, rosterId });
  if (!res.ok) return null;
  return { ...res.data, canStart: res.data.canStart && can(user, "drill.start") };
}
