import { countOf } from "~/shared/plural";
import { Confirm } from "~/ui/confirm";

/** What a user holds, counted before they are disabled (see loadHeldBy). */
export interface Held {
  plans: number | null;
  running: { id: string; plan: string; incident: string }[];
}

/**
 * The one question before an account is disabled, from Manage Users' list or the user's own page: what
 * disabling does, and the plans the user still holds. `fields` is the confirmed POST (its intent and row).
 */
export function DisableUserConfirm({
  email,
  held,
  cancelHref,
  fields,
}: {
  email: string;
  held: Held | null;
  cancelHref: string;
  fields: Record<string, string>;
}) {
  return (
    <Confirm title={`Disable ${email}?`} confirmLabel="Disable" cancelHref={cancelHref} fields={fields}>
      <p>
        {email} can no longer sign in, and is signed out now. Plans, approvals and incidents they hold stay
        assigned to them until you reassign them. You can enable the account again.
      </p>
      {held?.plans ? (
        <p className="mt-2 font-medium" data-testid="disable-holds">
          They lead or are assigned {countOf(held.plans, "live plan")}.
          {held.running.length > 0 ? " Activated now:" : ""}
        </p>
      ) : null}
      {held?.running.length ? (
        <ul className="mt-1 list-disc pl-5">
          {held.running.map((r) => (
            <li key={r.id}>
              {r.plan} in {r.incident}
            </li>
          ))}
        </ul>
      ) : null}
    </Confirm>
  );
}
