import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { HistoryView } from "~/domains/activation/model";
import { DatesProvider } from "~/ui/dates";
import { HistoryTable } from "./history-table";
import { StatusChart } from "./status-chart";

/** Issue 23 item 6: the activation tables write dates in the company's format and time zone. */

const zoned = (node: ReactNode) =>
  renderToStaticMarkup(
    <DatesProvider settings={{ dateFormat: "YYYY-MM-DD", timezone: "America/New_York" }}>
      {node}
    </DatesProvider>,
  );
// 14:05 UTC on 15 March 2026 is 10:05 in New York (EDT).
const AT = "2026-03-15T14:05:00.000Z";

describe("activation tables in the company's date format", () => {
  it("dates each response of the history table", () => {
    const row: HistoryView = {
      id: "r1",
      activationProcessId: "ap1",
      processId: "p1",
      bcpId: "b1",
      processName: "Payroll",
      bcpName: "Finance BCP",
      respondedBy: "Lena Lead",
      controlStatus: "Failed",
      strategy: "RW",
      strategyStatus: "In Place",
      headcountAvailable: 3,
      notes: "",
      respondedAt: AT,
    };
    const html = zoned(<HistoryTable rows={[row]} />);
    expect(html).toContain("2026-03-15 10:05 America/New_York");
    expect(html).not.toContain("Mar 15");
  });

  it("dates each status check of the analysis charts", () => {
    const html = zoned(
      <StatusChart
        title="Processes by state"
        statuses={["Up", "Down"] as const}
        colours={{ Up: { hex: "#0a0" }, Down: { hex: "#a00" } }}
        points={[{ at: AT, counts: { Up: 1, Down: 2 } }]}
      />,
    );
    expect(html).toContain("2026-03-15 10:05 America/New_York");
  });

  it("keeps the default (MMMM DD, YYYY in UTC) for a company that chose none", () => {
    const html = renderToStaticMarkup(
      <DatesProvider settings={null}>
        <StatusChart
          title="Processes by state"
          statuses={["Up"] as const}
          colours={{ Up: { hex: "#0a0" } }}
          points={[{ at: AT, counts: { Up: 1 } }]}
        />
      </DatesProvider>,
    );
    expect(html).toContain("March 15, 2026 14:05 UTC");
  });
});
