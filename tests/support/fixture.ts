import { afterAll, beforeAll } from "vitest";
import type { Role } from "~/shared/roles";
import { createTestApi, type TestApi } from "./api";
import { makeUnit } from "./bcp";
import type { TestUser } from "./tenancy";

type UserOptions = NonNullable<Parameters<TestApi["user"]>[1]>;
/** One person of the file: a role (in the file's company), or a role with the user's own options (another company). */
export type Person = Role | [Role, UserOptions];

/** The people of a plan's approval: the company's admin, the plan's BCP lead and a second BCP lead who approves. */
export const PLAN_TEAM = {
  admin: "CorpAdmin",
  lead: "BCPLead",
  approver: "BCPLead",
} as const satisfies Record<string, Person>;

export interface FixtureOptions {
  company?: string;
  now?: Date;
  api?: Parameters<typeof createTestApi>[0];
  /** How long the set-up may take (default: the suite's hook timeout). */
  timeout?: number;
}

export type TestApiFixture<P extends Record<string, Person>> = { api: TestApi } & {
  [K in keyof P]: TestUser;
};

/**
 * The set-up most API test files share: a test API on a fresh database (its clock at `now` when given) and the
 * file's people signed in one after another, in the order named, before the file's tests; the API is closed after
 * them. Answers the object the hooks fill: `ctx.api`, and `ctx.<name>` for each person.
 *
 * With no people, the API alone (`testApiFixture()`).
 *
 *   const ctx = testApiFixture(
 *     { admin: "CorpAdmin", lead: "BCPLead", outsider: ["CorpAdmin", { company: "Other" }] },
 *     { company: "Acme", now: T0 },
 *   );
 */
export function testApiFixture<P extends Record<string, Person> = Record<never, Person>>(
  people: P = {} as P,
  options: FixtureOptions = {},
): TestApiFixture<P> {
  const ctx = {} as TestApiFixture<P>;
  const byName: Record<string, unknown> = ctx;
  beforeAll(async () => {
    ctx.api = await createTestApi(options.api);
    if (options.now) ctx.api.setNow(options.now);
    const company = options.company === undefined ? {} : { company: options.company };
    for (const [name, person] of Object.entries(people)) {
      const [role, own] = typeof person === "string" ? [person, {}] : person;
      byName[name] = await ctx.api.user(role, { ...company, ...own });
    }
  }, options.timeout);
  afterAll(() => ctx.api.close());
  return ctx;
}

/**
 * The file's fixture (`testApiFixture`) and one business unit, with its sub-unit, of the admin's company, made
 * before the file's tests: `ctx.unit.unit`, `ctx.unit.sub`.
 */
export function unitFixture<P extends { admin: Person } & Record<string, Person>>(
  people: P,
  options: FixtureOptions,
) {
  const ctx = testApiFixture(people, options) as TestApiFixture<P> & {
    unit: Awaited<ReturnType<typeof makeUnit>>;
  };
  beforeAll(async () => {
    ctx.unit = await makeUnit(ctx.api, ctx.admin.companyId);
  });
  return ctx;
}
