import { KIND_FIELDS, kindOfSegment, type RegisterKind } from "~/domains/registers/model";
import { siteChoices } from "~/features/assets/site-choices.server";
import type { SiteChoice } from "~/features/assets/site-picker";
import type { Api } from "~/web/form-action.server";

/** The register a page's `segment` names; any other segment is not found (404). */
export function kindOrNotFound(segment: string | undefined): RegisterKind {
  const kind = kindOfSegment(segment);
  if (!kind) throw new Response("Data Not Found", { status: 404 });
  return kind;
}

/** The site picker's choices of an entry form: for managers, when the register's entries stand at a site. */
export async function entrySiteChoices(
  api: Api,
  kind: RegisterKind,
  canManage: boolean,
  siteQ: string,
): Promise<SiteChoice[]> {
  const located = (KIND_FIELDS[kind] as readonly string[]).includes("siteId");
  return siteChoices(api, canManage && located ? siteQ : null);
}
