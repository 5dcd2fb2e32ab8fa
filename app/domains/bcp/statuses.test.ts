import { describe, expect, it } from "vitest";
import {
  APPROVAL_STATUSES,
  BCP_LIST_FILTER_KEYS,
  BCP_STATUS_LABELS,
  BCP_STATUSES,
  BCP_TRANSITIONS,
  canMoveApproval,
  canMoveBcp,
  canMoveProcess,
  listFilter,
  PROCESS_STATUS_LABELS,
  PROCESS_TRANSITIONS,
  statusOfFilter,
} from "./model";

/** Each [from, to] move is allowed (or refused, `allowed` false) by the table's check. */
function expectMoves<S extends string>(
  canMove: (from: S, to: S) => boolean,
  allowed: boolean,
  moves: [S, S][],
) {
  for (const [from, to] of moves) expect(canMove(from, to), `${from} → ${to}`).toBe(allowed);
}

describe("BCP statuses", () => {
  it("labels the spec's statuses, with Draft shown as In Draft", () => {
    expect(Object.values(BCP_STATUS_LABELS)).toEqual([
      "In Draft",
      "Just Created",
      "In Progress",
      "Deferred",
      "Awaiting Approval",
      "Approved",
      "Cancelled",
    ]);
  });

  it("moves a plan through approval and back on rejection", () => {
    expectMoves(canMoveBcp, true, [
      ["JUST_CREATED", "IN_PROGRESS"],
      ["IN_PROGRESS", "AWAITING_APPROVAL"],
      ["AWAITING_APPROVAL", "APPROVED"],
      ["AWAITING_APPROVAL", "IN_PROGRESS"],
      ["APPROVED", "AWAITING_APPROVAL"],
    ]);
  });

  it("refuses moves that skip the approval; a cancelled plan only comes back In Progress (restored)", () => {
    expectMoves(canMoveBcp, false, [
      ["IN_PROGRESS", "APPROVED"],
      ["DEFERRED", "APPROVED"],
      ["DEFERRED", "AWAITING_APPROVAL"],
    ]);
    for (const to of BCP_STATUSES.filter((s) => s !== "IN_PROGRESS"))
      expect(canMoveBcp("CANCELLED", to)).toBe(false);
    expect(canMoveBcp("CANCELLED", "IN_PROGRESS")).toBe(true);
  });

  it("lets every live plan be cancelled (archived)", () => {
    for (const from of BCP_STATUSES.filter((s) => s !== "CANCELLED")) {
      expect(BCP_TRANSITIONS[from]).toContain("CANCELLED");
    }
  });

  it("maps list filters to statuses, and the personal filters to none", () => {
    expect(statusOfFilter("awaiting_approval")).toBe("AWAITING_APPROVAL");
    expect(statusOfFilter("draft")).toBe("DRAFT");
    expect(statusOfFilter("mine")).toBeNull();
    expect(statusOfFilter("awaiting_my_approval")).toBeNull();
    expect(BCP_LIST_FILTER_KEYS).toContain("cancelled");
  });
});

describe("process statuses", () => {
  it("labels the spec's process statuses", () => {
    expect(Object.values(PROCESS_STATUS_LABELS)).toEqual([
      "Not Started",
      "In Progress",
      "Completed",
      "Cancelled",
    ]);
  });

  it("allows work to start, finish and reopen, and a cancelled process only to restart from scratch", () => {
    expectMoves(canMoveProcess, true, [
      ["NOT_STARTED", "IN_PROGRESS"],
      ["IN_PROGRESS", "COMPLETED"],
      ["COMPLETED", "IN_PROGRESS"],
    ]);
    expect(canMoveProcess("CANCELLED", "COMPLETED")).toBe(false);
    expect(PROCESS_TRANSITIONS.CANCELLED).toEqual(["NOT_STARTED"]);
    expect(canMoveProcess("IN_PROGRESS", "NOT_STARTED")).toBe(false);
  });
});

describe("approval statuses", () => {
  it("only an awaiting section can be decided, and a decided one can be resent", () => {
    expect(canMoveApproval("NOT_SENT", "APPROVED")).toBe(false);
    expectMoves(canMoveApproval, true, [
      ["AWAITING_APPROVAL", "APPROVED"],
      ["AWAITING_APPROVAL", "REJECTED"],
      ["REJECTED", "AWAITING_APPROVAL"],
    ]);
    expect(canMoveApproval("APPROVED", "REJECTED")).toBe(false);
    expect(APPROVAL_STATUSES).toHaveLength(4);
  });
});

describe("list filter from the address", () => {
  it("is case-insensitive and falls back to all", () => {
    expect(listFilter("APPROVED")).toBe("approved");
    expect(listFilter(" Awaiting_My_Approval ")).toBe("awaiting_my_approval");
    expect(listFilter("nonsense")).toBe("all");
    expect(listFilter(null)).toBe("all");
  });
});
