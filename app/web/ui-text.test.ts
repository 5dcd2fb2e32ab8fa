import { describe, expect, it } from "vitest";
import { languageFieldText } from "./ui-text.server";

describe("a language field's labels", () => {
  it("names each company's own default and speaks the reader's language, whichever pair was asked first", () => {
    expect(languageFieldText("fr").companyDefault).toBe("Company default (Français)");
    expect(languageFieldText("de").companyDefault).toBe("Company default (Deutsch)");
    expect(languageFieldText("de", "fr").companyDefault).toBe("Langue de l'entreprise (Deutsch)");
    expect(languageFieldText("fr").companyDefault).toBe("Company default (Français)");
  });
});
