import { data, Form, isRouteErrorResponse } from "react-router";
import { NotFoundPage } from "../../components/placement/not-found-page.tsx";
import { RangeBar, rangeScale } from "../../components/placement/range-bar.tsx";
import { gradeText, strandName, subjectWord } from "../../components/placement/subject-words.ts";
import { FOCUS_RING, LinkButton } from "../../components/ui/link-button.tsx";
import { servicesContext } from "../../context.ts";
import { useT } from "../../i18n/react.tsx";
import { useSkillName } from "../../i18n/use-skill-name.ts";
import { privatePageHeaders, requireConsentedFamily, requireParent } from "../../server/auth/require-parent.server.ts";
import { getPlacementResult, type SkillFinding } from "../../server/placement/get-placement-result.server.ts";
import type { Route } from "./+types/placement-result";
import { ChangesData } from "../../components/demo/read-only.tsx";

/** /placement/{memberId}/{subject}/result: what the check found, per strand, as ranges (issue 12 §2). */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const family = requireConsentedFamily(parent);
  const { memberId, subject } = args.params;
  const view = await getPlacementResult(args.context.get(servicesContext).database.db, family.id, memberId, subject);
  if (view.status === "not-found") throw data("Not found", { status: 404 });
  return data({ view, memberId, subject }, { headers: privatePageHeaders(parent) });
}

function FindingLine({ finding }: { finding: SkillFinding }) {
  const t = useT();
  const nameOf = useSkillName();
  return (
    <>
      <span className="font-semibold text-slate-900">
        {t("placement.result.skillGrade", { name: nameOf(finding.skillId), grade: finding.grade })}
      </span>{" "}
      <span className="text-slate-600">· {t("placement.result.skillEvidence", { count: finding.questions })}</span>
    </>
  );
}

/** The gaps, open: they are what the plan starts with. */
function Gaps({ findings }: { findings: SkillFinding[] }) {
  const t = useT();
  return (
    <section aria-labelledby="gaps" className="mt-10">
      <h2 id="gaps" className="text-2xl font-bold text-slate-900">
        {t("placement.result.gaps")}
      </h2>
      {findings.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("placement.result.none")}</p>
      ) : (
        <>
          <p className="mt-1 text-slate-700">{t("placement.result.gapsIntro")}</p>
          <ul className="mt-3 space-y-2">
            {findings.map((finding) => (
              <li key={finding.skillId} className="rounded-lg border border-slate-200 bg-white p-3">
                <FindingLine finding={finding} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * What the child showed they know, one collapsed group per strand: a finished check can list
 * dozens of skills, and the gaps and the plan matter more on a phone.
 */
function Known({ findings }: { findings: SkillFinding[] }) {
  const t = useT();
  const strands = [...new Set(findings.map((finding) => finding.strand))];
  return (
    <section aria-labelledby="known" className="mt-10">
      <h2 id="known" className="text-2xl font-bold text-slate-900">
        {t("placement.result.known")}
      </h2>
      {findings.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("placement.result.none")}</p>
      ) : (
        <>
          <p className="mt-1 text-slate-700">{t("placement.result.knownIntro")}</p>
          <div className="mt-3 space-y-2">
            {strands.map((strand) => {
              const inStrand = findings.filter((finding) => finding.strand === strand);
              return (
                <details key={strand} className="rounded-lg border border-slate-200 bg-white">
                  <summary className={`cursor-pointer p-3 font-semibold text-slate-900 ${FOCUS_RING}`}>
                    {t("placement.result.knownStrand", { strand: strandName(t, strand), count: inStrand.length })}
                  </summary>
                  <ul className="space-y-1 px-3 pb-3">
                    {inStrand.map((finding) => (
                      <li key={finding.skillId}>
                        <FindingLine finding={finding} />
                      </li>
                    ))}
                  </ul>
                </details>
              );
            })}
          </div>
        </>
      )}
    </section>
  );
}

export default function PlacementResult({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { view, memberId, subject: subjectId } = loaderData;
  const subject = subjectWord(t, subjectId);
  if (view.status !== "ready") {
    const name = "childName" in view ? view.childName : "";
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">{t("placement.result.eyebrow", { name, subject })}</h1>
        {view.status === "no-estimate" ? (
          <>
            <p className="mt-4 text-lg text-slate-800">{t("placement.result.noEstimate", { name })}</p>
            <ChangesData>
              <Form method="post" action={`/placement/${memberId}/${subjectId}`} className="mt-6">
                <button
                  type="submit"
                  name="intent"
                  value="start"
                  className={`rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white ${FOCUS_RING}`}
                >
                  {t("placement.result.restart")}
                </button>
              </Form>
            </ChangesData>
          </>
        ) : (
          <>
            <p className="mt-4 text-lg text-slate-800">
              {view.status === "in-progress"
                ? t("placement.result.inProgress", { name, count: view.answered })
                : t("placement.result.notStarted")}
            </p>
            <ChangesData>
              <p className="mt-6">
                <LinkButton to={`/placement/${memberId}/${subjectId}`} size="lg">
                  {t("placement.result.continue")}
                </LinkButton>
              </p>
            </ChangesData>
          </>
        )}
      </main>
    );
  }
  const name = view.childName;
  const scale = rangeScale([view.overall, ...view.strands], view.grade);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <p className="font-semibold text-brand-700">{t("placement.result.eyebrow", { name, subject })}</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900 sm:text-4xl">
        {t("placement.result.title", { name, level: gradeText(t, view.overall.level), subject })}
      </h1>
      <p className="mt-3 text-lg text-slate-800">
        {t("placement.result.range", {
          low: gradeText(t, view.overall.low),
          high: gradeText(t, view.overall.high),
          count: view.itemsAnswered,
        })}
      </p>
      <RangeBar {...view.overall} grade={view.grade} scale={scale} />
      {view.overall.wide ? <p className="mt-6 text-slate-700">{t("placement.result.wide")}</p> : null}
      {view.rapidGuesses > 0 ? (
        <p className="mt-2 text-slate-700">{t("placement.result.rapid", { count: view.rapidGuesses })}</p>
      ) : null}
      {view.dontKnows > 0 ? (
        <p className="mt-2 text-slate-700">{t("placement.result.dontKnows", { count: view.dontKnows })}</p>
      ) : null}
      <Gaps findings={view.gaps} />
      <div className="mt-8 flex flex-wrap gap-3">
        <LinkButton to={`/learning-plan/${memberId}?subject=${subjectId}`} size="lg">
          {t("placement.result.toPlan")}
        </LinkButton>
        <LinkButton to={`/member-details/${memberId}`} size="lg" variant="secondary">
          {t("placement.result.toDetails")}
        </LinkButton>
      </div>
      <section className="mt-10">
        <h2 className="text-2xl font-bold text-slate-900">{t("placement.result.byStrand")}</h2>
        <ul className="mt-4 space-y-6">
          {view.strands.map((strand) => (
            <li key={strand.strand}>
              <p className="text-lg font-semibold text-slate-900">
                {t("placement.result.strandLine", {
                  strand: strandName(t, strand.strand),
                  level: gradeText(t, strand.level),
                })}
              </p>
              <p className="text-slate-700">
                {t(strand.wide ? "placement.result.strandWide" : "placement.result.strandRange", {
                  low: gradeText(t, strand.low),
                  high: gradeText(t, strand.high),
                })}
              </p>
              <RangeBar {...strand} grade={view.grade} scale={scale} />
            </li>
          ))}
        </ul>
      </section>
      <Known findings={view.known} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
