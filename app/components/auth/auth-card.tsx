import type { ReactNode } from "react";
import type { Translate } from "../../i18n/message-format.ts";
import { buttonClass } from "../ui/button-styles.ts";

/**
 * The frame of the sign-in screens: one centred card with a heading. Its grey grows to the bottom
 * of the window on the pages outside the site layout (e-mail links), so a short page on a phone has
 * no white band under it (issue 18).
 */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="flex-1 bg-slate-50 px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

/** The sign-in screens' full-width buttons, from the one button system (issue 18). */
export const SUBMIT_BUTTON = buttonClass("primary", "md", "w-full");

export const SECONDARY_BUTTON = buttonClass("secondary", "md", "w-full");

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
