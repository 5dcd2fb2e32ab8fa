import { and, asc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { fieldError, forbidden, notFound } from "~/api/errors.server";
import { scopeFor } from "~/domains/access/policy";
import { personSearchText } from "~/domains/assets/search";
import { userNameColumns, users } from "~/domains/companies/users-schema.server";
import { mentionsToText } from "~/domains/notifications/mention-format";
import { recordMentions } from "~/domains/notifications/mentions.server";
import { notify } from "~/domains/notifications/notify.server";
import { paths } from "~/paths";
import { recordEdit } from "~/platform/concurrency/versions.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { containsPattern } from "~/platform/db/like";
import { OWNER, ownerValues, prepared, UNNAMED } from "~/platform/db/prepared.server";
import { readAll } from "~/platform/db/read-all.server";
import { displayName } from "~/shared/names";
import { MENTIONABLE_LIMITS } from "./model";
import {
  changeInIncident,
  escapeHtml,
  findIncident,
  INCIDENT_ID,
  incidentEditVersions,
  recordEvent,
} from "./records.server";
import { incidentTeam, incidentTimeline, responseActionComments, responseActions } from "./schema.server";
import type { responseActionSchema, responseActionUpdateSchema } from "./validation";

type ActionRow = typeof responseActions.$inferSelect;
type CommentRow = typeof responseActionComments.$inferSelect;

/** A response action as the API answers it (responseActionAnswer): without its tenant column. */
export function presentAction(a: ActionRow) {
  return {
    id: a.id,
    incidentId: a.incidentId,
    title: a.title,
    ownerId: a.ownerId,
    dueAt: a.dueAt,
    status: a.status,
    createdBy: a.createdBy,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}

/** A comment just added (responseActionCommentAnswer): without its tenant column. */
function presentComment(c: CommentRow, mentioned: string[]) {
  return {
    id: c.id,
    actionId: c.actionId,
    authorId: c.authorId,
    text: c.text,
    createdAt: c.createdAt,
    mentioned,
  };
}

async function checkOwner(db: Db | Tx, user: Principal, ownerId: string | undefined | null) {
  if (!ownerId) return;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.companyId, user.companyId), eq(users.disabled, false)));
  if (!row) throw fieldError("ownerId", "Choose an owner of your company.");
}

async function findAction(db: Db | Tx, user: Principal, incidentId: string, actionId: string) {
  const [row] = await db
    .select()
    .from(responseActions)
    .where(
      and(
        eq(responseActions.id, actionId),
        eq(responseActions.incidentId, incidentId),
        eq(responseActions.companyId, user.companyId),
      ),
    );
  if (!row) throw notFound();
  // Those who respond only on their own work change the actions they own, and nothing else.
  if (scopeFor(user.role, "incident.respond") === "own" && row.ownerId !== user.id) throw forbidden();
  return row;
}

export async function addAction(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  input: z.output<typeof responseActionSchema>,
) {
  const now = deps.now();
  if (scopeFor(user.role, "incident.respond") === "own") throw forbidden();
  return changeInIncident(deps, user, incidentId, async (tx, incident) => {
    await checkOwner(tx, user, input.ownerId);
    const [row] = await tx
      .insert(responseActions)
      .values({
        ...input,
        ownerId: input.ownerId ?? null,
        dueAt: input.dueAt ?? null,
        incidentId,
        companyId: user.companyId,
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordEvent(tx, {
      companyId: user.companyId,
      incidentId,
      actorId: user.id,
      kind: "action",
      message: `Response action added: ${row.title}`,
      at: now,
    });
    if (row.ownerId && row.ownerId !== user.id) {
      await notify(tx, {
        companyId: user.companyId,
        userIds: [row.ownerId],
        type: "ASSIGNMENT",
        info: {
          message: `<p>You own the response action <strong>${escapeHtml(row.title)}</strong> on ${escapeHtml(incident.title ?? "an incident")}.</p>`,
          link: paths.incident(incidentId, "response_actions"),
          incidentId,
        },
      });
    }
    return presentAction(row);
  });
}

export async function updateAction(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  actionId: string,
  input: z.output<typeof responseActionUpdateSchema>,
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await findIncident(tx, user, incidentId);
    const before = await findAction(tx, user, incidentId, actionId);
    // An owner who responds only on their own work moves its status; the rest is the responders'.
    if (scopeFor(user.role, "incident.respond") === "own") input = { status: input.status };
    await checkOwner(tx, user, input.ownerId);
    // Refuses (409) a change made from a stale copy of the action.
    await recordEdit(tx, user, { entity: "incident", entityId: incidentId, part: `action:${actionId}` }, now);
    const [row] = await tx
      .update(responseActions)
      .set({ ...input, updatedAt: now })
      .where(eq(responseActions.id, actionId))
      .returning();
    const what =
      input.status && input.status !== before.status ? `status ${before.status} → ${input.status}` : "edited";
    await recordEvent(tx, {
      companyId: user.companyId,
      incidentId,
      actorId: user.id,
      kind: "action",
      message: `Response action ${row.title}: ${what}`,
      at: now,
    });
    return presentAction(row);
  });
}

