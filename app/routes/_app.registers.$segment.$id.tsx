import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { entryFields, REGISTER_KIND_LABELS, REGISTER_MESSAGES, titleInText } from "~/domains/registers/model";
import { SERVICE_LABELS } from "~/domains/resilience/model";
import { RegisterDetailsForm } from "~/features/assets/register-forms";
import { ChangeHistory } from "~/features/registers/change-history";
import { EntryMarks } from "~/features/registers/entries-table";
import { EntryFields } from "~/features/registers/entry-fields";
import { registerEntryAction } from "~/features/registers/register-action.server";
import { entrySiteChoices, kindOrNotFound } from "~/features/registers/register-kind.server";
import { paths } from "~/paths";
import { Confirm, useConfirmStep } from "~/ui/confirm";
import { FormErrors } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { plainFailure } from "~/web/form-failure";
import { typedValues } from "~/web/list-query";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.entry.name ?? "Entry"} · Keel` },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const kind = kindOrNotFound(params.segment);
  const user = await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const res = await api.get(`/registerEntry/${params.id}`);
  // An entry of another register under this one's address is not found either.
  if (!res.ok || res.data.kind !== kind) throw new Response("Data Not Found", { status: 404 });
  const canManage = can(user, "register.manage");
  // The important business services relying on it, to those who may read the services (issue 34).
  const relying = can(user, "businessService.read")
    ? await api.get("/businessService/all", { entryId: res.data.id })
    : null;
  const services = relying?.ok ? relying.data.map(({ id, name }) => ({ id, name })) : null;
  const search = new URL(request.url).searchParams;
  const siteQ = search.get("siteQ") ?? "";
  const choices = await entrySiteChoices(api, kind, canManage, siteQ);
  // The entry's own site is always a choice, so the picker shows it.
  const site = res.data.site;
  if (site && !choices.some((c) => c.id === site.id)) choices.unshift({ ...site, fullAddress: "" });
  return {
    kind,
    entry: res.data,
    canManage,
    sites: choices,
    siteQ,
    typed: typedValues(search, entryFields(kind)),
    services,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return registerEntryAction({ request, context }, kindOrNotFound(params.segment), String(params.id));
}

/** One register entry: its fields, changed in place by those who may; archive or restore it. */
export default function RegisterEntryPage() {
  const { kind, entry, canManage, sites, siteQ, typed, services } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const failure = plainFailure(data, "save");
  const refused = plainFailure(data, entry.archived ? "restore" : "archive");
  const labels = REGISTER_KIND_LABELS[kind];
  const saved: Record<string, string> = Object.fromEntries(
    entryFields(kind).map((f) => {
      const value = f === "siteId" ? (entry.site?.id ?? null) : entry[f];
      return [f, value === null || value === undefined ? "" : value === true ? "on" : String(value)];
    }),
  );
  const values = failure?.values ?? (Object.keys(typed).length ? { ...saved, ...typed } : saved);
  // Archiving what processes or services depend on asks first, naming how many (a link to ?confirm=archive, with
  // and without JavaScript); an entry nothing depends on archives at once, as before.
  const confirm = useConfirmStep();
  const dependantCounts = [entry.dependants.length, services?.length ?? 0] as const;
  const asks = !entry.archived && dependantCounts[0] + dependantCounts[1] > 0;
  return (
    <section>
      <PageHeader
        title={entry.name}
        back={{ to: paths.register(labels.segment), label: `All ${titleInText(kind)}` }}
      >
        {labels.one}
        <EntryMarks entry={entry} />
      </PageHeader>
      {canManage && asks && confirm.kind === "archive" && confirm.id === entry.id ? (
        <Confirm
          title={REGISTER_MESSAGES.archiveTitle(entry.name)}
          confirmLabel={REGISTER_MESSAGES.archive(kind)}
          cancelHref={confirm.cancelHref}
          fields={{ intent: "archive" }}
        >
          <p data-testid="archive-dependants">{REGISTER_MESSAGES.archiveDependants(...dependantCounts)}</p>
        </Confirm>
      ) : null}
      <RegisterDetailsForm
        label={`${labels.one} details`}
        intent="save"
        errors={failure?.formErrors}
        canManage={canManage}
      >
        <EntryFields kind={kind} values={values} errors={failure?.fields} sites={sites} siteQ={siteQ} />
      </RegisterDetailsForm>
      <section className="card mt-6 max-w-3xl" aria-label="Processes that depend on it">
        <h2 className="mb-2 font-medium">Processes that depend on it</h2>
        {entry.dependants.length === 0 ? (
          <p className="text-sm text-gray-600">
            No process of any plan names it among its critical dependencies.
          </p>
        ) : (
          <ul className="space-y-1 text-sm">
            {entry.dependants.map((d) => (
              <li key={d.id}>
                <span className="font-medium">{d.name}</span> ·{" "}
                {d.bcp.readable ? (
                  // The plan opened at this process's dependencies (a plan shows one process at a time).
                  <Link to={paths.viewBcpProcess(d.bcp.id, d.id, "dependencies")}>{d.bcp.name}</Link>
                ) : (
                  d.bcp.name
                )}
                {d.sites.length > 0 ? (
                  <span data-testid="dependant-sites">
                    {" "}
                    · at{" "}
                    {d.sites.map((s, i) => (
                      <span key={s.id ?? s.name}>
                        {i > 0 ? ", " : ""}
                        {s.id ? <Link to={paths.asset(s.id)}>{s.name}</Link> : s.name}
                      </span>
                    ))}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {services ? (
        <section className="card mt-6 max-w-3xl" aria-label={SERVICE_LABELS.relyingOn}>
          <h2 className="mb-2 font-medium">{SERVICE_LABELS.relyingOn}</h2>
          {services.length === 0 ? (
            <p className="text-sm text-gray-600">No important business service is mapped to it.</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {services.map((s) => (
                <li key={s.id}>
                  <Link to={paths.businessService(s.id)}>{s.name}</Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {canManage ? (
        <Form method="post" className="mt-4 max-w-3xl">
          <FormErrors errors={refused?.formErrors} />
          <input type="hidden" name="intent" value={entry.archived ? "restore" : "archive"} />
          {asks ? (
            <Link
              to={confirm.href("archive", entry.id)}
              preventScrollReset
              className="btn-secondary no-underline"
            >
              {REGISTER_MESSAGES.archive(kind)}
            </Link>
          ) : (
            <button type="submit" className="btn-secondary">
              {entry.archived ? `Restore ${labels.one.toLowerCase()}` : REGISTER_MESSAGES.archive(kind)}
            </button>
          )}
          <p className="mt-1 text-xs text-gray-600">
            {entry.archived
              ? "Archived: it stays where it is linked and is not offered for new links."
              : "Archiving keeps it where it is linked and stops offering it for new links."}
          </p>
        </Form>
      ) : null}
      <ChangeHistory history={entry.history} />
    </section>
  );
}
