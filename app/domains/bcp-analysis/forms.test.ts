import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { $ZodType } from "zod/v4/core";
import {
  biaSchema,
  dependencyBlockSchema,
  maloSchema,
  memberSchema,
  riskSchema,
  scenarioSchema,
  stakeholderSchema,
} from "./validation";

/** The forms post plain text fields (no JavaScript needed); Conform parses them with the shared schemas. */
const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
};
/** A posted form parsed as the action parses it. */
const parseForm = <S extends $ZodType>(schema: S, entries: Record<string, string>) =>
  parseWithZod(form(entries), { schema });
const id = "00000000-0000-4000-8000-000000000001";

describe("the analysis forms, as posted without JavaScript", () => {
  it("reads a risk with its empty optional fields", () => {
    const result = parseForm(riskSchema, {
      bcpId: id,
      name: "Flood",
      type: "Environmental",
      severity: "Medium",
      probability: "Moderate",
      existingControlStrategy: "",
      controlStatus: "",
    });
    expect(result.status).toBe("success");
    if (result.status === "success")
      expect(result.value).toMatchObject({ existingControlStrategy: "", controlStatus: "Normal" });
  });

  it("reads a dependency block: checkbox, one dependency per line, empty strategy types", () => {
    const result = parseForm(dependencyBlockSchema, {
      processId: id,
      enabled: "on",
      dependencies: "SAP\r\n\r\nBank portal",
      scenario: "",
      responseStrategyTypeLongTerm: "RW",
      responseStrategyTypeShortTerm: "",
    });
    expect(result.status).toBe("success");
    if (result.status === "success")
      expect(result.value).toMatchObject({
        enabled: true,
        dependencies: ["SAP", "Bank portal"],
        responseStrategyTypeLongTerm: "RW",
        responseStrategyTypeShortTerm: null,
        longTermStrategy: "",
      });
    const unchecked = parseForm(dependencyBlockSchema, { processId: id });
    expect(unchecked.status === "success" && unchecked.value.enabled).toBe(false);
  });

  it("reads MALO sliders and BIA selects by their nested names", () => {
    const levels = { h4: "0", h8: "0", d1: "30", d2: "50", d3: "50", w1: "60", w2: "80", m1: "100" };
    const malo = parseForm(maloSchema, {
      processId: id,
      ...Object.fromEntries(Object.entries(levels).map(([k, v]) => [`levels.${k}`, v])),
      maloCriterialExplanation: "",
    });
    expect(malo.status === "success" && malo.value.levels.d1).toBe(30);
    const cells: Record<string, string> = {};
    for (const c of ["financial", "legal", "brand", "service", "supplyChain"])
      for (const k of Object.keys(levels)) cells[`impacts.${c}.${k}`] = "low";
    const bia = parseForm(biaSchema, {
      processId: id,
      businessImpactLevel: "high",
      mad: "2",
      madDuration: "days",
      ...cells,
    });
    expect(bia.status === "success" && bia.value.impacts.legal.w1).toBe("low");
    const missing = parseForm(biaSchema, {
      processId: id,
      businessImpactLevel: "high",
      ...cells,
      "impacts.legal.w1": "",
    });
    expect(missing.status === "error" && missing.error?.["impacts.legal.w1"]).toEqual(["Select a level."]);
  });

  it("reads scenarios, team members and stakeholders with empty optional fields", () => {
    const scenario = parseForm(scenarioSchema, {
      bcpId: id,
      scenario: "it_outage",
      shortTermStrategy: "Failover",
      longTermStrategy: "",
      strategyStatus: "",
    });
    expect(scenario.status === "success" && scenario.value).toMatchObject({
      strategyStatus: null,
      longTermStrategy: "",
    });
    const member = parseForm(memberSchema, {
      bcpId: id,
      name: "Lee",
      role: "LEADER",
      email: "Lee@Acme.example",
      phone: "",
      userId: "",
    });
    expect(member.status === "success" && member.value).toMatchObject({
      email: "lee@acme.example",
      phone: "",
      userId: null,
    });
    const noContact = parseForm(memberSchema, {
      bcpId: id,
      name: "Lee",
      role: "MEMBER",
      email: "",
      phone: "",
    });
    expect(noContact.status === "error" && noContact.error?.email).toEqual([
      "Give an email or a phone number.",
    ]);
    const stakeholder = parseForm(stakeholderSchema, {
      bcpId: id,
      name: "FCA",
      kind: "external",
      phone: "0800 111 222",
      organisation: "",
    });
    expect(stakeholder.status).toBe("success");
  });
});
