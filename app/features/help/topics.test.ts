import { describe, expect, it } from "vitest";
import { SECTIONS } from "~/domains/bcp/sections";
import { paths } from "~/paths";
import { HELP_TOPICS, sectionFor, topicFor } from "./topics";

describe("Get Help's topics", () => {
  it("opens the how-to of the page at hand", () => {
    expect(topicFor(paths.home)?.key).toBe("setup");
    expect(topicFor(paths.incident("abc", "processes"))?.key).toBe("incident");
    expect(topicFor(paths.response("abc"))?.key).toBe("activation");
    expect(topicFor(paths.analysis("abc"))?.key).toBe("activation");
    expect(topicFor(paths.incidentMessages("abc"))?.key).toBe("messages");
    expect(topicFor(paths.organisation)?.key).toBe("organisation");
    expect(topicFor(paths.manageBcp("abc", "bia"))?.key).toBe("plans");
    expect(topicFor("/nowhere")).toBeNull();
  });

  it("brings a plan section's own help text, and every section's in the plan topic", () => {
    expect(sectionFor(paths.manageBcp("abc", "bia"))?.help).toBe(SECTIONS.find((s) => s.key === "bia")?.help);
    expect(sectionFor(paths.home)).toBeNull();
    const plans = HELP_TOPICS.find((t) => t.key === "plans");
    for (const s of SECTIONS) expect(plans?.steps.join("\n")).toContain(s.help);
  });
});
