import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import { QuestionFields } from "../../components/items/question-fields.tsx";
import { PageHeader } from "../../components/marketing/page-header.tsx";
import { FOCUS_RING, LinkButton } from "../../components/ui/link-button.tsx";
import { REGISTER_PATH } from "../../config/navigation.ts";
import { servicesContext } from "../../context.ts";
import { MATH_STRANDS, READING_STRANDS } from "../../../core/curriculum/types.ts";
import { answerPracticeCheck, loadPracticeCheck } from "../../server/practice-check/practice-check.server.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import type { Route } from "./+types/staar-full-check";

/** A practice check belongs to whoever has its link; it is never indexed. */
export const handle = { noindex: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await loadPracticeCheck(context.get(servicesContext).database.db, params.checkId);
  if (!view) throw data("No such practice check", { status: 404 });
  return view;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readFormFields(request);
  const outcome = await answerPracticeCheck(context.get(servicesContext).database.db, params.checkId, form);
  if (outcome.status === "not-found") throw data("No such practice check", { status: 404 });
  if (outcome.status === "invalid") return data({ error: outcome.message }, { status: 400 });
  // Recorded, or a repeat of an answer already recorded: show whatever comes next.
  return redirect(`/staar-full/${params.checkId}`);
}

const STRAND_NAMES: Record<string, string> = { ...MATH_STRANDS, ...READING_STRANDS };

function gradeText(level: number): string {
  return `grade ${level.toFixed(1)}`;
}

export default function StaarFullCheck({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (loaderData.kind === "question") {
    const { question, passage } = loaderData;
    return (
      <main id="main" className={`mx-auto px-4 py-12 sm:px-6 ${passage ? "max-w-6xl" : "max-w-3xl"}`}>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Practice check · question {question.number}
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">
          {passage ? "Read, then answer as best you can" : "Answer as best you can"}
        </h1>
        <div className={passage ? "mt-6 grid gap-8 lg:grid-cols-2 lg:items-start" : ""}>
          {passage ? (
            <article
              aria-labelledby="passage-title"
              className="rounded-xl border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-4 lg:max-h-[85vh] lg:overflow-y-auto"
              tabIndex={0}
            >
              <h2 id="passage-title" className="text-xl font-bold text-slate-900">
                {passage.title}
              </h2>
              {passage.paragraphs.map((paragraph, index) => (
                <p key={index} className="mt-3 text-lg leading-relaxed text-slate-900">
                  {paragraph}
                </p>
              ))}
            </article>
          ) : null}
          <Form method="post" className="mt-6 space-y-6 lg:mt-0" key={question.itemId}>
            <input type="hidden" name="itemId" value={question.itemId} />
            <QuestionFields question={question} error={actionData?.error} />
            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                name="intent"
                value="answer"
                disabled={navigation.state === "submitting"}
                className={`rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-900 disabled:opacity-60 ${FOCUS_RING}`}
              >
                Next
              </button>
              <button
                type="submit"
                name="intent"
                value="dont-know"
                disabled={navigation.state === "submitting"}
                className={`rounded-lg border border-slate-500 px-6 py-3 text-lg font-semibold text-slate-800 hover:bg-slate-100 ${FOCUS_RING}`}
              >
                I don&apos;t know this yet
              </button>
            </div>
          </Form>
        </div>
      </main>
    );
  }
  const { result, grade, subject } = loaderData;
  return (
    <main id="main">
      <PageHeader
        eyebrow="Practice check summary"
        title={`Working at about ${gradeText(result.overall.level)} in ${subject}`}
      >
        Most likely between {gradeText(result.overall.low)} and {gradeText(result.overall.high)}, from{" "}
        {result.itemsAnswered} questions
        {result.dontKnows > 0 ? `, ${result.dontKnows} of them answered "I don't know this yet"` : ""}.
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <h2 className="text-2xl font-bold text-slate-900">By area</h2>
        <p className="mt-2 text-slate-700">
          With only a few questions per area, these ranges are wide. A Brightpath placement check narrows them and finds
          the exact skills to work on.
        </p>
        <table className="mt-4 w-full border-collapse text-left">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">
                Area
              </th>
              <th scope="col" className="py-2 pr-4">
                Working at about
              </th>
              <th scope="col" className="py-2">
                Likely range
              </th>
            </tr>
          </thead>
          <tbody>
            {result.strands.map((strand) => (
              <tr key={strand.strand} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-4 font-medium">
                  {STRAND_NAMES[strand.strand] ?? strand.strand}
                </th>
                <td className="py-2 pr-4">{gradeText(strand.level)}</td>
                <td className="py-2">
                  {gradeText(strand.low)} – {gradeText(strand.high)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-6 text-slate-800">
          {result.overall.high < grade
            ? `Your child is likely working below grade ${grade} in some areas. A plan that starts at the edge of what they know can close that gap, 20 minutes a day.`
            : `Your child is likely working at or near grade ${grade}. A plan can find and close the specific gaps that remain, and keep them moving.`}{" "}
          This is a practice check, not a STAAR score.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <LinkButton to={REGISTER_PATH} size="lg">
            Start Their Catch-Up Plan
          </LinkButton>
          <LinkButton to="/staar-full" size="lg" variant="secondary">
            Take another practice check
          </LinkButton>
        </div>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">We couldn&apos;t find that practice check</h1>
      <p className="mt-4 text-lg text-slate-700">
        Practice checks are kept for 30 days. You can start a new one at any time.
      </p>
      <p className="mt-6">
        <Link to="/staar-full" className="font-semibold text-brand-700 underline">
          Start a practice check
        </Link>
      </p>
    </main>
  );
}
