import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { CRITICAL_PROCESS_MEANS } from "~/domains/bcp/critical";
import type { singlePointsAnswer } from "~/domains/registers/answers";
import { REGISTER_KIND_LABELS } from "~/domains/registers/model";
import { paths } from "~/paths";
import { countOf } from "~/shared/plural";

export type SinglePoints = z.infer<typeof singlePointsAnswer>;

type PlanRef = SinglePoints["onlyLeaders"][number]["bcp"];
/** A plan the viewer may read is a link; another is named only. */
const Plan = ({ bcp }: { bcp: PlanRef }) =>
  bcp.readable ? <Link to={paths.viewBcp(bcp.id)}>{bcp.name}</Link> : <span>{bcp.name}</span>;

function Block({
  id,
  title,
  help,
  empty,
  capped,
  limit,
  children,
}: {
  id: string;
  title: string;
  help: string;
  empty: boolean;
  capped: boolean;
  limit: number;
  children: ReactNode;
}) {
  return (
    <section className="card mb-4" aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="font-medium">
        {title}
      </h2>
      <p className="mb-2 text-sm text-gray-600">{help}</p>
      {empty ? (
        <p className="text-sm text-gray-600">None.</p>
      ) : (
        <ul className="space-y-1 text-sm">{children}</ul>
      )}
      {capped ? <p className="mt-2 text-xs text-gray-500">The first {limit} are listed.</p> : null}
    </section>
  );
}

/** The single points of failure page's four lists (issue 33). */
export function SinglePointsLists({ spof }: { spof: SinglePoints }) {
  const n = spof.threshold;
  return (
    <>
      <Block
        id="spof-entries"
        title="Suppliers and applications"
        help={`Each is named by more than ${countOf(n, "critical process", "critical processes")}. ${CRITICAL_PROCESS_MEANS}`}
        empty={spof.entries.length === 0}
        capped={spof.entriesCapped}
        limit={spof.limit}
      >
        {spof.entries.map((e) => (
          <li key={e.id}>
            {e.kindLabel}{" "}
            <Link to={paths.registerEntry(REGISTER_KIND_LABELS[e.kind].segment, e.id)}>{e.name}</Link>:{" "}
            {countOf(e.processes, "critical process", "critical processes")}
          </li>
        ))}
      </Block>
      <Block
        id="spof-sites"
        title="Sites"
        help="Each holds the only delivery location of a critical process."
        empty={spof.sites.length === 0}
        capped={spof.sitesCapped}
        limit={spof.limit}
      >
        {spof.sites.map((s) => (
          <li key={s.id}>
            <Link to={paths.asset(s.id)}>{s.name}</Link>:{" "}
            {s.processes.map((p, i) => (
              <span key={p.id}>
                {i > 0 ? "; " : null}
                {p.name} (<Plan bcp={p.bcp} />)
              </span>
            ))}
          </li>
        ))}
      </Block>
      <Block
        id="spof-leaders"
        title="Only leaders"
        help="Each is the only Leader of a business recovery team that has no Leader Backup."
        empty={spof.onlyLeaders.length === 0}
        capped={spof.onlyLeadersCapped}
        limit={spof.limit}
      >
        {spof.onlyLeaders.map((l) => (
          <li key={l.id}>
            {l.name}: <Plan bcp={l.bcp} />
          </li>
        ))}
      </Block>
      <Block
        id="spof-rosters"
        title="People on many rosters"
        help={`Each sits on more than ${countOf(n, "roster", "rosters")} (business recovery teams and management plan rosters).`}
        empty={spof.busyPeople.length === 0}
        capped={spof.busyPeopleCapped}
        limit={spof.limit}
      >
        {spof.busyPeople.map((p) => (
          <li key={p.key}>
            {p.name}: {countOf(p.rosters, "roster")}
          </li>
        ))}
      </Block>
    </>
  );
}
