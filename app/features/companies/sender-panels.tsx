import { getInputProps, useForm } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import type { z } from "zod";
import {
  formatCallingCodes,
  MESSAGE_LIMIT_LABELS,
  SENDER_VERIFICATION_LABELS,
  UNVERIFIED_SENDER_LABEL,
} from "~/domains/companies/model";
import type { messageLimitSchema } from "~/domains/companies/validation";
import { paths } from "~/paths";
import { ConformForm, ErrorList } from "~/ui/forms";
import { StatusBadge } from "~/ui/status-badge";
import type { ApiData } from "~/web/api-types";
import { lastResultFor } from "~/web/form-failure";

type Sending = NonNullable<ApiData<"get", "/company/detail/{id}">["sending"]>;
type CompanyRow = ApiData<"get", "/company/all">[number];

const VERIFIED_COLOUR = "bg-green-50 text-green-800";
const UNVERIFIED_COLOUR = "bg-amber-50 text-amber-900";

function SenderBadge({ verified, label }: { verified: boolean; label: string }) {
  return (
    <StatusBadge
      kind="sender"
      state={verified ? "verified" : "unverified"}
      colour={verified ? VERIFIED_COLOUR : UNVERIFIED_COLOUR}
    >
      {label}
    </StatusBadge>
  );
}

/** The company as a sender, for its administrators: verified or not, its daily quota and what it used. */
export function SendingCard({ sending, chosen }: { sending: Sending; chosen: boolean }) {
  const n = (v: number) => v.toLocaleString("en-GB");
  return (
    <section className="card mt-4 space-y-2" aria-labelledby="sending-heading">
      <h2 id="sending-heading" className="text-lg font-semibold">
        Sending
      </h2>
      <p>
        <SenderBadge
          verified={sending.verified}
          label={
            sending.verifiedBy ? SENDER_VERIFICATION_LABELS[sending.verifiedBy] : UNVERIFIED_SENDER_LABEL
          }
        />
      </p>
      <p>
        <strong>{n(sending.usedToday)}</strong> of {n(sending.limit)} messages used in the last 24 hours
        (email, SMS and calls).{" "}
        {sending.verified ? (
          <span className="text-sm text-gray-700">
            Daily limit {sending.limitChosen ? MESSAGE_LIMIT_LABELS.chosen : MESSAGE_LIMIT_LABELS.sized}.
          </span>
        ) : null}
      </p>
      {sending.overrunToday > 0 ? (
        <p className="rounded bg-amber-50 p-2 text-sm text-amber-900" data-testid="quota-overrun">
          Alerts to people went {n(sending.overrunToday)} message{sending.overrunToday === 1 ? "" : "s"} past
          the limit in the last 24 hours. They were sent all the same: alerts are never held back for the
          limit.
        </p>
      ) : sending.verified ? (
        <p className="text-sm text-gray-700">
          Alerts to people (incident messages) are never held back for the limit: past it they still go, and
          you are told.
        </p>
      ) : null}
      {sending.verified ? null : (
        <p className="text-sm text-gray-700">
          Until your company is verified it may send only {n(sending.limit)} messages a day.{" "}
          <a href={paths.sso} className="underline">
            Verify your email domain
          </a>{" "}
          (under Single sign-on), or ask the System Administrator to confirm your company.
        </p>
      )}
      <p className="text-sm text-gray-700">
        SMS and calls may reach:{" "}
        {sending.callingCodes.length > 0
          ? `${formatCallingCodes(sending.callingCodes)}${chosen ? "" : " (the countries of your business units and sites)"}`
          : "no country yet: add your sites' countries or list calling codes above"}
      </p>
    </section>
  );
}

/** The System Administrator's list of companies: each one's verified state, and confirming one. */
export function CompaniesCard({ companies }: { companies: CompanyRow[] }) {
  return (
    <section className="card mt-4" aria-labelledby="companies-heading">
      <h2 id="companies-heading" className="mb-2 text-lg font-semibold">
        Companies
      </h2>
      <ul className="divide-y divide-gray-200">
        {companies.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 break-words font-medium">{c.name}</span>
            {c.messageLimit ? (
              // A saved limit starts the form afresh (an earlier refusal's message goes).
              <MessageLimitForm
                key={`${c.messageLimit.limit}-${c.messageLimit.chosen}`}
                company={c}
                limit={c.messageLimit}
              />
            ) : null}
            {c.verified ? (
              <SenderBadge verified label="Verified sender" />
            ) : (
              <Form method="post" className="flex flex-wrap items-center gap-2">
                <SenderBadge verified={false} label="Not verified" />
                <input type="hidden" name="intent" value="verify" />
                <input type="hidden" name="id" value={c.id} />
                <button
                  type="submit"
                  className="btn-secondary"
                  // The accessible name starts with the visible text (WCAG 2.5.3), then says which company.
                  aria-label={`Confirm as verified sender: ${c.name}`}
                >
                  Confirm as verified sender
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The System Administrator sets one company's daily message limit (empty: sized from its people). */
function MessageLimitForm({
  company,
  limit,
}: {
  company: CompanyRow;
  limit: NonNullable<CompanyRow["messageLimit"]>;
}) {
  const lastResult = lastResultFor(useActionData(), "limit", company.id);
  const [form, fields] = useForm<z.input<typeof messageLimitSchema>>({
    id: `limit-${company.id}`,
    lastResult,
    defaultValue: { limit: limit.chosen ? String(limit.limit) : "" },
  });
  const input = getInputProps(fields.limit, { type: "number", ariaDescribedBy: `${fields.limit.id}-hint` });
  return (
    <ConformForm form={form} className="w-full space-y-1">
      <input type="hidden" name="intent" value="limit" />
      <input type="hidden" name="id" value={company.id} />
      <label htmlFor={fields.limit.id} className="label">
        {MESSAGE_LIMIT_LABELS.label}: {company.name}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          {...input}
          key={input.key}
          className="input w-40"
          min={1}
          step={1}
          placeholder={limit.limit.toLocaleString("en-GB")}
        />
        <button
          type="submit"
          className="btn-secondary"
          aria-label={`${MESSAGE_LIMIT_LABELS.save}: ${company.name}`}
        >
          {MESSAGE_LIMIT_LABELS.save}
        </button>
      </div>
      <p id={`${fields.limit.id}-hint`} className="text-xs text-gray-500">
        Now {limit.limit.toLocaleString("en-GB")} a day,{" "}
        {limit.chosen ? MESSAGE_LIMIT_LABELS.chosen : MESSAGE_LIMIT_LABELS.sizedFromIts}.{" "}
        {MESSAGE_LIMIT_LABELS.hint}
      </p>
      <ErrorList id={fields.limit.errorId} errors={fields.limit.errors} />
    </ConformForm>
  );
}
