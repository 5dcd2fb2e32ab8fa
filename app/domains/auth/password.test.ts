import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.server";

describe("password checks", () => {
  it("spend a full scrypt on an unknown account, as on a real one (medians, a generous bound)", async () => {
    const stored = await hashPassword("Right!pass1");
    const time = async (hash: string | null) => {
      const t0 = performance.now();
      await verifyPassword("Wrong!pass1", hash);
      return performance.now() - t0;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(stored));
      unknown.push(await time(null));
    }
    // Without the stand-in hash an unknown account would answer in well under a millisecond.
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
    expect(await verifyPassword("Right!pass1", stored)).toBe(true);
  });
});
