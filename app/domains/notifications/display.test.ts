import { describe, expect, it } from "vitest";
import { badgeText, dedupeNewestFirst, groupByDay, mergeFeed, timeLabel } from "./display";

const now = new Date("2026-11-23T12:00:00Z");
const at = (iso: string, id = iso) => ({ id, createdAt: iso });

describe("badge text", () => {
  it("shows nothing at 0, the count at 1 and 99, and 99+ from 100", () => {
    expect(badgeText(0)).toBe("");
    expect(badgeText(1)).toBe("1");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
    expect(badgeText(5000)).toBe("99+");
  });
});

describe("time labels", () => {
  it("says 'just now' under a minute", () => {
    expect(timeLabel("2026-11-23T12:00:00Z", now)).toBe("just now");
    expect(timeLabel("2026-11-23T11:59:01Z", now)).toBe("just now");
  });
  it("says 'N min ago' from one minute to under an hour", () => {
    expect(timeLabel("2026-11-23T11:59:00Z", now)).toBe("1 min ago");
    expect(timeLabel("2026-11-23T11:00:01Z", now)).toBe("59 min ago");
  });
  it("shows HH:mm from an hour on, in the given zone", () => {
    expect(timeLabel("2026-11-23T11:00:00Z", now)).toBe("11:00");
    expect(timeLabel("2026-11-20T08:05:00Z", now)).toBe("08:05");
    expect(timeLabel("2026-11-20T08:05:00Z", now, "Europe/Paris")).toBe("09:05");
  });
});

describe("grouping", () => {
  it("puts items under TODAY, YESTERDAY and OLDER, newest first, without empty groups", () => {
    const groups = groupByDay(
      [
        at("2026-11-20T10:00:00Z"),
        at("2026-11-23T08:00:00Z"),
        at("2026-11-22T23:59:00Z"),
        at("2026-11-23T11:30:00Z"),
        at("2026-11-22T00:00:00Z"),
      ],
      now,
    );
    expect(groups.map((g) => g.label)).toEqual(["TODAY", "YESTERDAY", "OLDER"]);
    expect(groups[0].items.map((i) => i.createdAt)).toEqual(["2026-11-23T11:30:00Z", "2026-11-23T08:00:00Z"]);
    expect(groups[1].items.map((i) => i.createdAt)).toEqual(["2026-11-22T23:59:00Z", "2026-11-22T00:00:00Z"]);
    expect(groups[2].items).toHaveLength(1);
    expect(groupByDay([at("2026-11-01T00:00:00Z")], now).map((g) => g.label)).toEqual(["OLDER"]);
  });

  it("removes duplicates by id", () => {
    const items = [
      at("2026-11-23T11:00:00Z", "a"),
      at("2026-11-23T10:00:00Z", "b"),
      at("2026-11-23T11:00:00Z", "a"),
    ];
    expect(dedupeNewestFirst(items).map((i) => i.id)).toEqual(["a", "b"]);
    expect(groupByDay(items, now)[0].items).toHaveLength(2);
  });

  it("decides the day in the viewer's zone", () => {
    // 23:30 UTC on the 22nd is already the 23rd in Tokyo.
    const item = at("2026-11-22T23:30:00Z");
    expect(groupByDay([item], now, "UTC")[0].label).toBe("YESTERDAY");
    expect(groupByDay([item], now, "Asia/Tokyo")[0].label).toBe("TODAY");
  });
});

describe("merging live items", () => {
  it("adds new items newest first, once each, and never turns a read item unread", () => {
    const current = [
      { id: "a", createdAt: "2026-11-23T10:00:00Z", isRead: true },
      { id: "b", createdAt: "2026-11-23T09:00:00Z", isRead: false },
    ];
    const incoming = [
      { id: "c", createdAt: "2026-11-23T11:00:00Z", isRead: false },
      { id: "a", createdAt: "2026-11-23T10:00:00Z", isRead: false },
      { id: "b", createdAt: "2026-11-23T09:00:00Z", isRead: true },
    ];
    expect(mergeFeed(current, incoming)).toEqual([
      { id: "c", createdAt: "2026-11-23T11:00:00Z", isRead: false },
      { id: "a", createdAt: "2026-11-23T10:00:00Z", isRead: true },
      { id: "b", createdAt: "2026-11-23T09:00:00Z", isRead: true },
    ]);
  });
});
