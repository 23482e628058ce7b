import { Laptop } from "lucide-react";
import { Form } from "react-router";
import { useT } from "../../i18n/react.tsx";
import type { FormState } from "../../server/settings/form-state.ts";
import type { ActiveSession } from "../../server/settings/list-sessions.server.ts";
import { Notice } from "./settings-frame.tsx";
import { Button } from "../ui/button.tsx";

/** Where the parent is signed in, and a way to sign out everywhere else. */
export function SessionsSection({
  sessions,
  state,
  busy,
}: {
  sessions: ActiveSession[];
  state: FormState | undefined;
  busy: boolean;
}) {
  const others = sessions.filter((session) => !session.current).length;
  const t = useT();
  return (
    <div className="space-y-4">
      {state?.success ? <Notice tone="success">{t.ref(state.success)}</Notice> : null}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {sessions.map((session) => (
          <li key={session.id} className="flex items-start gap-3 p-3">
            <Laptop aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-slate-600" />
            <div>
              <p className="font-semibold text-slate-900">
                {t.ref(session.device)}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-900">
                    {t("settings.sessions.thisDevice")}
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-slate-700">
                {t("settings.sessions.when", {
                  signedIn: t("settings.sessions.daysAgo", { days: session.signedInDaysAgo }),
                  lastActive: t("settings.sessions.daysAgo", { days: session.lastActiveDaysAgo }),
                })}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post">
          <Button type="submit" name="intent" value="sign-out-others" disabled={busy} variant="secondary">
            {busy ? t("settings.sessions.signingOut") : t("settings.sessions.signOutOthers")}
          </Button>
        </Form>
      ) : (
        <p className="text-slate-700">{t("settings.sessions.noOthers")}</p>
      )}
    </div>
  );
}
