import { MAX_ATTACHMENT_BYTES } from "~/domains/files/rules";
import { MESSAGES } from "~/shared/messages";

/**
 * How much a page action may be sent, declared once per route (the guard in `action-guard.server.ts` applies it
 * before the action reads anything). Conform's parseWithZod costs more than quadratically in the number of fields
 * sharing a name (40,000 repeats of `x=1`, 160 KB, held the event loop for 9.5 s; see docs/security.md, N1), so the
 * body is counted while it is read, before any parser sees it: too many bytes → 413, too many fields or a name
 * repeated where one is expected → 400.
 */
export interface FormLimit {
  /** Bytes of body, counted as they arrive (Content-Length is not trusted). */
  maxBytes: number;
  /** Fields (URL-encoded pairs or multipart parts) in all. */
  maxFields: number;
  /** How often one name may appear: 1 where every field holds one value. */
  maxRepeats: number;
  /** The answer's wording when the body is too large. */
  tooLargeMessage: string;
}

/**
 * The JSON API mounted in the web server (`/api/*`): it checks its bodies itself, per endpoint
 * (`app/api/body-guard.server.ts`), so here only the largest of them (the CSV import) caps it.
 */
export const API_PASSTHROUGH = "api";

/** The largest body an upload form (an attachment, an image, a CSV file) sends: the file plus room for the form. */
export const MAX_ACTION_BODY_BYTES = MAX_ATTACHMENT_BYTES + 1024 * 1024;

/** Sign-in, recovery and the other public forms: a few short fields, each once. */
const SIGN_IN_FORM: FormLimit = {
  maxBytes: 4 * 1024,
  maxFields: 16,
  maxRepeats: 1,
  tooLargeMessage: MESSAGES.bodyTooLarge,
};

/**
 * A page form without a file: the largest honest one is rich text (an executive summary, a plan item, test
 * findings), which the API takes up to 1 MB of JSON, and form encoding can triple (percent-escapes); checkbox
 * groups (countries, units, plans, team members) repeat one name at most a few hundred times.
 */
const PAGE_FORM: FormLimit = {
  maxBytes: 4 * 1024 * 1024,
  maxFields: 2000,
  maxRepeats: 500,
  tooLargeMessage: MESSAGES.bodyTooLarge,
};

/** A form that carries a file (profile picture, company logo, CSV import, plan attachment). */
const UPLOAD_FORM: FormLimit = {
  ...PAGE_FORM,
  maxBytes: MAX_ACTION_BODY_BYTES,
  tooLargeMessage: MESSAGES.requestTooLarge,
};

/** Route id (as the Remix build names it) → its limit. A route not named here is a PAGE_FORM. */
const ROUTE_LIMITS: Record<string, FormLimit | typeof API_PASSTHROUGH> = {
  "routes/api.$": API_PASSTHROUGH,
  "routes/api.auth.callback.$provider": API_PASSTHROUGH,
  "routes/login": SIGN_IN_FORM,
  "routes/logout": SIGN_IN_FORM,
  "routes/passwordrecovery": SIGN_IN_FORM,
  "routes/signup": SIGN_IN_FORM,
  "routes/signup_.confirm": SIGN_IN_FORM,
  "routes/user.resetpassword": SIGN_IN_FORM,
  "routes/updatepassword": SIGN_IN_FORM,
  "routes/m.$token": SIGN_IN_FORM,
  "routes/_app.profile": UPLOAD_FORM,
  "routes/_app.company": UPLOAD_FORM,
  "routes/_app.assets._index": UPLOAD_FORM,
  "routes/_app.assets.delivery-locations": UPLOAD_FORM,
  "routes/_app.people._index": UPLOAD_FORM,
  "routes/_app.managementplan.plan.$planId._index": UPLOAD_FORM,
};

export function formLimitFor(routeId: string): FormLimit | typeof API_PASSTHROUGH {
  return ROUTE_LIMITS[routeId] ?? PAGE_FORM;
}

/** Why a body breaks the limit's field rules, or null. `body` has already been read within `maxBytes`. */
export function fieldRefusal(contentType: string, body: Uint8Array, limit: FormLimit): string | null {
  const type = contentType.split(";")[0].trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") {
    // One pass counting separators first: the pairs are only split once their number is known to be small.
    if (countByte(body, 0x26 /* & */) + 1 > limit.maxFields) return "too many fields";
    const names = [...new URLSearchParams(Buffer.from(body).toString("utf8")).keys()];
    return repeatRefusal(names, limit);
  }
  if (type === "multipart/form-data") {
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
    if (!boundary) return "no multipart boundary";
    const parts = countSequence(body, Buffer.from(`--${boundary[1] ?? boundary[2]}`)) - 1;
    if (parts > limit.maxFields) return "too many fields";
    const names: string[] = [];
    // Each part's name is in its Content-Disposition header; only the headers are read, never the contents.
    const text = Buffer.from(body).toString("latin1");
    for (const match of text.matchAll(/content-disposition:[^\r\n]*?\bname="([^"]*)"/gi))
      names.push(match[1]);
    return repeatRefusal(names, limit);
  }
  return null;
}

function repeatRefusal(names: string[], limit: FormLimit): string | null {
  if (names.length > limit.maxFields) return "too many fields";
  const seen = new Map<string, number>();
  for (const name of names) {
    const count = (seen.get(name) ?? 0) + 1;
    if (count > limit.maxRepeats) return `field ${JSON.stringify(name.slice(0, 40))} repeated`;
    seen.set(name, count);
  }
  return null;
}

function countByte(body: Uint8Array, byte: number): number {
  let count = 0;
  for (let i = 0; i < body.length; i++) if (body[i] === byte) count++;
  return count;
}

function countSequence(body: Uint8Array, needle: Buffer): number {
  const buffer = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  let count = 0;
  for (let at = buffer.indexOf(needle); at !== -1; at = buffer.indexOf(needle, at + needle.length)) count++;
  return count;
}
