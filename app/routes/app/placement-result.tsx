import { data, Form, isRouteErrorResponse, Link } from "react-router";
import { MATH_STRANDS, READING_STRANDS } from "../../../core/curriculum/types.ts";
import {
  gradeText,
  RESULT_COPY as COPY,
  PLACEMENT_COPY,
  SUBJECT_NAMES,
} from "../../components/placement/placement-copy.ts";
import { RangeBar, rangeScale } from "../../components/placement/range-bar.tsx";
import { FOCUS_RING, LinkButton } from "../../components/ui/link-button.tsx";
import { servicesContext } from "../../context.ts";
import { privatePageHeaders, requireConsentedFamily, requireParent } from "../../server/auth/require-parent.server.ts";
import { getPlacementResult, type SkillFinding } from "../../server/placement/get-placement-result.server.ts";
import type { Route } from "./+types/placement-result";

const STRAND_NAMES: Record<string, string> = { ...MATH_STRANDS, ...READING_STRANDS };

/** /placement/{memberId}/{subject}/result: what the check found, per strand, as ranges (issue 12 §2). */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const family = requireConsentedFamily(parent);
  const { memberId, subject } = args.params;
  const view = await getPlacementResult(args.context.get(servicesContext).database.db, family.id, memberId, subject);
  if (view.status === "not-found") throw data("Not found", { status: 404 });
  return data({ view, memberId, subject }, { headers: privatePageHeaders(parent) });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const view = loaderData?.view;
  const name = view && "childName" in view ? view.childName : "";
  return [
    { title: `${COPY["placement.result.eyebrow"](name, SUBJECT_NAMES[loaderData?.subject ?? ""] ?? "")} | Brightpath` },
  ];
}

function Findings({ title, findings }: { title: string; findings: SkillFinding[] }) {
  return (
    <section className="mt-8">
      <h2 className="text-2xl font-bold text-slate-900">{title}</h2>
      {findings.length === 0 ? (
        <p className="mt-2 text-slate-700">{COPY["placement.result.none"]}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {findings.map((finding) => (
            <li key={finding.skillId} className="rounded-lg border border-slate-200 bg-white p-3">
              <p className="font-semibold text-slate-900">
                {finding.name} <span className="font-normal text-slate-600">(grade {finding.grade})</span>
              </p>
              <p className="text-slate-700">{finding.reason}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function PlacementResult({ loaderData }: Route.ComponentProps) {
  const { view, memberId, subject } = loaderData;
  const subjectName = SUBJECT_NAMES[subject] ?? subject;
  if (view.status !== "ready") {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">
          {COPY["placement.result.eyebrow"]("childName" in view ? view.childName : "", subjectName)}
        </h1>
        {view.status === "no-estimate" ? (
          <>
            <p className="mt-4 text-lg text-slate-800">{COPY["placement.result.noEstimate"](view.childName)}</p>
            <Form method="post" action={`/placement/${memberId}/${subject}`} className="mt-6">
              <button
                type="submit"
                name="intent"
                value="start"
                className={`rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white ${FOCUS_RING}`}
              >
                {COPY["placement.result.restart"]}
              </button>
            </Form>
          </>
        ) : (
          <>
            <p className="mt-4 text-lg text-slate-800">
              {view.status === "in-progress"
                ? COPY["placement.result.inProgress"](view.childName, view.answered)
                : COPY["placement.result.notStarted"]}
            </p>
            <p className="mt-6">
              <LinkButton to={`/placement/${memberId}/${subject}`} size="lg">
                {COPY["placement.result.continue"]}
              </LinkButton>
            </p>
          </>
        )}
      </main>
    );
  }
  const scale = rangeScale([view.overall, ...view.strands], view.grade);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <p className="font-semibold text-brand-700">{COPY["placement.result.eyebrow"](view.childName, subjectName)}</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900 sm:text-4xl">
        {COPY["placement.result.title"](view.childName, gradeText(view.overall.level), subjectName)}
      </h1>
      <p className="mt-3 text-lg text-slate-800">
        {COPY["placement.result.range"](gradeText(view.overall.low), gradeText(view.overall.high), view.itemsAnswered)}
      </p>
      <RangeBar {...view.overall} grade={view.grade} scale={scale} />
      {view.overall.wide ? <p className="mt-6 text-slate-700">{COPY["placement.result.wide"]}</p> : null}
      <p className="mt-2 text-slate-700">
        {view.rapidGuesses > 0 ? `${COPY["placement.result.rapid"](view.rapidGuesses)} ` : ""}
        {view.dontKnows > 0 ? COPY["placement.result.dontKnows"](view.dontKnows) : ""}
      </p>
      <section className="mt-10">
        <h2 className="text-2xl font-bold text-slate-900">{COPY["placement.result.byStrand"]}</h2>
        <ul className="mt-4 space-y-6">
          {view.strands.map((strand) => (
            <li key={strand.strand}>
              <p className="text-lg font-semibold text-slate-900">
                {COPY["placement.result.strandLine"](
                  STRAND_NAMES[strand.strand] ?? strand.strand,
                  gradeText(strand.level),
                )}
                <span className="font-normal text-slate-700">
                  {" "}
                  ({COPY["placement.result.strandRange"](gradeText(strand.low), gradeText(strand.high))}
                  {strand.wide ? "; a wide range" : ""})
                </span>
              </p>
              <RangeBar {...strand} grade={view.grade} scale={scale} />
            </li>
          ))}
        </ul>
      </section>
      <Findings title={COPY["placement.result.gaps"]} findings={view.gaps} />
      <Findings title={COPY["placement.result.known"]} findings={view.known} />
      <div className="mt-10 flex flex-wrap gap-3">
        <LinkButton to={`/learning-plan/${memberId}?subject=${subject}`} size="lg">
          {COPY["placement.result.toPlan"]}
        </LinkButton>
        <LinkButton to={`/member-details/${memberId}`} size="lg" variant="secondary">
          {COPY["placement.result.toDetails"]}
        </LinkButton>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{PLACEMENT_COPY["placement.notFound.title"]}</h1>
      <p className="mt-4 text-lg text-slate-700">{PLACEMENT_COPY["placement.notFound.body"]}</p>
      <p className="mt-6">
        <Link to="/dashboard" className="font-semibold text-brand-700 underline">
          {PLACEMENT_COPY["placement.notFound.back"]}
        </Link>
      </p>
    </main>
  );
}
