import { beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_MESSAGES } from "~/shared/i18n/languages";
import { testApiFixture } from "../../../tests/support/fixture";
import { publishedIncident } from "../../../tests/support/incidents";
import { fillTemplate, MESSAGE_TEMPLATES } from "./model";

// Issue 36 item 7: each person and user has a preferred language (else the company's); a message's fixed text, a
// kept template's text and the answer pages reach each recipient in theirs; the sender's own words go as typed.

let incidentId: string;
let siteId: string;
const TITLE = "Flood at Quai Ouest";
const CAMILLE = { email: "camille@polyglot.example", mobile: "+33612345678" };
const TESS = { email: "tess@polyglot.example", mobile: "+33698765432" };

const ctx = testApiFixture({ admin: "CorpAdmin" }, { company: "Polyglot" });
beforeAll(async () => {
  const site = await ctx.api.call("post", "/asset", {
    token: ctx.admin.token,
    body: { name: "Quai Ouest", type: "site", lat: 48.85, lng: 2.35, city: "Paris" },
  });
  siteId = site.body.data.asset.id;
  const person = (firstName: string, contact: { email: string; mobile: string }, language?: string) =>
    ctx.api.call("post", "/people", {
      token: ctx.admin.token,
      body: { type: "employee", firstName, lastName: "Test", ...contact, homeAssetId: siteId, language },
    });
  expect((await person("Camille", CAMILLE, "fr")).body.data.person.language).toBe("fr");
  // No language of her own: the company's default.
  expect((await person("Tess", TESS, "default")).body.data.person.language).toBeNull();
  incidentId = (
    await publishedIncident(ctx.api, ctx.admin.token, { title: TITLE, lat: 48.85, long: 2.35, viewRadius: 5 })
  ).id;
});

const template = MESSAGE_TEMPLATES.are_you_safe;
const send = (subject: string, body: string) =>
  ctx.api.call("post", `/incident/${incidentId}/messages`, {
    token: ctx.admin.token,
    body: { template: "are_you_safe", subject, body, audiences: ["site_people"], channels: ["email", "sms"] },
  });
const lastTo = async (to: string) => (await ctx.api.outbox(to)).at(-1)!;
const pageToken = (sms: string) => decodeURIComponent(sms.match(/\/a\/(\S+)$/)?.[1] ?? "");

