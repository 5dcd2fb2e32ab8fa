import { describe, expect, it } from "vitest";
import type { StatusPageView } from "~/domains/incidents/status-page-answers";
import { statusPageResponse } from "./status-page-document.server";

const view = (over: Partial<StatusPageView> = {}): StatusPageView => ({
  audience: "public",
  incidentId: "00000000-0000-4000-8000-000000000001",
  title: "Depot <b>flood</b>",
  exerciseType: null,
  type: "Incident",
  status: "In Progress",
  updatedAt: "2026-11-28T09:30:00.000Z",
  dates: { timezone: "Europe/Paris" },
  sites: 2,
  processes: 3,
  nextCheckAt: null,
  updates: [{ at: "2026-11-28T09:30:00.000Z", message: "Status changed from Just Created to In Progress" }],
  coordinator: null,
  team: null,
  ...over,
});
const request = new Request("http://localhost/status/public/x");

describe("the status page document", () => {
  it("is one small HTML page with no script that refreshes itself, cacheable when public", async () => {
    const res = statusPageResponse(request, view());
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=30");
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<meta http-equiv="refresh" content="60"/>');
    // Escaped, and on the company's clock.
    expect(html).toContain("Depot &lt;b&gt;flood&lt;/b&gt;");
    expect(html).toContain("10:30 Europe/Paris");
    expect(html).not.toContain("Response team");
    expect(html.length).toBeLessThan(4000);
  });

  it("keeps the responders' page private, unindexed and its address unsent", async () => {
    const res = statusPageResponse(
      request,
      view({ audience: "responders", team: [{ name: "Ana Ruiz", role: "Leader" }], coordinator: "Ana Ruiz" }),
    );
    const html = await res.text();
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("Ana Ruiz · Leader");
  });

  it("marks an exercise and answers 404 for an unknown page", async () => {
    const drill = await statusPageResponse(
      request,
      view({ exerciseType: "Tabletop", title: "[EXERCISE] Drill" }),
    ).text();
    expect(drill).toContain("EXERCISE (tabletop): not a real incident.");
    const missing = statusPageResponse(request, null);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("the status page in its reader's language (issue 36 item 7)", () => {
  it("speaks the link's ?lang=, else the browser's language, else English", async () => {
    const french = await statusPageResponse(
      new Request("http://localhost/status/public/x?lang=fr"),
      view(),
    ).text();
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain("État: ");
    expect(french).toContain("En cours");
    expect(french).toContain("Dernière mise à jour");
    expect(french).toContain("Cette page s&#x27;actualise toutes les minutes.");

    const german = statusPageResponse(
      new Request("http://localhost/status/public/x", { headers: { "accept-language": "it, de-CH;q=0.8" } }),
      view({ exerciseType: "Tabletop" }),
    );
    const html = await german.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("In Bearbeitung");
    expect(html).toContain("ÜBUNG (Planspiel): kein echter Vorfall.");
    // A shared cache keeps one copy per language.
    expect(german.headers.get("vary")).toContain("Accept-Language");

    const missing = await statusPageResponse(new Request("http://localhost/status/x?lang=es"), null).text();
    expect(missing).toContain("Esta página de estado no existe o ya no está disponible.");
    const plain = await statusPageResponse(request, view()).text();
    expect(plain).toContain('<html lang="en">');
    expect(plain).toContain("In Progress");
  });
});
