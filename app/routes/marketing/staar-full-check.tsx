import { data, Form, isRouteErrorResponse, redirect, useNavigation } from "react-router";
import { QuestionFields } from "../../components/items/question-fields.tsx";
import { PageHeader } from "../../components/marketing/page-header.tsx";
import { AppLink } from "../../components/ui/app-link.tsx";
import { FOCUS_RING, LinkButton } from "../../components/ui/link-button.tsx";
import { REGISTER_PATH } from "../../config/navigation.ts";
import { servicesContext } from "../../context.ts";
import { localizePath } from "../../i18n/locales.ts";
import type { Translate } from "../../i18n/message-format.ts";
import { useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { answerPracticeCheck, loadPracticeCheck } from "../../server/practice-check/practice-check.server.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import type { Route } from "./+types/staar-full-check";

/** A practice check belongs to whoever has its link; it is never indexed. */
export const handle = { noindex: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await loadPracticeCheck(context.get(servicesContext).database.db, params.checkId);
  if (!view) throw data(null, { status: 404 });
  return view;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readFormFields(request);
  const outcome = await answerPracticeCheck(context.get(servicesContext).database.db, params.checkId, form);
  if (outcome.status === "not-found") throw data(null, { status: 404 });
  if (outcome.status === "invalid") return data({ error: outcome.message }, { status: 400 });
  // Recorded, or a repeat of an answer already recorded: show whatever comes next.
  return redirect(localizePath(`/staar-full/${params.checkId}`, await requestLocale(context)));
}

/** An area's name as the placement pages word it ("placement.strand.<id>"), else its id. */
function strandName(t: Translate, strand: string): string {
  return t.has(`placement.strand.${strand}`) ? t(`placement.strand.${strand}`) : strand;
}

function gradeText(t: Translate, level: number): string {
  return t("staarFull.check.grade", { level: level.toFixed(1) });
}

export default function StaarFullCheck({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT();
  if (loaderData.kind === "question") {
    const { question, passage } = loaderData;
    return (
      <main id="main" className={`mx-auto px-4 py-12 sm:px-6 ${passage ? "max-w-6xl" : "max-w-3xl"}`}>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {t("staarFull.check.eyebrow", { number: question.number })}
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">
          {passage ? t("staarFull.check.readThenAnswer") : t("staarFull.check.answer")}
        </h1>
        {t.locale === "en" ? null : <p className="mt-2 text-slate-700">{t("staarFull.check.inEnglish")}</p>}
        <div className={passage ? "mt-6 grid gap-8 lg:grid-cols-2 lg:items-start" : ""}>
          {passage ? (
            <article
              aria-labelledby="passage-title"
              lang="en"
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
                {t("staarFull.check.next")}
              </button>
              <button
                type="submit"
                name="intent"
                value="dont-know"
                disabled={navigation.state === "submitting"}
                className={`rounded-lg border border-slate-500 px-6 py-3 text-lg font-semibold text-slate-800 hover:bg-slate-100 ${FOCUS_RING}`}
              >
                {t("staarFull.check.dontKnow")}
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
        eyebrow={t("staarFull.summary.eyebrow")}
        title={t("staarFull.summary.title", { grade: gradeText(t, result.overall.level), subject })}
      >
        {t("staarFull.summary.range", {
          low: gradeText(t, result.overall.low),
          high: gradeText(t, result.overall.high),
          count: result.itemsAnswered,
          dontKnows: result.dontKnows,
        })}
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <h2 className="text-2xl font-bold text-slate-900">{t("staarFull.summary.byArea")}</h2>
        <p className="mt-2 text-slate-700">{t("staarFull.summary.byAreaNote")}</p>
        <table className="mt-4 w-full border-collapse text-left">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">
                {t("staarFull.summary.area")}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t("staarFull.summary.workingAt")}
              </th>
              <th scope="col" className="py-2">
                {t("staarFull.summary.likelyRange")}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.strands.map((strand) => (
              <tr key={strand.strand} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-4 font-medium">
                  {strandName(t, strand.strand)}
                </th>
                <td className="py-2 pr-4">{gradeText(t, strand.level)}</td>
                <td className="py-2">
                  {gradeText(t, strand.low)} – {gradeText(t, strand.high)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-6 text-slate-800">
          {result.overall.high < grade
            ? t("staarFull.summary.below", { grade })
            : t("staarFull.summary.near", { grade })}{" "}
          {t("staarFull.summary.notStaar")}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <LinkButton to={REGISTER_PATH} size="lg">
            {t("staarFull.summary.startPlan")}
          </LinkButton>
          <LinkButton to="/staar-full" size="lg" variant="secondary">
            {t("staarFull.summary.another")}
          </LinkButton>
        </div>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("staarFull.notFound.title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("staarFull.notFound.text")}</p>
      <p className="mt-6">
        <AppLink to="/staar-full" className="font-semibold text-brand-700 underline">
          {t("staarFull.notFound.start")}
        </AppLink>
      </p>
    </main>
  );
}
