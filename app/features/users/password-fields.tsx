import { type AnyField, Field } from "~/ui/forms";

/** The password rule, said under a new account's password. */
const PASSWORD_RULE =
  "At least 8 characters with upper and lower case letters, a digit and one of ! @ # $ & * ~";

/**
 * A password to set and its confirmation: a new account's (`newAccount`: "Password", with the rule under it) or
 * a changed one's ("New password").
 */
export function NewPasswordFields({
  password,
  confirm,
  newAccount = false,
}: {
  password: AnyField;
  confirm: AnyField;
  newAccount?: boolean;
}) {
  return (
    <>
      <Field
        field={password}
        label={newAccount ? "Password" : "New password"}
        type="password"
        autoComplete="new-password"
        hint={newAccount ? PASSWORD_RULE : undefined}
      />
      <Field
        field={confirm}
        label={newAccount ? "Confirm password" : "Confirm new password"}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
