import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useT } from "../../i18n/react.tsx";
import { FOCUS_RING } from "../ui/link-button.tsx";
import { buttonClass } from "../ui/button-styles.ts";

/** SPEC.md §2 settings sub-pages. */
export const SETTINGS_PAGES = [
  { label: "settings.nav.profile", to: "/settings/profile" },
  { label: "settings.nav.children", to: "/settings/children" },
  { label: "settings.nav.parentModePin", to: "/settings/parent-mode-pin" },
  { label: "settings.nav.plan", to: "/settings/plan" },
  { label: "settings.nav.billing", to: "/settings/billing" },
] as const;

/** The frame of every settings page: heading, the settings navigation, then the page. */
export function SettingsFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const pathname = useLocation().pathname.replace(/\/+$/, "") || "/";
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("settings.eyebrow")}</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      {intro ? <div className="mt-2 max-w-2xl text-lg text-slate-700">{intro}</div> : null}
      <div className="mt-6 grid gap-8 md:grid-cols-[12rem_1fr]">
        <nav aria-label={t("settings.nav")}>
          <ul className="flex flex-wrap gap-2 md:flex-col md:gap-1">
            {SETTINGS_PAGES.map((page) => {
              // /settings is the profile page too (SPEC.md §2).
              const current = pathname === page.to || (page.to === "/settings/profile" && pathname === "/settings");
              return (
                <li key={page.to}>
                  <Link
                    to={page.to}
                    aria-current={current ? "page" : undefined}
                    className={`block rounded-lg px-3 py-2 font-medium ${FOCUS_RING} ${
                      current ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-slate-100"
                    }`}
                  >
                    {t(page.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="min-w-0 space-y-8">{children}</div>
      </div>
    </main>
  );
}

/** One block of settings: a card with its own heading. */
export function SettingsSection({
  id,
  title,
  description,
  tone = "normal",
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  tone?: "normal" | "danger";
  children: ReactNode;
}) {
  const border = tone === "danger" ? "border-red-300" : "border-slate-200";
  return (
    <section aria-labelledby={`${id}-heading`} className={`rounded-2xl border ${border} bg-white p-5 shadow-sm sm:p-6`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {description ? <div className="mt-1 text-slate-700">{description}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A short message above a form: warnings are alerts, confirmations are polite status updates. */
export function Notice({ tone = "warning", children }: { tone?: "warning" | "success"; children: ReactNode }) {
  const colours = tone === "success" ? "border-green-700 bg-green-50" : "border-amber-700 bg-amber-50";
  return (
    <p role={tone === "success" ? "status" : "alert"} className={`rounded-lg border p-3 text-slate-900 ${colours}`}>
      {children}
    </p>
  );
}

// The settings components use <Button>; the settings routes that still pass a class name get the
// same one button system's classes (issue 18), not a copy of them.
export const PRIMARY_BUTTON = buttonClass("primary");
export const SECONDARY_BUTTON = buttonClass("secondary");
export const DANGER_BUTTON = `rounded-lg bg-red-700 px-4 py-2 text-base font-semibold text-white hover:bg-red-800 disabled:opacity-60 ${FOCUS_RING}`;
