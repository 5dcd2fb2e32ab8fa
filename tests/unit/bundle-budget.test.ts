import { describe, expect, it } from "vitest";
import { type Build, measureRoutes } from "../../bench/bundles";

/** A tiny build: entry + root, an _app layout, a page with a nested chunk and a lazily imported editor. */
function fakeBuild(pageKb: number): Build {
  const kb = 1024;
  const sizes: Record<string, number> = {
    "/build/entry.js": 60 * kb,
    "/build/root.js": 20 * kb,
    "/build/_shared/react.js": 6 * kb,
    "/build/routes/_app.js": 5 * kb,
    "/build/routes/_app.page.js": pageKb * kb,
    "/build/_shared/chunk-FORMS.js": 10 * kb,
    "/build/_shared/chunk-DEEP.js": 4 * kb,
    "/build/_shared/editor-ABCDEFGH.js": 120 * kb,
  };
  const out = (imports: [string, string][]) => ({
    imports: imports.map(([path, kind]) => ({ path: `public${path}`, kind })),
  });
  return {
    manifest: {
      entry: { module: "/build/entry.js" },
      routes: {
        root: { id: "root", module: "/build/root.js" },
        "routes/_app": { id: "routes/_app", parentId: "root", module: "/build/routes/_app.js" },
        "routes/_app.page": {
          id: "routes/_app.page",
          parentId: "routes/_app",
          module: "/build/routes/_app.page.js",
        },
      },
    },
    metafile: {
      outputs: {
        "public/build/entry.js": out([["/build/_shared/react.js", "import-statement"]]),
        "public/build/root.js": out([["/build/_shared/react.js", "import-statement"]]),
        "public/build/_shared/react.js": out([]),
        "public/build/routes/_app.js": out([["/build/_shared/react.js", "import-statement"]]),
        "public/build/routes/_app.page.js": out([
          ["/build/_shared/chunk-FORMS.js", "import-statement"],
          ["/build/_shared/editor-ABCDEFGH.js", "dynamic-import"],
        ]),
        // The manifest lists only the first level; the browser also fetches what chunk-FORMS imports.
        "public/build/_shared/chunk-FORMS.js": out([["/build/_shared/chunk-DEEP.js", "import-statement"]]),
        "public/build/_shared/chunk-DEEP.js": out([]),
        "public/build/_shared/editor-ABCDEFGH.js": out([["/build/_shared/react.js", "import-statement"]]),
      },
    },
    gzip: (url) => sizes[url] ?? 0,
    text: () => "",
  };
}

describe("bundle budget (bench/bundles.ts)", () => {
  it("counts every chunk a page loads, nested ones too, and lists lazily imported chunks apart", () => {
    const [page] = measureRoutes(fakeBuild(8)).routes;
    expect(page.route).toBe("_app.page");
    expect(page.sharedJs).toBe(86 * 1024);
    expect(page.layoutJs).toBe(5 * 1024);
    expect(page.ownJs).toBe((8 + 10 + 4) * 1024);
    expect(page.totalJs).toBe((86 + 5 + 22) * 1024);
    expect(page.lazy.map((c) => c.name)).toEqual(["editor"]);
    expect(page.over).toEqual([]);
  });

  it("flags a route whose own code and layout reach 50 KB, or whose total reaches 150 KB", () => {
    const [page] = measureRoutes(fakeBuild(40)).routes;
    expect(page.over).toEqual(["route code 59.0 KB ≥ 50"]);
    const [big] = measureRoutes(fakeBuild(80)).routes;
    expect(big.over).toEqual(["route code 99.0 KB ≥ 50", "total 185.0 KB ≥ 150"]);
  });
});
