import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DORA_CHECK_LABELS, DORA_TABLE_LABELS, DORA_TABLES } from "~/domains/registers/dora";
import { paths } from "~/paths";
import { countOf } from "~/shared/plural";
import { PageHeader } from "~/ui/page";
import { requirePermission } from "~/web/auth.server";
import { readOrThrow } from "~/web/page-read.server";

export const meta: MetaFunction = () => [{ title: "DORA register of information · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePermission({ request, context }, "register.read");
  return readOrThrow({ request, context }, "/registerEntry/dora/checks");
}

/**
 * The DORA register of information, first form (issue 33): the checks it must pass, then one CSV file per table,
 * drawn from the supplier register and the plans that depend on each supplier.
 */
export default function DoraRegister() {
  const { suppliers, problemCount, problems } = useLoaderData<typeof loader>();
  return (
    <section className="max-w-3xl">
      <PageHeader title="DORA register of information" back={{ to: paths.registers, label: "All registers" }}>
        The tables of the register of information (Implementing Regulation (EU) 2024/2956) from the{" "}
        <Link to={paths.register("suppliers")}>{countOf(suppliers, "supplier")}</Link> of the register and the
        plans that depend on them.
      </PageHeader>
      <section
        className={`card mb-4 border-l-4 ${problemCount ? "border-amber-500" : "border-green-600"}`}
        aria-labelledby="dora-checks"
        data-testid="dora-checks"
      >
        <h2 id="dora-checks" className="font-medium">
          Checks before export ({problemCount ? countOf(problemCount, "problem") : "none"})
        </h2>
        {problemCount === 0 ? (
          <p className="text-sm text-gray-600">
            Every supplier has an LEI, a function and a current contract.
          </p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {problems.map((p) => (
              <li key={`${p.supplier.id}-${p.check}`}>
                <span className="font-medium">{DORA_CHECK_LABELS[p.check]}</span> ·{" "}
                <Link to={paths.registerEntry("suppliers", p.supplier.id)}>{p.supplier.name}</Link>:{" "}
                {p.message}
              </li>
            ))}
          </ul>
        )}
        {problemCount > problems.length ? (
          <p className="mt-2 text-xs text-gray-500">The first {problems.length} are listed.</p>
        ) : null}
      </section>
      <ul className="space-y-3">
        {DORA_TABLES.map((t) => (
          <li key={t} className="card">
            <h2 className="font-medium">
              {DORA_TABLE_LABELS[t].code} {DORA_TABLE_LABELS[t].title}
            </h2>
            <p className="mt-1 text-sm text-gray-600">{DORA_TABLE_LABELS[t].holds}</p>
            <a href={paths.doraCsv(t)} className="btn-secondary mt-2 inline-block" download>
              Download CSV
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
