import { describe, expect, it } from "vitest";
import { makeAnalysisPlan } from "../../../tests/support/analysis";
import { makeProcess } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";
import { DORA_CHECK_MESSAGES, DORA_COLUMNS } from "./dora";

const ctx = testApiFixture();

describe("DORA register of information", () => {
  it("lists the checks to fix, then exports providers, contracts and functions from the suppliers and plans", async () => {
    const acme = await makeAnalysisPlan(ctx.api, {
      company: "Dora",
      processes: ["Trunking"],
      name: "Transport BCP",
    });
    const token = acme.admin.token;
    // The company's clock says 2026; one contract ended in 2025.
    await ctx.api.call("post", "/registerEntry", {
      token,
      body: {
        kind: "supplier",
        name: "Northern Haulage Ltd",
        lei: "5493001KJTIIGC8Y1R12",
        country: "United Kingdom",
        services: "Trunking",
        contractReference: "C-117",
        contractEnd: "2025-03-31",
        substitutability: "medium_complexity",
        supportsCriticalFunction: "on",
      },
    });
    await ctx.api.call("post", "/registerEntry", {
      token,
      body: { kind: "supplier", name: "Cloud Hosting GmbH", country: "Germany", contractEnd: "2099-12-31" },
    });
    const [trunking] = acme.processes;
    await ctx.api.call("put", "/otherdependencies", {
      token,
      body: { processId: trunking.id, dependencies: ["Northern Haulage Ltd"] },
    });

    const checks = await ctx.api.call("get", "/registerEntry/dora/checks", { token });
    expect(checks.status, JSON.stringify(checks.body)).toBe(200);
    expect(checks.body.data.suppliers).toBe(2);
    expect(
      checks.body.data.problems.map(
        (p: { supplier: { name: string }; check: string; message: string }) =>
          `${p.supplier.name}: ${p.check}`,
      ),
    ).toEqual([
      "Cloud Hosting GmbH: missingLei",
      "Cloud Hosting GmbH: missingFunction",
      "Northern Haulage Ltd: endDatePassed",
    ]);
    expect(checks.body.data.problems[0].message).toBe(DORA_CHECK_MESSAGES.missingLei);

    const table = async (name: string) => {
      const res = await ctx.api.app.fetch(
        new Request(`http://keel.test/api/registerEntry/dora/export?table=${name}`, {
          headers: { authorization: `Bearer ${token}` },
        }),
      );
      expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
      return (await res.text())
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
    };
    const providers = await table("providers");
    expect(providers[0]).toBe(DORA_COLUMNS.providers.join(","));
    expect(providers.slice(1)).toEqual([
      ",,Cloud Hosting GmbH,Germany,,No",
      "5493001KJTIIGC8Y1R12,LEI,Northern Haulage Ltd,United Kingdom,Medium complexity in terms of substitutability,Yes",
    ]);
    expect((await table("contracts")).slice(1)).toEqual([
      ",,Cloud Hosting GmbH,,2099-12-31,",
      `C-117,5493001KJTIIGC8Y1R12,Northern Haulage Ltd,Trunking,2025-03-31,${trunking.id}`,
    ]);
    const functions = await table("functions");
    expect(functions.slice(1)).toHaveLength(1);
    expect(functions[1]).toMatch(
      new RegExp(
        `^${trunking.id},Trunking,BCP-\\d{4} Transport BCP,Critical or important,48,5493001KJTIIGC8Y1R12,Northern Haulage Ltd$`,
      ),
    );

    // A bad table is refused; another company's register is empty.
    expect(
      (await ctx.api.call("get", "/registerEntry/dora/export", { token, query: { table: "x" } })).status,
    ).toBe(400);
    const other = await ctx.api.user("CorpAdmin", { company: "Not dora" });
    const theirs = await ctx.api.call("get", "/registerEntry/dora/checks", { token: other.token });
    expect(theirs.body.data).toEqual({ suppliers: 0, problemCount: 0, problems: [] });
  });

  it("tells where a provider's critical-function mark disagrees with the processes that depend on it", async () => {
    const acme = await makeAnalysisPlan(ctx.api, { company: "Dora marks", processes: ["Trunking"] });
    const token = acme.admin.token;
    const [trunking] = acme.processes;
    // Rated High, but its plan says it needs no continuity strategy: not a critical process (critical.ts).
    const archiving = await makeProcess(ctx.api, acme.admin.token, acme.service.id, {
      name: "Archiving",
      isBCStrategyRequired: "false",
      justificationForNoBCStrategy: "Paper records cover a month",
    });
    const supplier = (name: string, marked: boolean) =>
      ctx.api.call("post", "/registerEntry", {
        token,
        body: {
          kind: "supplier",
          name,
          lei: "5493001KJTIIGC8Y1R12",
          ...(marked ? { supportsCriticalFunction: "on" } : {}),
        },
      });
    await supplier("Unmarked Haulage", false);
    await supplier("Marked Storage", true);
    await supplier("Marked Haulage", true);
    for (const [processId, dependencies] of [
      [trunking.id, ["Unmarked Haulage", "Marked Haulage"]],
      [archiving.id, ["Marked Storage"]],
    ] as const)
      await ctx.api.call("put", "/otherdependencies", { token, body: { processId, dependencies } });

    const checks = await ctx.api.call("get", "/registerEntry/dora/checks", { token });
    expect(
      checks.body.data.problems.map((p: { supplier: { name: string }; message: string }) => [
        p.supplier.name,
        p.message,
      ]),
    ).toEqual([
      ["Marked Storage", DORA_CHECK_MESSAGES.flaggedNotCritical],
      ["Unmarked Haulage", DORA_CHECK_MESSAGES.criticalUnflagged("Trunking")],
    ]);
  });
  it("keeps an archived supplier that a process still depends on in the register, and says so", async () => {
    const acme = await makeAnalysisPlan(ctx.api, { company: "Dora archived", processes: ["Trunking"] });
    const token = acme.admin.token;
    const add = async (name: string) =>
      (
        await ctx.api.call("post", "/registerEntry", {
          token,
          body: { kind: "supplier", name, lei: "5493001KJTIIGC8Y1R12", supportsCriticalFunction: "on" },
        })
      ).body.data.entry.id as string;
    const inUse = await add("Still Used Haulage");
    const unused = await add("Old Storage");
    await ctx.api.call("put", "/otherdependencies", {
      token,
      body: { processId: acme.processes[0].id, dependencies: ["Still Used Haulage"] },
    });
    for (const id of [inUse, unused])
      await ctx.api.call("put", `/registerEntry/${id}/archive`, { token, body: { archived: true } });

    const checks = (await ctx.api.call("get", "/registerEntry/dora/checks", { token })).body.data;
    expect(checks.suppliers).toBe(1);
    expect(checks.problems).toEqual([
      {
        supplier: { id: inUse, name: "Still Used Haulage" },
        check: "archivedInUse",
        message: DORA_CHECK_MESSAGES.archivedInUse("Trunking"),
      },
    ]);
    const res = await ctx.api.app.fetch(
      new Request("http://keel.test/api/registerEntry/dora/export?table=providers", {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    const rows = (await res.text()).trim().split("\r\n").slice(1);
    expect(rows).toEqual(["5493001KJTIIGC8Y1R12,LEI,Still Used Haulage,,,Yes"]);
  });
});
