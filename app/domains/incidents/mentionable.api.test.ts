import { beforeAll, describe, expect, it } from "vitest";
import { users } from "~/domains/companies/users-schema.server";
import { testApiFixture } from "../../../tests/support/fixture";
import { assignTeam, publishedIncident } from "../../../tests/support/incidents";
import { MENTIONABLE_LIMITS } from "./model";

/**
 * The people an incident's owner picker and @mention offer (issue 37): never the whole company (500 users made the
 * response tab 103 KB of names), a search's first matches, and without one the incident's team first.
 */
const ctx = testApiFixture(
  { admin: "CorpAdmin", stranger: ["CorpAdmin", { company: "Othermention" }] },
  { company: "Mentionco" },
);

type Person = { id: string; name: string; email: string };

async function addPeople(companyId: string, names: [string, string][]) {
  return ctx.api.db
    .insert(users)
    .values(
      names.map(([firstName, lastName], i) => ({
        companyId,
        email:
          `${firstName}.${lastName}.${i}.${Math.random().toString(36).slice(2, 7)}@mention.example`.toLowerCase(),
        role: "BCPLead" as const,
        firstName,
        lastName,
      })),
    )
    .returning();
}

async function mentionable(id: string, q?: string, token = ctx.admin.token) {
  const res = await ctx.api.call("get", `/incident/${id}/mentionable`, {
    token,
    query: q ? { q } : undefined,
  });
  return res as { status: number; body: { data: Person[] } };
}

describe("/incident/{id}/mentionable", () => {
  // 30 people named "Aaron …", who sort before everyone else: more than a page may list.
  beforeAll(() =>
    addPeople(
      ctx.admin.companyId,
      Array.from({ length: 30 }, (_, i) => ["Aaron", `Crowd${String(i).padStart(2, "0")}`]),
    ),
  );

  it("answers at most 20 people however many the company has, the incident's team first", async () => {
    // A team whose names sort last.
    const [coordinator, member, left] = await addPeople(ctx.admin.companyId, [
      ["Zoe", "Zulu"],
      ["Zack", "Zulu"],
      ["Zara", "Zulu"],
    ]);
    const { id } = await publishedIncident(ctx.api, ctx.admin.token);
    const team = await assignTeam(ctx.api, ctx.admin.token, id, {
      responseCoordinatorId: coordinator.id,
      members: [{ userId: member.id, role: "MEMBER" }],
    });
    expect(team.status).toBe(200);

    const res = await mentionable(id);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(MENTIONABLE_LIMITS.people);
    const names = res.body.data.map((p) => p.name);
    // The coordinator, the team, then the incident's creator; then the others by name.
    expect(names.slice(0, 3)).toEqual(["Zoe Zulu", "Zack Zulu", "CorpAdmin Tester"]);
    expect(names.slice(3, 5)).toEqual(["Aaron Crowd00", "Aaron Crowd01"]);
    expect(names).not.toContain("Zara Zulu");
    expect(res.body.data.find((p) => p.id === left.id)).toBeUndefined();
  });

  it("finds people by part of their name or email, whatever the case, 20 at most, only of the caller's company", async () => {
    const [lena] = await addPeople(ctx.admin.companyId, [["Lena", "Lookup"]]);
    const [twin] = await addPeople(ctx.stranger.companyId, [["Lena", "Lookup"]]);
    const { id } = await publishedIncident(ctx.api, ctx.admin.token);

    const byName = await mentionable(id, "  lena look ");
    expect(byName.status).toBe(200);
    expect(byName.body.data).toEqual([{ id: lena.id, name: "Lena Lookup", email: lena.email }]);
    expect(byName.body.data.map((p) => p.id)).not.toContain(twin.id);
    expect((await mentionable(id, "LOOKUP")).body.data.map((p) => p.id)).toEqual([lena.id]);
    expect((await mentionable(id, lena.email.toUpperCase())).body.data.map((p) => p.id)).toEqual([lena.id]);

    // A search many match answers the first 20 of them; a full name typed finds its person among them first.
    const crowd = await mentionable(id, "crowd");
    expect(crowd.body.data).toHaveLength(20);
    expect(crowd.body.data.every((p) => p.name.startsWith("Aaron Crowd"))).toBe(true);
    expect((await mentionable(id, "aaron crowd29")).body.data[0].name).toBe("Aaron Crowd29");
    expect((await mentionable(id, "nobody-by-this-name")).body.data).toEqual([]);
  });

  it("is read only in the caller's company, and bounds what is typed", async () => {
    const { id } = await publishedIncident(ctx.api, ctx.admin.token);
    expect((await mentionable(id, undefined, ctx.stranger.token)).status).toBe(404);
    expect((await mentionable(id, "x".repeat(MENTIONABLE_LIMITS.q + 1))).status).toBe(400);
  });
});
