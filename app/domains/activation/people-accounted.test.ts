import { describe, expect, it } from "vitest";
import { peopleAccounted, peopleAccountedLine } from "./people-accounted";

describe("people accounted for", () => {
  it("says none recorded when nobody's status is known, rather than a reassuring zero", () => {
    const none = peopleAccounted({ people: [{ lastAction: null }, { lastAction: null }] });
    expect(none).toEqual({ people: 2, recorded: 0, byStatus: [] });
    expect(peopleAccountedLine(none)).toBe("None recorded (2 impacted)");
    expect(peopleAccountedLine(peopleAccounted({ people: [] }))).toBe("None recorded");
  });

  it("counts each person by their latest status, in its words", () => {
    const some = peopleAccounted({
      people: [
        { lastAction: { action: "safe" } },
        { lastAction: { action: "needs_help" } },
        { lastAction: null },
      ],
    });
    expect(peopleAccountedLine(some)).toBe("2 of 3: Safe 1, Needs help 1");
  });
});
