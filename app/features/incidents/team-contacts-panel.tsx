import { Form } from "@remix-run/react";
import { TEAM_CONTACT_MESSAGES as T, TEAM_CONTACT_LIMITS } from "~/domains/incidents/model";
import type { TeamContactsView } from "~/features/incidents/answers";
import { TEAM_ROLE_LABELS, TEAM_ROLES } from "~/shared/team-roles";

/** A contact's phone number to tap, or the words for none, in its own column. */
function PhoneCell({ phone }: { phone: string | null }) {
  return (
    <span className="basis-32 text-gray-600">
      {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a> : T.noPhone}
    </span>
  );
}

/** Under a contact's name: where it comes from, and its email when it has one. */
function Source({ contact }: { contact: { source: string; email: string | null } }) {
  return (
    <span className="block text-xs text-gray-500">
      {contact.source}
      {contact.email ? ` · ${contact.email}` : ""}
    </span>
  );
}

/**
 * Response team members without an account (issue 32 item 5): people of the People register and entries of the
 * incident's plans' BRT rosters. Plain forms, no JavaScript needed: the search is a GET form (the page reloads
 * with the matches), each match is its own small form with a role and "Add to team", each member one "Remove".
 */
export function TeamContactsPanel({ incidentId, data }: { incidentId: string; data: TeamContactsView }) {
  return (
    <section className="mt-6" aria-labelledby="team-contacts-title" id="team-contacts">
      <h2 id="team-contacts-title" className="mb-1 font-medium">
        {T.title}
      </h2>
      <p className="mb-2 text-sm text-gray-600">{T.intro}</p>
      {data.members.length ? (
        <ul className="mb-3 divide-y divide-gray-100 rounded-md border border-gray-200" aria-label={T.title}>
          {data.members.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-2 py-1.5 text-sm">
              <span className="min-w-0 flex-1 basis-40">
                <strong>{m.name}</strong> · {TEAM_ROLE_LABELS[m.role]}
                <Source contact={m} />
              </span>
              <PhoneCell phone={m.phone} />
              <Form method="post">
                <input type="hidden" name="contactId" value={m.id} />
                <button
                  type="submit"
                  name="intent"
                  value="teamContactRemove"
                  className="btn-secondary"
                  aria-label={`${T.remove} ${m.name}`}
                >
                  {T.remove}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-3 text-sm text-gray-600">{T.none}</p>
      )}
      <Form method="get" role="search" className="mb-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="incident_id" value={incidentId} />
        <div className="min-w-0 flex-1 basis-48">
          <label htmlFor="teamq" className="label">
            {T.search}
          </label>
          <input
            id="teamq"
            name="teamq"
            type="search"
            className="input w-full"
            defaultValue={data.q ?? ""}
            maxLength={TEAM_CONTACT_LIMITS.q}
            aria-describedby="teamq-hint"
          />
        </div>
        <button type="submit" className="btn-secondary">
          Search
        </button>
        <p id="teamq-hint" className="basis-full text-xs text-gray-500">
          {T.searchHint}
        </p>
      </Form>
      {data.candidates.length ? (
        <>
          {data.q ? null : <p className="mb-1 text-sm font-medium">{T.rosterSuggestions}</p>}
          <ul
            className="divide-y divide-gray-100 rounded-md border border-gray-200"
            aria-label="People to add"
          >
            {data.candidates.map((c) => (
              <li key={c.ref} className="px-2 py-1.5 text-sm">
                <Form method="post" className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <input type="hidden" name="ref" value={c.ref} />
                  <label htmlFor={`add-${c.ref}`} className="min-w-0 flex-1 basis-40">
                    {c.name}
                    <Source contact={c} />
                  </label>
                  <PhoneCell phone={c.phone} />
                  <select id={`add-${c.ref}`} name="role" className="input w-40" defaultValue={c.role}>
                    {TEAM_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {TEAM_ROLE_LABELS[r]}
                      </option>
                    ))}
                  </select>
                  <button
                    type="submit"
                    name="intent"
                    value="teamContactAdd"
                    className="btn-secondary"
                    aria-label={`${T.add}: ${c.name}`}
                  >
                    {T.add}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : data.q ? (
        <p className="text-sm text-gray-600" role="status">
          {T.noMatch}
        </p>
      ) : null}
    </section>
  );
}
