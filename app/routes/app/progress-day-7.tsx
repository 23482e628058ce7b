import { data, isRouteErrorResponse, Link } from "react-router";
import { NotFoundPage } from "../../components/placement/not-found-page.tsx";
import { subjectTitle } from "../../components/placement/subject-words.ts";
import { ItemsInEnglishNote } from "../../components/player/items-in-english-note.tsx";
import { EvidenceAnswerCard } from "../../components/plans/evidence-answer.tsx";
import { servicesContext } from "../../context.ts";
import { useFormat, useT } from "../../i18n/react.tsx";
import { useSkillName } from "../../i18n/use-skill-name.ts";
import { privatePageHeaders, requireConsentedFamily, requireParent } from "../../server/auth/require-parent.server.ts";
import { loadDay7Page, type Day7FindingView } from "../../server/reports/day-7.server.ts";
import type { Route } from "./+types/progress-day-7";

const linkClass = "font-semibold text-brand-700 underline";

/**
 * The first-week win (issue 16, PRODUCT.md §2 step 5): for the skills worked on most in week one,
 * the question from day 1 and one from a later day side by side, with the child's answers. Where
 * there is no win yet the page says so and what to do next week. Another family's child is 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const family = requireConsentedFamily(parent);
  const asked = new URL(args.request.url).searchParams.get("subject");
  const page = await loadDay7Page(
    args.context.get(servicesContext).database.db,
    family.id,
    args.params.memberId,
    asked,
  );
  if (page.status === "not-found") throw data("Not found", { status: 404 });
  const member = { id: page.member.id, displayName: page.member.displayName };
  const headers = privatePageHeaders(parent);
  if (page.status === "no-placement") return data({ member, timeZone: page.member.timeZone, day7: null }, { headers });
  const common = { member, timeZone: page.member.timeZone, placed: page.placed, subject: page.subject };
  return data(
    {
      ...common,
      day7: {
        day: page.day7,
        status: page.status,
        findings: page.status === "ready" ? page.findings : [],
        nextSkillIds: page.status === "ready" ? page.nextSkillIds : [],
      },
    },
    { headers },
  );
}

export default function ProgressDay7({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const f = useFormat();
  const { member, day7, timeZone } = loaderData;
  const name = member.displayName;
  const subject = "subject" in loaderData ? loaderData.subject : null;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p>
        <Link to={`/progress/${member.id}${subject ? `?subject=${subject}` : ""}`} className={linkClass}>
          {t("reports.day7.back")}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t("reports.day7.title", { name })}</h1>
      {!day7 || !subject ? (
        <p className="mt-4 text-lg text-slate-800">{t("reports.page.noPlacement", { name })}</p>
      ) : (
        <>
          <p className="mt-1 text-lg text-slate-700">{subjectTitle(t, subject)}</p>
          {"placed" in loaderData && loaderData.placed.length > 1 ? (
            <nav aria-label={t("reports.page.subjects")} className="mt-4">
              <ul className="flex flex-wrap gap-2">
                {loaderData.placed.map((entry) => (
                  <li key={entry}>
                    <Link
                      to={`?subject=${entry}`}
                      aria-current={entry === subject ? "page" : undefined}
                      className={
                        entry === subject
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
          <p className="mt-4 max-w-3xl text-slate-800">{t("reports.day7.intro", { name })}</p>
          <ItemsInEnglishNote audience="parent" className="mt-2" />
          {day7.status === "too-early" ? (
            <p className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 text-lg text-slate-800">
              {t("reports.day7.tooEarly", { date: f.date(`${day7.day}T12:00:00Z`, "long", "UTC") })}
            </p>
          ) : day7.status === "no-practice" ? (
            <p className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 text-lg text-slate-800">
              {t("reports.day7.noPractice", { name })}
            </p>
          ) : (
            <Findings name={name} timeZone={timeZone} findings={day7.findings} nextSkillIds={day7.nextSkillIds} />
          )}
        </>
      )}
    </main>
  );
}

function Findings({
  name,
  timeZone,
  findings,
  nextSkillIds,
}: {
  name: string;
  timeZone: string;
  findings: Day7FindingView[];
  nextSkillIds: string[];
}) {
  const t = useT();
  const f = useFormat();
  const nameOf = useSkillName();
  const wins = findings.filter((finding) => finding.kind === "win").length;
  return (
    <>
      <section aria-labelledby="day7-summary" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="day7-summary" className="text-xl font-bold text-slate-900">
          {wins > 0 ? t("reports.day7.wins", { count: wins }) : t("reports.day7.noWin")}
        </h2>
        {wins === 0 ? (
          <p className="mt-2 text-slate-800">
            {nextSkillIds.length > 0
              ? t("reports.day7.nextWeek", { name, skills: f.list(nextSkillIds.map(nameOf)) })
              : t("reports.day7.nextWeekAll", { name })}
          </p>
        ) : null}
        {findings.some((finding) => !finding.fromCheck) ? (
          <p className="mt-2 text-slate-800">{t("reports.day7.standIn", { name })}</p>
        ) : null}
      </section>
      {findings.map((finding) => (
        <section key={finding.skillId} aria-labelledby={`skill-${finding.skillId}`} className="mt-10">
          <h2 id={`skill-${finding.skillId}`} className="text-2xl font-bold text-slate-900">
            {nameOf(finding.skillId)}
          </h2>
          <p className="mt-1 text-lg text-slate-800">
            {t(`reports.day7.kind.${finding.kind}`, { day: finding.nowDay, name })}
          </p>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            <div>
              <h3 className="mb-2 font-semibold text-slate-900">{t("reports.day7.then")}</h3>
              {finding.then ? (
                <EvidenceAnswerCard answer={finding.then} timeZone={timeZone} />
              ) : (
                <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-800">
                  {t("reports.day7.noThen")}
                </p>
              )}
            </div>
            <div>
              <h3 className="mb-2 font-semibold text-slate-900">
                {t(finding.fromCheck ? "reports.day7.nowCheck" : "reports.day7.now", { day: finding.nowDay })}
              </h3>
              <EvidenceAnswerCard answer={finding.now} timeZone={timeZone} />
            </div>
          </div>
        </section>
      ))}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
