import { approvedLine } from "~/domains/bcp/field-sheet";
import { FIELD_SHEET_LABELS } from "~/domains/bcp/model";
import { paths } from "~/paths";
import { countOf } from "~/shared/plural";
import { useDates } from "~/ui/dates";
import type { ApiData } from "~/web/api-types";

export type FieldSheetView = ApiData<"get", "/bcp/fieldSheet">;

/**
 * What the printed plan puts first (issue 32 item 7), as the PDF does: version, approval and next review; then
 * per site its address, when to invoke the plan and a first-hour checklist. Printing the page keeps it first.
 */
export function FieldSheet({ field, bcpId }: { field: FieldSheetView; bcpId?: string }) {
  const dates = useDates();
  return (
    <section aria-labelledby="field-sheet" className="card mb-6 break-after-page" data-testid="field-sheet">
      <h2 id="field-sheet" className="text-lg font-semibold">
        {FIELD_SHEET_LABELS.title}
      </h2>
      <dl className="my-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600">{FIELD_SHEET_LABELS.version}</dt>
        <dd>{field.version ? field.version : FIELD_SHEET_LABELS.notApproved}</dd>
        <dt className="text-gray-600">{FIELD_SHEET_LABELS.approved}</dt>
        <dd>{approvedLine(field, dates.date)}</dd>
        <dt className="text-gray-600">{FIELD_SHEET_LABELS.nextReview}</dt>
        <dd>{field.nextReviewAt ? dates.date(field.nextReviewAt) : "—"}</dd>
      </dl>
      <p className="text-sm text-gray-600">{FIELD_SHEET_LABELS.intro}</p>
      {field.focus?.sites && bcpId ? (
        // A plan of many processes opens one at a time (issue 37): its sites here, every site in the PDF.
        <p className="mt-1 text-sm text-gray-600" data-testid="field-sheet-focus">
          Showing the sites of {field.focus.process} ({field.sites.length} of{" "}
          {countOf(field.focus.sites, "site", "sites")}) ·{" "}
          <a href={paths.bcpPdf(bcpId)}>Every site in the PDF</a>
        </p>
      ) : null}
      {field.sites.length === 0 && !field.focus?.sites ? (
        <p className="mt-2 text-sm text-gray-600">{FIELD_SHEET_LABELS.noSites}</p>
      ) : null}
      {field.sites.map((site) => (
        <div key={site.name} className="mt-4 break-inside-avoid" data-testid="field-site">
          <h3 className="font-semibold">{site.name}</h3>
          <p className="text-sm">
            {FIELD_SHEET_LABELS.address}: {site.address ?? FIELD_SHEET_LABELS.noAddress}
          </p>
          <p className="mt-2 text-sm font-medium">{FIELD_SHEET_LABELS.invocation}:</p>
          <ul className="list-disc pl-5 text-sm">
            {site.invocation.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-2 text-sm font-medium">{FIELD_SHEET_LABELS.firstHour}:</p>
          <ol className="list-decimal pl-5 text-sm">
            {site.firstHour.map((line) => (
              <li key={line}>☐ {line}</li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
