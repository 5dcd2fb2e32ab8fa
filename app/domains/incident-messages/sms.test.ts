import { describe, expect, it } from "vitest";
import { gsm7Length, SAMPLE_ANSWER_TOKEN, SMS_MAX_CHARACTERS, smsText, toGsm7 } from "./sms";

// Issue 36 item 2 (review K9): an SMS is one GSM-7 segment with one link.
const link = `https://keel.example.com/a/${SAMPLE_ANSWER_TOKEN}`;

describe("the short SMS", () => {
  it("keeps a short message whole, with the reply codes and one link, in one segment", () => {
    const sms = smsText("Fire at the depot. Are you safe?", ["safe", "help"], link);
    expect(sms.text).toBe(`Fire at the depot. Are you safe?\nReply 1=safe 2=need help or ${link}`);
    expect(sms.length).toBeLessThanOrEqual(SMS_MAX_CHARACTERS);
    expect(sms.cut).toBe(0);
  });

  it("cuts a 600-character message at a word to fit 160 characters, and says how much did not fit", () => {
    const body = "The river has burst its banks near the depot and the roads are closed. "
      .repeat(9)
      .slice(0, 600);
    const sms = smsText(body, ["ack"], link);
    expect(sms.length).toBeLessThanOrEqual(SMS_MAX_CHARACTERS);
    expect(sms.text).toMatch(/\w\.\.\.\nReply OK or https:/);
    expect(sms.text.match(/https?:\/\//g)).toHaveLength(1);
    expect(sms.cut).toBeGreaterThan(400);
  });

  it("spells typographic punctuation in GSM-7 and counts extension characters twice", () => {
    expect(toGsm7("Don’t “panic” – naïve café…")).toBe(`Don't "panic" - naive café...`);
    expect(toGsm7("Ünïcödé 🚒")).toBe("Ünicödé ?");
    expect(gsm7Length("€[]")).toBe(6);
    const sms = smsText("€".repeat(200), ["ack"], link);
    expect(sms.length).toBeLessThanOrEqual(SMS_MAX_CHARACTERS);
  });
});
