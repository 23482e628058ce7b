import { ArrowLeft, Sun } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { useT } from "../../i18n/react.tsx";
import type { loader as rootLoader } from "../../root.tsx";
import { CHILD_MODE_EXIT } from "../../server/child-mode/child-mode-paths.ts";
import { FOCUS_RING } from "../ui/link-button.tsx";

/** Whether this page is shown in child mode (the root loader asks the server's guard). */
export function useChildMode(): boolean {
  return useRouteLoaderData<typeof rootLoader>("root")?.childMode === true;
}

/**
 * The calm, full-screen frame of a child's screen (issue 13, PRODUCT.md §4): the child's name and
 * their one task — no top bar, menus, footer links, other children or settings. In child mode the
 * only other control is a small "Grown-up: leave child mode" link to the PIN page; when a parent
 * opened the screen themselves it is a plain way back to the dashboard instead.
 *
 * The page inside draws its own <main id="main">.
 */
export function ChildShell({
  childName,
  children,
  showExit = true,
}: {
  childName: string;
  children: ReactNode;
  /** False on the exit page itself. */
  showExit?: boolean;
}) {
  const t = useT();
  const childMode = useChildMode();
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-sky-50 via-white to-amber-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t("childMode.shell.skip")}
      </a>
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 pt-5 sm:px-8 sm:pt-8">
        <p className="flex items-center gap-3 text-2xl font-bold text-brand-900 sm:text-3xl">
          <Sun aria-hidden="true" className="h-8 w-8 shrink-0 text-sun-400 sm:h-9 sm:w-9" />
          {childName ? t("childMode.shell.title", { name: childName }) : t("childMode.shell.titleNoName")}
        </p>
        {childMode ? null : (
          <Link
            to="/dashboard"
            className={`inline-flex shrink-0 items-center gap-1 rounded-lg px-3 py-2 text-base font-semibold text-brand-700 underline hover:bg-brand-50 ${FOCUS_RING}`}
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t("childMode.shell.backToDashboard")}
          </Link>
        )}
      </header>
      <div className="flex-1">{children}</div>
      {childMode && showExit ? (
        <footer className="mx-auto w-full max-w-6xl px-4 pt-6 pb-5 text-right sm:px-8">
          <Link
            to={CHILD_MODE_EXIT}
            className={`inline-block rounded-lg px-3 py-2 text-sm text-slate-700 underline hover:bg-white ${FOCUS_RING}`}
          >
            {t("childMode.shell.leave")}
          </Link>
        </footer>
      ) : null}
    </div>
  );
}
