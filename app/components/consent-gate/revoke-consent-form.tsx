import { useId } from "react";
import { Form } from "react-router";
import { useT } from "../../i18n/react.tsx";
import { FOCUS_RING } from "../ui/link-button.tsx";
import { revokeConsequences } from "../../server/consent/consent-notice.ts";

/**
 * Revoking consent deletes every child profile, so the form says so first and asks the parent
 * to tick a box before the button acts (issue 4: "explain this clearly before the parent confirms").
 */
export function RevokeConsentForm({
  error,
  submitting,
  intent,
}: {
  error?: string | undefined;
  submitting: boolean;
  /** The gate's form carries an intent; the e-mail link's page does not need one. */
  intent?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const t = useT();
  return (
    <Form method="post" className="space-y-4" noValidate>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <p className="rounded-lg border border-amber-700 bg-amber-50 p-4 text-slate-900">{revokeConsequences(t)}</p>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="understood"
          value="yes"
          className="mt-1 h-5 w-5 shrink-0"
          {...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
        />
        <label htmlFor={id} className="text-slate-900">
          {t("consent.revoke.understood")}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {t.ref(error)}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={submitting}
        className={`rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60 ${FOCUS_RING}`}
      >
        {t("consent.revoke.submit")}
      </button>
    </Form>
  );
}