describe("messages in each recipient's language", () => {
  it("sends a kept template, its answer links and the SMS's reply line in French to a French person", async () => {
    const sent = await send(template.subject, fillTemplate(template.body, TITLE));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);

    const email = await lastTo(CAMILLE.email);
    expect(email.subject).toBe("Êtes-vous en sécurité ?");
    expect(email.text).toContain(`Un incident peut vous concerner : ${TITLE}.`);
    expect(email.text).toMatch(/Je suis en sécurité: http:\/\/keel\.test\/m\//);
    expect(email.text).toMatch(/J'ai besoin d'aide: http:\/\/keel\.test\/m\//);
    const sms = (await lastTo(CAMILLE.mobile)).text;
    expect(sms).toContain("Répondez 1=en sécurité 2=besoin d'aide ou http://keel.test/a/");

    // The company's default (English) for a person who chose none.
    const english = await lastTo(TESS.email);
    expect(english.subject).toBe("Are you safe?");
    expect(english.text).toContain(`An incident may affect you: ${TITLE}.`);
    expect(english.text).toMatch(/I'm safe: http:\/\/keel\.test\/m\//);
    expect((await lastTo(TESS.mobile)).text).toContain("Reply 1=safe 2=need help or");
  });

  it("shows a French recipient the answer page in French, and records the answer in French", async () => {
    await send(template.subject, fillTemplate(template.body, TITLE));
    const token = pageToken((await lastTo(CAMILLE.mobile)).text);
    const page = await ctx.api.call("get", "/answer-page", { query: { token } });
    expect(page.body.data).toMatchObject({
      state: "ready",
      language: "fr",
      subject: "Êtes-vous en sécurité ?",
      greeting: "Camille",
      answers: [
        { purpose: "safe", label: "Je suis en sécurité", given: false },
        { purpose: "help", label: "J'ai besoin d'aide", given: false },
      ],
    });
    expect(page.body.data.body).toMatch(/^Un incident peut vous concerner/);
    const safe = await ctx.api.call("post", "/answer-page", { body: { token, purpose: "safe" } });
    expect(safe.body.data).toMatchObject({
      state: "recorded",
      language: "fr",
      label: "Je suis en sécurité",
      text: "Merci. Nous avons enregistré que vous êtes en sécurité.",
    });
    const again = await ctx.api.call("post", "/answer-page", { body: { token, purpose: "safe" } });
    expect(again.body.data.text).toBe("Ce lien a déjà été utilisé. Votre réponse a été enregistrée.");

    // The email's own link says the same, in French.
    const link = (await lastTo(CAMILLE.email)).text.match(/J'ai besoin d'aide: \S+\/m\/(\S+)/)?.[1] ?? "";
    const described = await ctx.api.call("get", "/message-link", {
      query: { token: decodeURIComponent(link) },
    });
    expect(described.body.data).toMatchObject({
      state: "ready",
      language: "fr",
      label: "J'ai besoin d'aide",
    });
  });

  it("sends the sender's own words as typed, with the fixed text in each one's language", async () => {
    await send("Parking fermé", "The car park is closed until Monday.");
    const email = await lastTo(CAMILLE.email);
    expect(email.subject).toBe("Parking fermé");
    expect(email.text).toMatch(/^The car park is closed until Monday\.\n\nJe suis en sécurité: /);
  });

  it("gives the email's status page line in each recipient's language", async () => {
    const publish = (published: boolean) =>
      ctx.api.call("put", `/incident/${incidentId}/status-page`, {
        token: ctx.admin.token,
        body: { published },
      });
    expect((await publish(true)).status).toBe(200);
    await send("Parking fermé", "The car park is closed until Monday.");
    const link = `http://keel.test/status/public/${incidentId}`;
    const french = (await lastTo(CAMILLE.email)).text;
    expect(french).toContain(`\n\nPage de suivi : ${link}`);
    expect(french).not.toContain("Status page:");
    expect((await lastTo(TESS.email)).text).toContain(`\n\nStatus page: ${link}`);
    expect((await publish(false)).status).toBe(200);
  });

  it("speaks the company's default language to those who chose none", async () => {
    const company = await ctx.api.call("get", "/company", { token: ctx.admin.token });
    const put = await ctx.api.call("put", "/company", {
      token: ctx.admin.token,
      body: { name: company.body.data.name, settings: { ...company.body.data.settings, language: "de" } },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.settings.language).toBe("de");
    await send(template.subject, fillTemplate(template.body, TITLE));
    expect((await lastTo(TESS.email)).subject).toBe("Sind Sie in Sicherheit?");
    expect((await lastTo(TESS.mobile)).text).toContain("Antworten Sie 1=sicher 2=brauche Hilfe oder");
    expect((await lastTo(CAMILLE.email)).subject).toBe("Êtes-vous en sécurité ?");
    const bad = await ctx.api.call("put", "/company", {
      token: ctx.admin.token,
      body: { name: "Polyglot", settings: { ...company.body.data.settings, language: "xx" } },
    });
    expect(bad.status).toBe(400);
  });

  it("keeps a user's language on their profile, and refuses a language Keel does not speak", async () => {
    const me = await ctx.api.call("get", "/user", { token: ctx.admin.token });
    expect(me.body.data.language).toBeNull();
    const saved = await ctx.api.call("put", "/user", {
      token: ctx.admin.token,
      body: { firstName: "Ana", lastName: "Admin", language: "es" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.language).toBe("es");
    // Absent keeps it; "default" returns to the company's.
    await ctx.api.call("put", "/user", {
      token: ctx.admin.token,
      body: { firstName: "Ana", lastName: "Admin" },
    });
    expect((await ctx.api.call("get", "/user", { token: ctx.admin.token })).body.data.language).toBe("es");
    const bad = await ctx.api.call("put", "/user", {
      token: ctx.admin.token,
      body: { firstName: "Ana", lastName: "Admin", language: "Klingon" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.language).toEqual([LANGUAGE_MESSAGES.invalid]);
  });

  it("imports each person's language from the CSV's Language column, by code or name", async () => {
    const csv = [
      "First Name,Last Name,Type,Home Site,Language",
      "Jonas,Weber,Employee,Quai Ouest,Deutsch",
      "Lucía,Ruiz,Employee,Quai Ouest,es",
      "Kai,Blank,Employee,Quai Ouest,",
      "Zed,Bad,Employee,Quai Ouest,Klingon",
    ].join("\n");
    const res = await ctx.api.call("post", "/people/import", { token: ctx.admin.token, body: { csv } });
    expect(res.body.data.created).toBe(3);
    expect(res.body.data.errors).toEqual([
      { line: 5, field: "Language", message: LANGUAGE_MESSAGES.invalid },
    ]);
    const listed = await ctx.api.call("get", "/people/all", {
      token: ctx.admin.token,
      query: { pageSize: 50 },
    });
    const byName = new Map(
      listed.body.data.map((p: { firstName: string; language: string | null }) => [p.firstName, p.language]),
    );
    expect([byName.get("Jonas"), byName.get("Lucía"), byName.get("Kai")]).toEqual(["de", "es", null]);
  });
});
