/** The security headers of Keel's answers: documents (entry.server.tsx) and resource routes (PDF, /api). */

/**
 * The map tile servers a page uses (its loaders' `tileUrl`s: the company's, else MAP_TILE_URL), as CSP sources;
 * Leaflet's `{s}` subdomain placeholder becomes a wildcard.
 */
export function tileSources(loaderData: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== "object" || depth > 3) return;
    for (const [key, v] of Object.entries(value)) {
      if (key === "tileUrl" && typeof v === "string") {
        const origin = /^https?:\/\/[^/?#]+/i.exec(v)?.[0];
        if (origin && /^[a-z0-9.:/*{}-]+$/i.test(origin)) found.add(origin.replace(/\{[a-z]+\}/gi, "*"));
      } else visit(v, depth + 1);
    }
  };
  visit(loaderData, 0);
  return [...found];
}

/**
 * Security headers for every document. Scripts need the per-response nonce: no inline script runs without it.
 * Images: Keel's own (attachments, the bundled map), data and blob URLs, and the page's tile server only; a
 * remote image in stored text would tell a third party who reads it (the sanitiser drops them too).
 */
export function documentSecurityHeaders(
  headers: Headers,
  nonce: string,
  secure: boolean,
  imageSources: string[] = [],
) {
  headers.set(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self' 'unsafe-inline'",
      ["img-src 'self' data: blob:", ...imageSources].join(" "),
      "font-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "base-uri 'self'",
      "object-src 'none'",
    ].join("; "),
  );
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(self)");
  if (secure) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

/** Whether the request reached Keel over TLS (directly or through a proxy that says so). */
export function behindTls(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}

/**
 * Headers for answers that are not pages (the BCP PDF, the API's JSON, OpenAPI, downloads): the same framing,
 * sniffing, referrer and transport rules as documents, and a CSP that lets the answer load nothing.
 */
export function resourceSecurityHeaders(headers: Headers, secure: boolean) {
  headers.set(
    "Content-Security-Policy",
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  );
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (secure) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

/** A response with the resource security headers (a copy when its headers are immutable). */
export function withResourceHeaders(request: Request, res: Response): Response {
  try {
    resourceSecurityHeaders(res.headers, behindTls(request));
    return res;
  } catch {
    const copy = new Response(res.body, {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers,
    });
    resourceSecurityHeaders(copy.headers, behindTls(request));
    return copy;
  }
}
