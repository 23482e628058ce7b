import { data, isRouteErrorResponse, Link } from "react-router";
import { daysBetween } from "../../../core/engine/dates.ts";
import { NotFoundPage } from "../../components/placement/not-found-page.tsx";
import { subjectTitle } from "../../components/placement/subject-words.ts";
import { ProgressReport } from "../../components/reports/progress-report.tsx";
import { servicesContext } from "../../context.ts";
import { useT } from "../../i18n/react.tsx";
import { privatePageHeaders, requireConsentedFamily, requireParent } from "../../server/auth/require-parent.server.ts";
import { REPORT_DAYS } from "../../server/reports/load-progress-report.server.ts";
import { loadReportPage } from "../../server/reports/report-page.server.ts";
import type { Route } from "./+types/progress";

const linkClass = "font-semibold text-brand-700 underline";

/**
 * A child's progress report (issue 16, PRODUCT.md §2 step 6): the day-30 report of one subject so
 * far (`?subject=math|reading`, the first placed subject by default), its PDF download and the
 * day-7 page. Only a child of the signed-in parent's consented family: anyone else's is 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const family = requireConsentedFamily(parent);
  const asked = new URL(args.request.url).searchParams.get("subject");
  const page = await loadReportPage(
    args.context.get(servicesContext).database.db,
    family.id,
    args.params.memberId,
    asked,
  );
  if (page.status === "not-found") throw data("Not found", { status: 404 });
  const member = { id: page.member.id, displayName: page.member.displayName };
  const headers = privatePageHeaders(parent);
  if (page.status === "no-placement") return data({ member, report: null }, { headers });
  return data(
    {
      member,
      report: {
        placed: page.placed,
        subject: page.subject,
        data: page.data,
        day: daysBetween(page.data.report.from, page.data.report.to) + 1,
        days: REPORT_DAYS,
      },
    },
    { headers },
  );
}

export default function Progress({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { member, report } = loaderData;
  const back = (
    <p>
      <Link to={`/member-details/${member.id}`} className={linkClass}>
        {t("reports.page.back", { name: member.displayName })}
      </Link>
    </p>
  );
  if (!report) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {back}
        <h1 className="mt-4 text-3xl font-bold text-slate-900">
          {t("reports.day30.title", { name: member.displayName })}
        </h1>
        <p className="mt-4 text-lg text-slate-800">{t("reports.page.noPlacement", { name: member.displayName })}</p>
        <p className="mt-4">
          <Link to="/dashboard" className={linkClass}>
            {t("reports.page.toDashboard")}
          </Link>
        </p>
      </main>
    );
  }
  const subject = subjectTitle(t, report.subject);
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      {back}
      {report.placed.length > 1 ? (
        <nav aria-label={t("reports.page.subjects")} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {report.placed.map((entry) => (
              <li key={entry}>
                <Link
                  to={`?subject=${entry}`}
                  aria-current={entry === report.subject ? "page" : undefined}
                  className={
                    entry === report.subject
                      ? "inline-block rounded-full bg-brand-700 px-4 py-2 font-semibold text-white"
                      : "inline-block rounded-full border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-50"
                  }
                >
                  {subjectTitle(t, entry)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-6">
        <ProgressReport data={report.data} />
      </div>
      <aside className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 text-slate-800">
        {report.day < report.days ? (
          <p>{t("reports.page.soFar", { day: report.day, days: report.days, name: member.displayName })}</p>
        ) : (
          <p>{t("reports.page.complete", { days: report.days })}</p>
        )}
        <ul className="mt-3 space-y-2">
          <li>
            {/* A file download, not a page: the browser fetches it outside the router. */}
            <a href={`/progress/${member.id}/${report.subject}.pdf`} download className={linkClass}>
              {t("reports.page.download", { subject })}
            </a>
          </li>
          <li>
            <Link to={`/progress/${member.id}/day-7?subject=${report.subject}`} className={linkClass}>
              {t("reports.page.day7Link")}
            </Link>
          </li>
        </ul>
      </aside>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