/** A comment on a response action; every @[Name](userId) mentioned in it gets a mention. */
export async function addComment(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  actionId: string,
  text: string,
) {
  return changeInIncident(deps, user, incidentId, async (tx, incident, now) => {
    const action = await findAction(tx, user, incidentId, actionId);
    const [row] = await tx
      .insert(responseActionComments)
      .values({ companyId: user.companyId, actionId, authorId: user.id, text, createdAt: now })
      .returning();
    const mentioned = await recordMentions(tx, {
      companyId: user.companyId,
      authorId: user.id,
      text: escapeHtml(text),
      entityType: "incident",
      entityId: incidentId,
      link: paths.incident(incidentId, "response_actions"),
      summary: `${escapeHtml(displayName(user))} mentioned you on ${escapeHtml(incident.title ?? "an incident")}`,
    });
    await recordEvent(tx, {
      companyId: user.companyId,
      incidentId,
      actorId: user.id,
      kind: "comment",
      message: `Comment on ${action.title}: ${mentionsToText(text).slice(0, 200)}`,
      at: now,
    });
    return presentComment(row, mentioned);
  });
}

/** Response actions with owner names and their comments (mentions shown as @Name), oldest first. */
export async function listActions(deps: ApiDeps, user: Principal, incidentId: string) {
  await findIncident(deps.db, user, incidentId);
  // On every incident page: built once (issue 37).
  const actions = await prepared(deps.db, "incidentActions", (db) =>
    db
      .select({
        action: responseActions,
        owner: userNameColumns,
      })
      .from(responseActions)
      .leftJoin(users, eq(users.id, responseActions.ownerId))
      .where(and(eq(responseActions.incidentId, INCIDENT_ID), eq(responseActions.companyId, OWNER.companyId)))
      .orderBy(asc(responseActions.createdAt))
      .prepare(UNNAMED),
  ).execute({ incidentId, ...ownerValues(user) });
  const ids = actions.map((a) => a.action.id);
  // The comments and the versions side by side; the versions are the incident view's read too (one per page).
  const [comments, versions] = await readAll(deps.db, [
    () =>
      ids.length
        ? deps.db
            .select({
              comment: responseActionComments,
              author: userNameColumns,
            })
            .from(responseActionComments)
            .leftJoin(users, eq(users.id, responseActionComments.authorId))
            .where(inArray(responseActionComments.actionId, ids))
            .orderBy(asc(responseActionComments.createdAt))
        : Promise.resolve([]),
    () => incidentEditVersions(deps.db, user, incidentId),
  ] as const);
  return actions.map(({ action, owner }) => {
    return {
      ...presentAction(action),
      /** Edit version of the action: send it as If-Match when changing it (PATCH). */
      editVersion: versions[`action:${action.id}`] ?? 0,
      ownerName: owner?.email ? displayName(owner) : null,
      comments: comments
        .filter((c) => c.comment.actionId === action.id)
        .map((c) => ({
          id: c.comment.id,
          text: c.comment.text,
          displayText: mentionsToText(c.comment.text),
          authorName: c.author?.email ? displayName(c.author) : "N/A",
          createdAt: c.comment.createdAt,
        })),
    };
  });
}

/** Everything that happened, oldest first, with who did it. */
export async function listTimeline(deps: ApiDeps, user: Principal, incidentId: string) {
  await findIncident(deps.db, user, incidentId);
  // On every incident page: built once (issue 37).
  const rows = await prepared(deps.db, "incidentTimeline", (db) =>
    db
      .select({
        event: incidentTimeline,
        actor: userNameColumns,
      })
      .from(incidentTimeline)
      .leftJoin(users, eq(users.id, incidentTimeline.actorId))
      .where(
        and(eq(incidentTimeline.incidentId, INCIDENT_ID), eq(incidentTimeline.companyId, OWNER.companyId)),
      )
      .orderBy(asc(incidentTimeline.at), asc(incidentTimeline.id))
      .prepare(UNNAMED),
  ).execute({ incidentId, ...ownerValues(user) });
  return rows.map((r) => ({
    id: r.event.id,
    kind: r.event.kind,
    message: r.event.message,
    at: r.event.at,
    actorName: r.actor?.email ? displayName(r.actor) : null,
  }));
}

/**
 * Active users of the company, to pick an action owner or someone to @mention: never all of them (500 users made
 * the response tab 103 KB of names, issue 37), at most MENTIONABLE_LIMITS.people.
 * - With `q`: those whose full name or email contains it (case-insensitive; the people search's text), one whose
 *   full name or email is exactly `q` first (a mention typed in full finds its person however common the name),
 *   then by first and last name.
 * - Without: those likeliest to own an action first: the response coordinator, the response team, the incident's
 *   creator; then the others by first and last name, up to the bound.
 */
export async function listMentionable(deps: ApiDeps, user: Principal, incidentId: string, q?: string) {
  const incident = await findIncident(deps.db, user, incidentId);
  const fullName = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
  const rank = q
    ? sql`case when lower(trim(${fullName})) = lower(${q}) or lower(${users.email}) = lower(${q}) then 0 else 1 end`
    : sql`case
        when ${users.id} = ${incident.responseCoordinatorId} then 0
        when exists (select 1 from ${incidentTeam} where ${incidentTeam.incidentId} = ${incident.id}
          and ${incidentTeam.userId} = ${users.id}) then 1
        when ${users.id} = ${incident.userId} then 2
        else 3 end`;
  const rows = await deps.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.companyId, user.companyId),
        eq(users.disabled, false),
        q
          ? ilike(personSearchText(users.firstName, users.lastName, users.email), containsPattern(q))
          : undefined,
      ),
    )
    .orderBy(rank, asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(MENTIONABLE_LIMITS.people);
  return rows.map((u) => ({ id: u.id, name: displayName(u), email: u.email }));
}
