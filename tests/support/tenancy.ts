import { expect } from "vitest";
import type { Role } from "~/shared/roles";
import type { TestApi } from "./api";

export type TestUser = Awaited<ReturnType<TestApi["user"]>>;

export interface IdRequest {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** Path under /api; "{id}" is replaced by the record's id. */
  path: string;
  body?: (id: string) => unknown;
  query?: (id: string) => Record<string, string>;
}

/**
 * One entity type to prove cross-company isolation for. Any domain can reuse this:
 *
 *   await expectCrossCompanyRefused(api, {
 *     entity: "department",
 *     create: async (owner) => (await api.call("post", "/bcpOrganization/departments", {...})).body.data.id,
 *     read: { method: "get", path: "/bcpOrganization" },
 *     requests: [{ method: "put", path: "/bcpOrganization/departments/{id}", body: () => ({ name: "x" }) }],
 *     lists: [{ path: "/bcpOrganization" }],
 *   });
 */
export interface CrossCompanyCase {
  entity: string;
  /** Creates the record in the owner's company; answers its id. */
  create: (owner: TestUser) => Promise<string>;
  /** How the owner reads the record: must succeed and be unchanged after the outsider's attempts. */
  read: IdRequest;
  /** Requests naming the record: each must answer 404 to a user of another company (never 403 or 2xx). */
  requests: IdRequest[];
  /** Lists an outsider can call: the record's id must never appear in their answers. */
  lists?: { path: string; query?: Record<string, string> }[];
  ownerRole?: Role;
  /** Default CorpAdmin: the widest role inside one company. */
  outsiderRole?: Role;
}

const fill = (path: string, id: string) => path.replaceAll("{id}", id);

export async function expectCrossCompanyRefused(api: TestApi, spec: CrossCompanyCase) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const owner = await api.user(spec.ownerRole ?? "CorpAdmin", { company: `Owner ${suffix}` });
  const outsider = await api.user(spec.outsiderRole ?? "CorpAdmin", { company: `Outsider ${suffix}` });
  const id = await spec.create(owner);
  expect(id, `${spec.entity}: create answered an id`).toMatch(/^[0-9a-f-]{36}$/);

  const read = (u: TestUser) =>
    api.call(spec.read.method, fill(spec.read.path, id), {
      token: u.token,
      body: spec.read.body?.(id),
      query: spec.read.query?.(id),
    });
  const before = await read(owner);
  expect(before.status, `${spec.entity}: the owner reads it`).toBe(200);
  expect(JSON.stringify(before.body), `${spec.entity}: the owner's read shows it`).toContain(id);

  for (const r of [spec.read, ...spec.requests]) {
    const res = await api.call(r.method, fill(r.path, id), {
      token: outsider.token,
      body: r.body?.(id),
      query: r.query?.(id),
    });
    expect(res.status, `${spec.entity}: ${r.method.toUpperCase()} ${r.path} by another company`).toBe(404);
  }
  for (const list of spec.lists ?? []) {
    const res = await api.call("get", list.path, { token: outsider.token, query: list.query });
    expect(res.status, `${spec.entity}: list ${list.path}`).toBeLessThan(500);
    expect(JSON.stringify(res.body), `${spec.entity}: ${list.path} hides it`).not.toContain(id);
  }

  const after = await read(owner);
  expect(after.status, `${spec.entity}: still there for the owner`).toBe(200);
  expect(after.body, `${spec.entity}: unchanged by the outsider`).toEqual(before.body);
  return { owner, outsider, id };
}

/** A Business Unit Geo Administrator of `company`, over these units and only within these countries. */
export function geoAdmin(api: TestApi, company: string, businessUnitIds: string[], countries: string[]) {
  return api.user("BUGeoAdmin", { company, businessUnitIds, countries });
}
