import type { ApiDeps, Principal } from "~/api/context.server";
import { fieldError } from "~/api/errors.server";
import { type Conn, loadPlan, type PlanRow } from "~/domains/bcp/access.server";
import { auditPlan, richTextDiff } from "~/domains/bcp/audit.server";
import { asRichTextHtml } from "~/shared/plain-text-html";
import { sanitizeRichText, stripTags } from "~/shared/sanitize.server";
import { ANALYSIS_MESSAGES as M } from "./model";
import { summaryRows } from "./plan-rows.server";
import { bcpExecutiveSummaries } from "./schema.server";
import { changeSection } from "./section.server";

/** Whether sanitised HTML says anything (text, or at least an image). */
export function hasContent(html: string): boolean {
  return stripTags(html).replace(/&nbsp;|\s/g, "").length > 0 || /<img\s/i.test(html);
}

export async function getSummary(deps: ApiDeps, user: Principal, bcpId: string) {
  return summaryOfPlan(deps.db, await loadPlan(deps.db, user, bcpId, "bcp.read"));
}

/** The executive summary of a plan already loaded (and its access checked). */
export async function summaryOfPlan(db: Conn, plan: PlanRow, user?: Principal) {
  const [row] = await summaryRows(db, plan.id, user);
  return { bcpId: plan.id, html: row?.html ?? "", updatedAt: row ? row.updatedAt.toISOString() : null };
}

/**
 * Saves the executive summary, sanitised (scripts, event handlers and javascript: links removed).
 * Plain text from the no-JavaScript textarea is kept as paragraphs.
 */
export async function saveSummary(deps: ApiDeps, user: Principal, input: { bcpId: string; html: string }) {
  const html = sanitizeRichText(asRichTextHtml(input.html));
  if (!hasContent(html)) throw fieldError("html", M.summaryRequired);
  await changeSection(deps, user, input.bcpId, "executiveSummary", async (tx, plan) => {
    const [before] = await summaryRows(tx, plan.id);
    const values = { html, updatedBy: user.id, updatedAt: deps.now() };
    await tx
      .insert(bcpExecutiveSummaries)
      .values({ bcpId: plan.id, companyId: plan.companyId, ...values })
      .onConflictDoUpdate({ target: bcpExecutiveSummaries.bcpId, set: values });
    await auditPlan(tx, user, plan, "summary.saved", richTextDiff("html", before?.html, html));
  });
  return { ...(await getSummary(deps, user, input.bcpId)), message: M.summarySaved };
}
