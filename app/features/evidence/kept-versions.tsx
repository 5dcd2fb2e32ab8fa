import type { z } from "zod";
import type { keptVersionAnswer } from "~/domains/evidence/answers";
import { EVIDENCE_LABELS as L, shortDigest } from "~/domains/evidence/model";
import { useDates } from "~/ui/dates";

export type KeptVersionRow = z.output<typeof keptVersionAnswer>;

/**
 * The kept versions of one subject (a plan's approved versions, a report's sent versions): version, who kept it,
 * when, the digest's short form, each a link to the version as it was.
 */
export function KeptVersionsList({
  heading,
  versions,
  byLabel = L.approvedBy,
  atLabel = L.approvedAt,
  empty = L.none,
  href,
}: {
  heading: string;
  versions: KeptVersionRow[];
  byLabel?: string;
  atLabel?: string;
  empty?: string;
  href: (v: KeptVersionRow) => string;
}) {
  const { dateTime } = useDates();
  const id = `kept-${heading.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mb-6" data-testid="kept-versions">
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {heading}
      </h2>
      {versions.length === 0 ? (
        <p className="text-sm text-gray-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white text-sm">
          {versions.map((v) => (
            <li key={v.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-2">
              <a href={href(v)} className="font-medium">
                {L.version} {v.version}
              </a>
              <span>
                <span className="text-gray-500">{byLabel}</span> {v.keptBy.name}
              </span>
              <span>
                <span className="text-gray-500">{atLabel}</span>{" "}
                <time dateTime={v.keptAt}>{dateTime(v.keptAt)}</time>
              </span>
              <span className="min-w-0 break-all font-mono text-xs text-gray-600" title={v.digest}>
                {L.digest} {shortDigest(v.digest)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The banner over a kept version: what it is, who kept it and when, its full digest and whether it verifies. */
export function KeptVersionNotice({
  version,
  byLabel = L.approvedBy,
  atLabel = L.approvedAt,
}: {
  version: KeptVersionRow;
  byLabel?: string;
  atLabel?: string;
}) {
  const { dateTime } = useDates();
  return (
    <div
      className="mb-6 rounded-lg border border-primary-200 bg-primary-50 p-4 text-sm print:border-gray-400 print:bg-white"
      data-testid="kept-notice"
    >
      <p className="font-medium">{L.keptNotice}</p>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-gray-600">{L.version}</dt>
        <dd>{version.version}</dd>
        <dt className="text-gray-600">{byLabel}</dt>
        <dd>{version.keptBy.name}</dd>
        <dt className="text-gray-600">{atLabel}</dt>
        <dd>
          <time dateTime={version.keptAt}>{dateTime(version.keptAt)}</time>
        </dd>
        <dt className="text-gray-600">{L.digest}</dt>
        <dd className="min-w-0 break-all font-mono text-xs">{version.digest}</dd>
      </dl>
      <p className={`mt-2 font-medium ${version.verified ? "text-green-800" : "text-red-700"}`}>
        {version.verified ? L.verified : L.notVerified}
      </p>
    </div>
  );
}
