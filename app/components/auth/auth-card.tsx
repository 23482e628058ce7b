import type { ReactNode } from "react";
import type { Translate } from "../../i18n/message-format.ts";

/** The frame of the sign-in screens: one centred card with a heading. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="bg-slate-50 px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

export const SUBMIT_BUTTON =
  "w-full rounded-lg bg-brand-700 px-4 py-2 text-base font-semibold text-white hover:bg-brand-900 disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export const SECONDARY_BUTTON =
  "w-full rounded-lg border border-brand-700 px-4 py-2 text-base font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export function FormAlert({
  id,
  children,
  tone = "warning",
}: {
  id?: string;
  children: ReactNode;
  tone?: "warning" | "success";
}) {
  const colours = tone === "success" ? "border-green-700 bg-green-50" : "border-amber-700 bg-amber-50";
  return (
    <p
      id={id}
      role={tone === "success" ? "status" : "alert"}
      className={`rounded-lg border p-3 text-slate-900 ${colours}`}
    >
      {children}
    </p>
  );
}

/** "45 seconds", "3 minutes" ("45 segundos"… with `t`; screens not converted yet pass none). */
export function waitText(seconds: number, t?: Translate): string {
  if (t)
    return seconds < 90
      ? t("auth.wait.seconds", { count: seconds })
      : t("auth.wait.minutes", { count: Math.ceil(seconds / 60) });
  return seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}
