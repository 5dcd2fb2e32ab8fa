import { describe, expect, it } from "vitest";
import { RESOURCES, translator } from "~/shared/i18n/translator";
import { gsm7Length, SAMPLE_ANSWER_TOKEN, SMS_MAX_CHARACTERS, smsText, toGsm7, withStatusPage } from "./sms";

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

  it("sends French, German and Spanish in one GSM-7 segment: the letters GSM-7 lacks lose their accent (issue 36 item 7)", () => {
    for (const language of ["fr", "de", "es"] as const) {
      const body = translator(language)("templates.are_you_safe.body", { incident: "Incendie à l'entrepôt" });
      const sms = smsText(body, ["safe", "help"], link, RESOURCES[language].message.smsReply);
      // Nothing outside the GSM-7 alphabet: one accented letter would make it UCS-2, 70 characters a segment.
      expect(toGsm7(sms.text), language).toBe(sms.text);
      expect(sms.length, language).toBeLessThanOrEqual(SMS_MAX_CHARACTERS);
      expect(sms.text, language).toContain(link);
    }
    const fr = smsText(
      "Êtes-vous en sécurité ? ça va ?",
      ["safe", "help"],
      link,
      RESOURCES.fr.message.smsReply,
    );
    expect(fr.text).toBe(
      `Etes-vous en sécurité ? ca va ?\nRépondez 1=en sécurité 2=besoin d'aide ou ${link}`,
    );
    const es = smsText("¿Está a salvo?", ["ack"], link, RESOURCES.es.message.smsReply);
    expect(es.text).toBe(`¿Esta a salvo?\nResponda OK o ${link}`);
  });
});

describe("the status page link in an SMS", () => {
  const page = `https://k.example/a/${SAMPLE_ANSWER_TOKEN}`;
  const status = "https://k.example/status/public/0b7f6a1e-4a0c-4e5e-9a43-0d3f1f7b2a10";
  it("goes after the SMS when the message went whole and it fits one segment", () => {
    const sms = withStatusPage(smsText("Leave now.", ["ack"], page), status);
    expect(sms.text.endsWith(`\nStatus: ${status}`)).toBe(true);
    expect(sms.length).toBeLessThanOrEqual(SMS_MAX_CHARACTERS);
  });
  it("is left out when it would not fit, or when the text was cut", () => {
    const near = smsText("x".repeat(60), ["ack"], page);
    expect(withStatusPage(near, status).text).toBe(near.text);
    const cut = smsText("word ".repeat(60), ["ack"], page);
    expect(withStatusPage(cut, status).text).toBe(cut.text);
    expect(withStatusPage(smsText("Hi.", ["ack"], page), null).text).not.toContain("Status:");
  });
});
