import { describe, expect, it } from "vitest";
import { LANGUAGES, languageFromAcceptHeader, parseLanguage } from "./languages";
import { RESOURCES, translator } from "./translator";

/** Every leaf of a resource as "a.b.c" → text. */
function leaves(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === "string") out.set(prefix, value);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value))
      for (const [key, text] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(key, text);
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("the translation resources", () => {
  const english = leaves(RESOURCES.en);

  it.each(LANGUAGES.filter((l) => l !== "en"))("%s has every English key, and no other", (language) => {
    const theirs = leaves(RESOURCES[language]);
    expect([...theirs.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(LANGUAGES)("%s fills every text, with the English text's placeholders", (language) => {
    for (const [key, text] of leaves(RESOURCES[language])) {
      expect(text.trim(), `${language}:${key}`).not.toBe("");
      expect(placeholders(text), `${language}:${key}`).toEqual(placeholders(english.get(key) ?? ""));
    }
  });

  it("translates, with plurals and placeholders, through the one i18next instance", () => {
    expect(translator("fr")("message.links.safe")).toBe("Je suis en sécurité");
    expect(translator("de")("answer.helpTold", { count: 1, names: "Ana Ruiz" })).toMatch(
      /^Wir haben 1 Person mitgeteilt/,
    );
    expect(translator("es")("answer.helpTold", { count: 2, names: "A, B" })).toMatch(
      /^Hemos avisado a 2 personas/,
    );
    expect(translator("fr")("templates.are_you_safe.body", { incident: "Inondation <Quai>" })).toContain(
      "Un incident peut vous concerner : Inondation <Quai>.",
    );
  });

  it("reads a language from a form, a CSV cell or a browser's header", () => {
    expect(parseLanguage(" FR ")).toBe("fr");
    expect(parseLanguage("Deutsch")).toBe("de");
    expect(parseLanguage("es-MX")).toBe("es");
    expect(parseLanguage("Klingon")).toBeNull();
    expect(languageFromAcceptHeader("it-IT,it;q=0.9,de;q=0.8,en;q=0.5")).toBe("de");
    expect(languageFromAcceptHeader("es-ES;q=0.4, fr-CA;q=0.9")).toBe("fr");
    expect(languageFromAcceptHeader("ja")).toBeNull();
  });
});
