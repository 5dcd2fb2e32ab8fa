import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { csvTemplate, PEOPLE_CSV_COLUMNS } from "~/domains/assets/csv";
import { PERSON_TYPE_LABELS, PERSON_TYPES } from "~/domains/assets/model";
import { registerAction } from "~/features/assets/register-action.server";
import { RegisterAddForm } from "~/features/assets/register-forms";
import {
  RegisterPage,
  RemovalConfirm,
  RemoveRowLink,
  useRegisterResult,
  useRemoving,
} from "~/features/assets/register-page";
import { siteChoices } from "~/features/assets/site-choices.server";
import { SitePicker } from "~/features/assets/site-picker";
import { paths } from "~/paths";
import { DEFAULT_LANGUAGE } from "~/shared/i18n/languages";
import { FilterSearch } from "~/ui/filter-form";
import { PlainField, SelectInput } from "~/ui/forms";
import { LanguageSelect } from "~/ui/language-select";
import { ListTable } from "~/ui/table";
import { apiClient, pageCount } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { listQuery, typedValues } from "~/web/list-query";
import { answerOrThrow } from "~/web/page-read.server";
import { languageFieldText } from "~/web/ui-text.server";

export const meta: MetaFunction = () => [{ title: "People · Keel" }];

const PAGE_SIZE = 50;
const FIELDS = [
  "type",
  "firstName",
  "lastName",
  "email",
  "mobile",
  "jobTitle",
  "homeAssetId",
  "language",
] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const { search, q, page } = listQuery(request);
  const canManage = can(user, "asset.manage");
  // The add form's home-site picker gets the first matches only; "Find sites" (no JavaScript) sends the add
  // form here as a GET, so what was typed comes back in the fields.
  const siteQ = search.get("siteQ") ?? "";
  // The add form's language field names the company's language: the frame's one-statement read has it (the
  // company's profile is a dozen statements, some over every site).
  const [list, sites, shell] = await Promise.all([
    api.get("/people/all", { q, page, pageSize: PAGE_SIZE }),
    siteChoices(api, canManage ? siteQ : null),
    canManage ? api.get("/shell") : null,
  ]);
  const res = answerOrThrow(list);
  return {
    people: res.data,
    sites,
    siteQ,
    typed: typedValues(search, FIELDS),
    paging: pageCount(res.body, page),
    q,
    canManage,
    languageText: languageFieldText(shell?.ok ? shell.data.language : DEFAULT_LANGUAGE),
  };
}

export const action = ({ request, context }: ActionFunctionArgs) =>
  registerAction({ request, context }, { page: paths.people, api: "/people" });

/** Employees and contractors with their home sites: search, add one, import many from CSV. */
export default function People() {
  const { people, sites, siteQ, typed, paging, q, canManage, languageText } = useLoaderData<typeof loader>();
  const { created, values: sent } = useRegisterResult();
  const values: Record<string, string> = created ? sent : typed;
  const removing = useRemoving(canManage ? people : []);
  return (
    <RegisterPage
      title="People"
      description="Employees and contractors, and the sites they work from."
      links={[
        { to: paths.assetMap, label: "Map" },
        { to: paths.assets, label: "Assets" },
      ]}
      confirm={
        removing ? (
          <RemovalConfirm
            removing={removing}
            title={`Remove ${removing.row.firstName} ${removing.row.lastName}?`}
            confirmLabel="Remove"
          >
            <p>
              They leave the people register, and every incident's impacted people and response team they are
              on. Messages already sent to them keep their name. This cannot be undone.
            </p>
          </RemovalConfirm>
        ) : null
      }
      filters={<FilterSearch id="people-q" value={q} />}
      isEmpty={people.length === 0}
      table={
        <ListTable
          label="People"
          rows={people}
          columns={[
            {
              label: "Name",
              className: "font-medium",
              cell: (p) => (
                <Link to={paths.person(p.id)}>
                  {p.firstName} {p.lastName}
                </Link>
              ),
            },
            { label: "Type", cell: (p) => PERSON_TYPE_LABELS[p.type] },
            { label: "Job title", cell: (p) => p.jobTitle ?? "" },
            { label: "Contact", cell: (p) => [p.email, p.mobile].filter(Boolean).join(" · ") },
            { label: "Home site", cell: (p) => p.homeAssetName ?? "Own location" },
          ]}
          action={
            canManage
              ? (p) => <RemoveRowLink id={p.id} label={`Remove ${p.firstName} ${p.lastName}`} text="Remove" />
              : undefined
          }
        />
      }
      paging={{ ...paging, params: { q } }}
      importLabel="Import people from CSV"
      importTemplate={csvTemplate(PEOPLE_CSV_COLUMNS)}
      addForm={
        canManage ? (
          <RegisterAddForm title="Add a person" submit="Add person" errors={created?.formErrors}>
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectInput
                id="person-type"
                name="type"
                label="Type"
                defaultValue={values.type ?? "employee"}
                options={PERSON_TYPES.map((t) => ({ value: t, label: PERSON_TYPE_LABELS[t] }))}
              />
              <SitePicker
                name="homeAssetId"
                label="Home site"
                sites={sites}
                query={siteQ}
                defaultValue={values.homeAssetId}
                errors={created?.fields.homeAssetId}
              />
              <PlainField name="firstName" label="First name" values={values} errors={created?.fields} />
              <PlainField name="lastName" label="Last name" values={values} errors={created?.fields} />
              <PlainField name="email" label="Email" values={values} errors={created?.fields} />
              <PlainField name="mobile" label="Mobile" values={values} errors={created?.fields} />
              <PlainField name="jobTitle" label="Job title" values={values} errors={created?.fields} />
              <LanguageSelect
                id="field-language"
                text={languageText}
                value={values.language}
                errors={created?.fields.language}
              />
            </div>
          </RegisterAddForm>
        ) : null
      }
    />
  );
}
