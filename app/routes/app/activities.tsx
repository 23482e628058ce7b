import { data, Link, useLocation, useSearchParams } from "react-router";
import { useEnhanced } from "../../components/player/fields/use-enhanced.ts";
import { ItemsInEnglishNote } from "../../components/player/items-in-english-note.tsx";
import { ChildSessions } from "../../components/sessions/child-sessions.tsx";
import { servicesContext } from "../../context.ts";
import { useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { createT } from "../../i18n/translate.ts";
import { privatePageHeaders, requireParent } from "../../server/auth/require-parent.server.ts";
import { getFamilyAccess } from "../../server/billing/get-family-access.server.ts";
import { listChildren } from "../../server/children/list-children.server.ts";
import { listFamilySessions } from "../../server/sessions/list-family-sessions.server.ts";
import type { Route } from "./+types/activities";
import { ChangesData } from "../../components/demo/read-only.tsx";

/**
 * SPEC.md §2 /activities (issue 13): each child's session for today (planned by the engine, stored,
 * resumed), this week's practice and the recent sessions. A family whose sessions are paused by
 * billing sees the way to the plan page instead of a session.
 */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const services = args.context.get(servicesContext);
  const family = parent.family?.hasCOPPAVerification === true ? parent.family : null;
  const now = new Date();
  const children = family ? await listChildren(services.database.db, family.id) : [];
  const access = family ? await getFamilyAccess(services, family.id, now) : null;
  const views = family
    ? await listFamilySessions(services.database.db, family.id, children, {
        canStartSessions: access?.canStartSessions ?? false,
        now,
      })
    : [];
  const description = createT(await requestLocale(args.context))("sessions.list.description");
  return data({ children: views, description }, { headers: privatePageHeaders(parent) });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ name: "description", content: loaderData.description }] : [];
}

/**
 * Parent mode is on when the top bar's Activities link sent the navigation flag, or ?mode=parent.
 * The flag lives in the browser's history entry, which the server never sees: it is read only once
 * the page is hydrated, so a reload of a flagged entry hydrates the server's HTML first (no React
 * #418) and turns parent mode on right after.
 */
function useParentMode(): boolean {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const hydrated = useEnhanced();
  const state = location.state as { parentMode?: unknown } | null;
  return searchParams.get("mode") === "parent" || (hydrated && state?.parentMode === true);
}

export default function Activities({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const parentMode = useParentMode();
  const { children } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("sessions.list.title")}</h1>
        <p className="text-lg text-slate-700">{t("sessions.list.intro")}</p>
        <ItemsInEnglishNote audience="parent" />
        <p role="status" className="rounded-lg border border-brand-700 bg-brand-50 p-3 text-slate-900">
          {parentMode ? (
            <>
              <strong>{t("sessions.list.parentOn")}</strong> {t("sessions.list.parentOnBody")}{" "}
              <Link to="/activities" state={{ parentMode: false }} className="font-semibold text-brand-700 underline">
                {t("sessions.list.turnOff")}
              </Link>
            </>
          ) : (
            <>
              {t("sessions.list.parentOff")}{" "}
              <Link to="/activities?mode=parent" className="font-semibold text-brand-700 underline">
                {t("sessions.list.turnOn")}
              </Link>
            </>
          )}
        </p>
      </header>
      {children.length === 0 ? (
        <section className="rounded-xl border border-slate-200 bg-white p-6">
          <h2 className="text-xl font-bold text-slate-900">{t("sessions.list.noChildren.title")}</h2>
          <p className="mt-2 text-slate-700">{t("sessions.list.noChildren.body")}</p>
          <ChangesData>
            <Link to="/child-setup" className="mt-4 inline-block font-semibold text-brand-700 underline">
              {t("sessions.list.noChildren.add")}
            </Link>
          </ChangesData>
        </section>
      ) : null}
      {children.map((child) => (
        <ChildSessions key={child.id} child={child} />
      ))}
    </main>
  );
}
