import { describe, expect, it } from "vitest";
import { parseLogged } from "../../bench/captured-sql";

/** The bench's SQL column replays what the app logged: each statement whole, with its parameters, and no other. */
describe("the statements read from the app's log", () => {
  it("keeps a statement written over several lines whole, with its parameters", () => {
    const log = [
      'Query: select "id" from "bcps" where "bcps"."id" = $1 -- params: ["b1"]',
      "Query: with reach as (select 1",
      "  union all select 2)",
      'select * from reach where x = $1 and y = $2 -- params: [2,"2026-11-30T05:00:00.000Z"]',
      "Query: select 1",
      "",
    ].join("\n");
    expect(parseLogged(log)).toEqual([
      { text: 'select "id" from "bcps" where "bcps"."id" = $1', params: ["b1"] },
      {
        text: "with reach as (select 1\n  union all select 2)\nselect * from reach where x = $1 and y = $2",
        params: [2, "2026-11-30T05:00:00.000Z"],
      },
      { text: "select 1", params: [] },
    ]);
  });

  it("leaves out transactions' begin and commit and the outbox's claim, which its own timer runs", () => {
    const log = [
      "Query: begin",
      'Query: select "id" from "messages" where ("messages"."status" = $1) -- params: ["queued"]',
      "Query: commit",
      'Query: select count(*) from "bcps" -- params: []',
    ].join("\n");
    expect(parseLogged(log)).toEqual([{ text: 'select count(*) from "bcps"', params: [] }]);
  });
});
