#!/usr/bin/env node
import { execFileSync } from "node:child_process";
/**
 * Fails when an in-app page path is written out anywhere in app/ but app/paths.ts (run by `npm run lint`).
 * A route that moves must break in one file and at `tsc`, not in a link nobody clicks in a test.
 *
 * The page paths are read from app/paths.ts itself: its string literals, and the part of each template before
 * its first `${`. A literal elsewhere is a page path when it is one of them (query and hash aside), or lies
 * under a template that ends in "/" (`/assets/${id}` covers every "/assets/…"). API paths share some prefixes
 * with pages ("/company", "/people"): a literal handed to the typed client (`api.get(`, `callApi(…,`, an
 * endpoint's `path:`, a register's `api:` and its type) is the API contract, not a page, and is left alone, as are app/api/
 * (the API itself), tests and comments.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";

const PATHS_FILE = "app/paths.ts";
const LITERAL = /(["'`])(\/[A-Za-z][^"'`\s]*)/g;
/** What stands before an API path: the typed client's calls and the endpoint tables. */
const API_CONTEXT =
  /(\bapi\.(get|post|put|patch|delete)\(|\bcallApi\([^()]*,|\bpath:|\bapi:(\s*"[^"]*"\s*\|)*)\s*$/;

const pathPart = (literal) => literal.split(/\?|#|\$\{/)[0];

function pagePaths() {
  const source = readFileSync(PATHS_FILE, "utf8");
  const exact = new Set();
  const under = new Set();
  for (const [, , literal] of source.matchAll(LITERAL)) {
    const path = pathPart(literal);
    if (path.endsWith("/") && path.length > 1) under.add(path);
    else exact.add(path);
  }
  return { exact, under };
}

/**
 * The URL of every route module in app/routes (Remix flat routes: "." a slash, a leading "_" a pathless layout,
 * a trailing "_" no nesting, "$x" a parameter, "$" a splat, "[.]" a dot), as a pattern: a page that app/paths.ts
 * does not name yet is still a page.
 */
function routePatterns() {
  const patterns = [];
  for (const entry of readdirSync("app/routes")) {
    const name = entry.replace(/\.(tsx|ts)$/, "");
    if (
      name === entry &&
      !existsSync(`app/routes/${entry}/route.tsx`) &&
      !existsSync(`app/routes/${entry}/route.ts`)
    )
      continue;
    const segments = name
      .replace(/\[\.\]/g, "\u0000")
      .split(".")
      .filter((segment) => !segment.startsWith("_"))
      .map((segment) => segment.replace(/_$/, "").replaceAll("\u0000", "."));
    if (!segments.length) continue;
    const source = segments
      .map((segment) =>
        segment === "$"
          ? ".*"
          : segment.startsWith("$")
            ? "[^/]+"
            : segment.replace(/[.*+?^(){}|[\]\\]/g, "\\$&"),
      )
      .join("/");
    patterns.push(new RegExp(`^/${source}/?$`));
  }
  return patterns;
}

function isPagePath(literal, { exact, under, routes }) {
  const path = pathPart(literal);
  if (exact.has(path)) return true;
  for (const prefix of under) if (path.startsWith(prefix)) return true;
  // A template cut at its first `${` ("/assets/" of `/assets/${id}`) is a page when a page lies under it.
  const probe = path.endsWith("/") ? `${path}x` : path;
  return !path.startsWith("/api/") && routes.some((route) => route.test(path) || route.test(probe));
}

const skipFile = (file) =>
  file === PATHS_FILE ||
  file.startsWith("app/api/") ||
  /\.test\.tsx?$/.test(file) ||
  !/\.(ts|tsx)$/.test(file);
const isComment = (line) => /^\s*(\/\/|\/\*|\*)/.test(line);

const pages = { ...pagePaths(), routes: routePatterns() };
const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "app"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file && !skipFile(file));

const found = [];
for (const file of files) {
  let source;
  try {
    source = readFileSync(file, "utf8");
  } catch {
    continue; // deleted in the working tree
  }
  const lines = source.split("\n");
  let offset = 0;
  lines.forEach((line, index) => {
    if (!isComment(line)) {
      for (const match of line.matchAll(LITERAL)) {
        const before = source.slice(Math.max(0, offset + match.index - 200), offset + match.index);
        if (isPagePath(match[2], pages) && !API_CONTEXT.test(before))
          found.push(`${file}:${index + 1}: ${match[2]}`);
      }
    }
    offset += line.length + 1;
  });
}

if (found.length) {
  console.error(
    `${found.length} in-app page path(s) written out; link through \`paths\` from app/paths.ts instead:\n${found.join("\n")}`,
  );
  process.exit(1);
}
console.log(`page paths: none written out of ${PATHS_FILE} (${files.length} files)`);
