import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { SIDEBAR_FAVOURITES, Sidebar } from "./sidebar";

const favourites = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `i${i}`,
    label: `Flood ${i + 1}`,
    href: `/viewincident/i${i}`,
  }));
const render = (n: number) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <Sidebar favourites={favourites(n)} />
    </MemoryRouter>,
  );

describe("the sidebar's favourites", () => {
  it("lists every favourite up to its limit, with no 'All favourites' link", () => {
    const html = render(SIDEBAR_FAVOURITES);
    expect(html).toContain(`Flood ${SIDEBAR_FAVOURITES}`);
    expect(html).not.toContain("All favourites");
  });

  it("lists the first ones past the limit and links to the incident list's favourites for the rest", () => {
    const html = render(SIDEBAR_FAVOURITES + 71);
    expect(html).toContain(`Flood ${SIDEBAR_FAVOURITES}<`);
    expect(html).not.toContain(`Flood ${SIDEBAR_FAVOURITES + 1}<`);
    expect(html).toMatch(/href="\/incidents\?favourites=true"[^>]*>All favourites</);
  });
});

describe("the sidebar's items", () => {
  it("shows an item the role may not open as disabled text, not a link", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <Sidebar favourites={[]} denied={["activatedBcps"]} />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<span aria-disabled="true"[^>]*>.*Active BCPs<\/span>/);
    expect(html).not.toContain('href="/activatedBcps"');
    expect(html).toContain('href="/bcpActivationResponse"');
  });
});

describe("the sidebar's entries below the spec's four", () => {
  it("lists Incidents and Crises and Management Plans after the four, which keep their order", () => {
    const html = render(0);
    const order = [
      'href="/overview"',
      'href="/activatedBcps"',
      'href="/bcpActivationResponse"',
      'href="/businesscontinuityplan"',
      'href="/incidents"',
      'href="/managementplan"',
    ].map((href) => html.indexOf(href));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]))).toBe(true);
  });

  it("leaves them out for a role that may not open them", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <Sidebar favourites={[]} denied={["incidents", "managementplan"]} />
      </MemoryRouter>,
    );
    expect(html).not.toContain("Incidents and Crises");
    expect(html).not.toContain("Management Plans");
  });
});
