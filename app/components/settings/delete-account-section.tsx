import { Form, Link } from "react-router";
import { clearFamilyCache } from "../../lib/family-cache.ts";
import type { FormState } from "../../server/settings/form-state.ts";
import { Field, INPUT_CLASS } from "../ui/field.tsx";
import { mustSignInAgain, ReauthField, SignInAgain, type Reauth } from "./reauth.tsx";
import { DANGER_BUTTON, Notice } from "./settings-frame.tsx";

export type Deletion = { deletesFamily: boolean; childCount: number; otherParentCount: number };

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What goes, in plain words, before the parent confirms. */
function consequences({ deletesFamily, childCount, otherParentCount }: Deletion): string[] {
  if (!deletesFamily) {
    return [
      "Your sign-in and your settings are deleted, and you are signed out everywhere.",
      "The family, its children and their progress stay with the parent who created the family.",
    ];
  }
  return [
    "Your account is deleted, and you are signed out everywhere.",
    childCount > 0
      ? `Your family is deleted with it: ${plural(childCount, "child profile", "child profiles")} with all their plans, answers and progress, your consent records, invitations and the parent-mode PIN.`
      : "Your family is deleted with it: your consent records, invitations and the parent-mode PIN.",
    ...(otherParentCount > 0
      ? [
          `${plural(otherParentCount, "other parent keeps", "other parents keep")} their own sign-in but no longer ${otherParentCount === 1 ? "has" : "have"} access to the family.`,
        ]
      : []),
    "This cannot be undone.",
  ];
}

/** Account deletion: re-authentication plus typing DELETE, so it works the same without JavaScript. */
export function DeleteAccountSection({
  deletion,
  reauth,
  state,
  busy,
}: {
  deletion: Deletion;
  reauth: Reauth;
  state: FormState | undefined;
  busy: boolean;
}) {
  return (
    <div className="space-y-4">
      <ul className="list-disc space-y-1 pl-5 text-slate-800">
        {consequences(deletion).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {deletion.deletesFamily && deletion.childCount > 0 ? (
        <p className="text-slate-800">
          Want a copy first? Download your children's data on the{" "}
          <Link to="/settings/children" className="font-semibold text-brand-700 underline">
            Children
          </Link>{" "}
          page.
        </p>
      ) : null}
      {state?.alert ? <Notice>{state.alert}</Notice> : null}
      {mustSignInAgain(reauth, state?.staleSession) ? (
        <SignInAgain what="deleting your account" />
      ) : (
        <Form method="post" className="space-y-4" noValidate onSubmit={() => clearFamilyCache()}>
          <ReauthField reauth={reauth} error={state?.errors?.currentPassword} />
          <Field label="Type DELETE to confirm" error={state?.errors?.confirmation}>
            {(props) => (
              <input
                {...props}
                name="confirmation"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className={INPUT_CLASS}
              />
            )}
          </Field>
          <button type="submit" name="intent" value="delete" disabled={busy} className={DANGER_BUTTON}>
            {busy ? "Deleting..." : "Delete my account for good"}
          </button>
        </Form>
      )}
    </div>
  );
}
