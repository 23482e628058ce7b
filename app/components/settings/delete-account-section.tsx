import { Form } from "react-router";
import { useT } from "../../i18n/react.tsx";
import type { Translate } from "../../i18n/message-format.ts";
import { clearFamilyCache } from "../../lib/family-cache.ts";
import type { FormState } from "../../server/settings/form-state.ts";
import { AppLink } from "../ui/app-link.tsx";
import { Field, INPUT_CLASS } from "../ui/field.tsx";
import { mustSignInAgain, ReauthField, SignInAgain, type Reauth } from "./reauth.tsx";
import { DANGER_BUTTON, Notice } from "./settings-frame.tsx";

export type Deletion = { deletesFamily: boolean; childCount: number; otherParentCount: number };

/** What goes, in plain words, before the parent confirms. */
function consequences(t: Translate, { deletesFamily, childCount, otherParentCount }: Deletion): string[] {
  if (!deletesFamily) return [t("settings.delete.coParent.signIn"), t("settings.delete.coParent.familyStays")];
  return [
    t("settings.delete.account"),
    childCount > 0
      ? t("settings.delete.familyWithChildren", { count: childCount })
      : t("settings.delete.familyNoChildren"),
    ...(otherParentCount > 0 ? [t("settings.delete.otherParents", { count: otherParentCount })] : []),
    t("settings.delete.undoable"),
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
  const t = useT();
  return (
    <div className="space-y-4">
      <ul className="list-disc space-y-1 pl-5 text-slate-800">
        {consequences(t, deletion).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {deletion.deletesFamily && deletion.childCount > 0 ? (
        <p className="text-slate-800">
          {t.rich("settings.delete.copyFirst", {
            link: (words) => (
              <AppLink key="children" to="/settings/children" className="font-semibold text-brand-700 underline">
                {words}
              </AppLink>
            ),
          })}
        </p>
      ) : null}
      {state?.alert ? <Notice>{t.ref(state.alert)}</Notice> : null}
      {mustSignInAgain(reauth, state?.staleSession) ? (
        <SignInAgain what={t("settings.delete.signInAgainFor")} />
      ) : (
        <Form method="post" className="space-y-4" noValidate onSubmit={() => clearFamilyCache()}>
          <ReauthField reauth={reauth} error={state?.errors?.currentPassword} />
          <Field
            label={t("settings.delete.typeToConfirm", { word: t("settings.delete.word") })}
            error={state?.errors?.confirmation}
          >
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
            {busy ? t("settings.delete.deleting") : t("settings.delete.submit")}
          </button>
        </Form>
      )}
    </div>
  );
}
