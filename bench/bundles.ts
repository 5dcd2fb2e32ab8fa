/**
 * JavaScript and CSS shipped per route, gzip, from the Remix build manifest (public/build/manifest-*.js):
 * shared = the entry (React, Remix runtime) + root route; own = the route's module and the chunks it imports
 * that the shared part does not already bring. CSS: the root's stylesheets (every page) plus the route's own.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  module: string;
  imports?: string[];
  css?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface RouteBytes {
  route: string;
  /** entry (React, Remix runtime) + root route */
  sharedJs: number;
  /** parent layouts (the _app shell) not already in the shared part */
  layoutJs: number;
  /** the route's own module and the chunks only it imports */
  ownJs: number;
  totalJs: number;
  css: number;
}

const PUBLIC = path.resolve("public");

function readManifest(): Manifest {
  const dir = path.join(PUBLIC, "build");
  const file = fs.readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("No Remix build manifest: run `npx remix build` first.");
  const text = fs.readFileSync(path.join(dir, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

const sizes = new Map<string, number>();
const gz = (url: string) => {
  let n = sizes.get(url);
  if (n === undefined) {
    const file = path.join(PUBLIC, url);
    n = fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
    sizes.set(url, n);
  }
  return n;
};
const sum = (urls: Iterable<string>) => [...urls].reduce((n, u) => n + gz(u), 0);

/** Stylesheets every page links (root.tsx imports Tailwind and the fonts' CSS through the CSS bundle). */
function globalCss(): string[] {
  const dir = path.join(PUBLIC, "build");
  const found: string[] = [];
  const walk = (d: string) => {
    for (const f of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, f.name);
      if (f.isDirectory()) walk(full);
      else if (f.name.endsWith(".css")) found.push(`/${path.relative(PUBLIC, full)}`);
    }
  };
  walk(dir);
  return found;
}

export function routeBytes(): { routes: RouteBytes[]; css: { file: string; gzip: number }[] } {
  const manifest = readManifest();
  const chain = (id: string): ManifestRoute[] => {
    const r = manifest.routes[id];
    return r ? [...(r.parentId ? chain(r.parentId) : []), r] : [];
  };
  const files = (r: ManifestRoute) => [r.module, ...(r.imports ?? [])];
  const shared = new Set([manifest.entry.module, ...manifest.entry.imports, ...files(manifest.routes.root)]);
  const css = globalCss();
  const cssBytes = sum(css);
  const routes = Object.values(manifest.routes)
    .filter((r) => r.id !== "root" && r.id !== "routes/_app")
    .map((r) => {
      const layout = new Set<string>();
      for (const link of chain(r.id).slice(0, -1))
        for (const f of files(link)) if (!shared.has(f)) layout.add(f);
      const own = new Set(files(r).filter((f) => !shared.has(f) && !layout.has(f)));
      const [sharedJs, layoutJs, ownJs] = [sum(shared), sum(layout), sum(own)];
      const route = r.id.replace(/^routes\//, "");
      return { route, sharedJs, layoutJs, ownJs, totalJs: sharedJs + layoutJs + ownJs, css: cssBytes };
    })
    .sort((a, b) => b.ownJs - a.ownJs);
  return { routes, css: css.map((file) => ({ file, gzip: gz(file) })) };
}
