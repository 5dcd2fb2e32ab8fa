import { and, eq, ne } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { fieldError } from "~/api/errors.server";
import { type Conn, loadPlan, type PlanRow } from "~/domains/bcp/access.server";
import { auditPlan, diff, heldFields } from "~/domains/bcp/audit.server";
import { companyUser } from "~/domains/bcp/people.server";
import { TEAM_ROLE_LABELS } from "~/shared/team-roles";
import { ANALYSIS_MESSAGES as M } from "./model";
import { rosterRows } from "./plan-rows.server";
import { bcpBrtMembers } from "./schema.server";
import { changeSection, rowChange } from "./section.server";
import type { MemberInput } from "./validation";

type MemberRow = typeof bcpBrtMembers.$inferSelect;

const presentMember = (m: MemberRow) => ({
  id: m.id,
  bcpId: m.bcpId,
  userId: m.userId,
  name: m.name,
  role: m.role,
  roleLabel: TEAM_ROLE_LABELS[m.role],
  email: m.email,
  phone: m.phone,
  alternatePhone: m.alternatePhone,
});
export type MemberView = ReturnType<typeof presentMember>;

const ROLE_ORDER = { LEADER: 0, LEADER_BACKUP: 1, MEMBER: 2 } as const;

export async function listRoster(deps: ApiDeps, user: Principal, bcpId: string) {
  return rosterOfPlan(deps.db, await loadPlan(deps.db, user, bcpId, "bcp.read"));
}

/** The recovery team of a plan already loaded (and its access checked). */
export async function rosterOfPlan(db: Conn, plan: PlanRow, user?: Principal) {
  const rows = await rosterRows(db, plan.id, user);
  return rows.map(presentMember).sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
}

/** One leader and one leader backup per team; a linked user must belong to the plan's company. */
async function checkMember(tx: Conn, plan: PlanRow, input: MemberInput, exceptId?: string) {
  if (input.userId) await companyUser(tx, plan.companyId, input.userId, "userId");
  if (input.role === "MEMBER") return;
  const [taken] = await tx
    .select({ id: bcpBrtMembers.id })
    .from(bcpBrtMembers)
    .where(
      and(
        eq(bcpBrtMembers.bcpId, plan.id),
        eq(bcpBrtMembers.role, input.role),
        exceptId ? ne(bcpBrtMembers.id, exceptId) : undefined,
      ),
    );
  if (taken) throw fieldError("role", input.role === "LEADER" ? M.oneLeader : M.oneLeaderBackup);
}

const columns = (input: MemberInput) => ({
  name: input.name,
  role: input.role,
  userId: input.userId,
  email: input.email,
  phone: input.phone,
  alternatePhone: input.alternatePhone,
});

/** What a team member added or removed held, for its audit entry (their name says who it was). */
const held = (member: MemberInput, how: "added" | "removed") => {
  const { name: _name, ...rest } = columns(member);
  return heldFields(rest, how);
};

export async function addMember(deps: ApiDeps, user: Principal, input: MemberInput & { bcpId: string }) {
  const row = await changeSection(deps, user, input.bcpId, "brtRoster", async (tx, plan) => {
    await checkMember(tx, plan, input);
    const [created] = await tx
      .insert(bcpBrtMembers)
      .values({ companyId: plan.companyId, bcpId: plan.id, ...columns(input) })
      .returning();
    await auditPlan(tx, user, plan, "brt.added", { name: created.name, ...held(created, "added") });
    return created;
  });
  return { ...presentMember(row), message: M.memberAdded };
}

const findMember = (db: Conn, id: string) => async () =>
  (await db.select().from(bcpBrtMembers).where(eq(bcpBrtMembers.id, id)))[0];
const changeMember = rowChange("brtRoster", findMember);

export async function editMember(deps: ApiDeps, user: Principal, input: MemberInput & { id: string }) {
  const row = await changeMember(deps, user, input.id, async (tx, member, plan) => {
    await checkMember(tx, plan, input, member.id);
    const [updated] = await tx
      .update(bcpBrtMembers)
      .set(columns(input))
      .where(eq(bcpBrtMembers.id, member.id))
      .returning();
    await auditPlan(tx, user, plan, "brt.edited", {
      name: updated.name,
      role: updated.role,
      ...diff(member, columns(input)),
    });
    return updated;
  });
  return { ...presentMember(row), message: M.memberUpdated };
}

export async function removeMember(deps: ApiDeps, user: Principal, id: string) {
  await changeMember(deps, user, id, async (tx, row, plan) => {
    await tx.delete(bcpBrtMembers).where(eq(bcpBrtMembers.id, row.id));
    await auditPlan(tx, user, plan, "brt.removed", { name: row.name, ...held(row, "removed") });
  });
  return { removed: true, message: M.memberRemoved };
}
