import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import { QuestionFields } from "../../components/items/question-fields.tsx";
import { PageHeader } from "../../components/marketing/page-header.tsx";
import { Button } from "../../components/ui/button.tsx";
import { LinkButton } from "../../components/ui/link-button.tsx";
import { REGISTER_PATH } from "../../config/navigation.ts";
import { servicesContext } from "../../context.ts";
import { localizePath } from "../../i18n/locales.ts";
import { useFormat, useLocalizedPath, useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { answerPracticeCheck, loadPracticeCheck } from "../../server/practice-check/practice-check.server.ts";
import { levelIsBeyondScale } from "../../server/practice-check/level-range.ts";
import { rangeText } from "../../components/marketing/level-range-text.ts";
import type { CheckSummary } from "../../server/practice-check/check-summary.ts";
import type { Translate } from "../../i18n/message-format.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import type { FrameHandle } from "./layout.tsx";
import type { Route } from "./+types/staar-full-check";

/**
 * A practice check belongs to whoever has its link; it is never indexed. While a child answers,
 * the page is a calm frame without the site's header and footer (issue 18); the summary, for the
 * parent, is a normal page of the site.
 */
export const handle = {
  noindex: true,
  frame: (loaderData: unknown) =>
    (loaderData as { kind?: string } | undefined)?.kind === "question" ? "calm" : "site",
} satisfies FrameHandle & { noindex: boolean };

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
  // Recorded, or a repeat of an answer already recorded: show whatever comes next (in the page's language).
  return redirect(localizePath(`/staar-full/${params.checkId}`, await requestLocale(context)));
}

/** The closing sentence, from the same summary as the headline and the table (check-summary.ts). */
function closingText(t: Translate, list: (items: readonly string[]) => string, summary: CheckSummary): string {
  const { grade } = summary;
  switch (summary.closing) {
    case "areas-below":
      return t("marketing.check.summary.closing.areasBelow", {
        grade,
        count: summary.areasBelow.length,
        areas: list(summary.areasBelow.map((strand) => t(`placement.strand.${strand}`))),
      });
    case "all-areas-below":
      return t("marketing.check.summary.closing.allBelow", { grade });
    case "below-unknown-areas":
      return t("marketing.check.summary.closing.belowUnknown", { grade });
    case "at-or-above":
      return t("marketing.check.summary.closing.atOrAbove", { grade });
    case "unclear":
      return t("marketing.check.summary.closing.unclear", { grade });
  }
}

export default function StaarFullCheck({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT();
  const f = useFormat();
  const localized = useLocalizedPath();
  if (loaderData.kind === "question") {
    const { question, passage } = loaderData;
    const submitting = navigation.state === "submitting";
    return (
      <main id="main" className={`mx-auto px-4 py-8 sm:px-6 sm:py-12 ${passage ? "max-w-6xl" : "max-w-3xl"}`}>
        <p className="text-base font-semibold text-brand-700">
          {t("marketing.check.progress", { number: question.number, total: question.maxQuestions })}
        </p>
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-brand-100" role="presentation" aria-hidden="true">
          <div
            className="h-full rounded-full bg-brand-600"
            style={{ width: `${Math.min(100, (question.number / question.maxQuestions) * 100)}%` }}
          />
        </div>
        <h1 className="mt-6 text-2xl font-bold text-slate-900 sm:text-3xl">
          {passage ? t("marketing.check.readThenAnswer") : t("marketing.check.answer")}
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
              <Button type="submit" name="intent" value="answer" size="lg" disabled={submitting}>
                {t("marketing.check.next")}
              </Button>
              <Button type="submit" name="intent" value="dont-know" size="lg" variant="secondary" disabled={submitting}>
                {t("marketing.check.dontKnow")}
              </Button>
            </div>
          </Form>
        </div>
        <p className="mt-10 text-sm text-slate-600">{t("marketing.check.calmNote")}</p>
      </main>
    );
  }
  const { result, subject, summary } = loaderData;
  const subjectName = t(`placement.subject.${subject}`);
  const { grade } = summary;
  const areaName = (strand: string) => t(`placement.strand.${strand}`);
  return (
    <main id="main">
      <PageHeader
        eyebrow={t("marketing.check.summary.eyebrow")}
        title={t(`marketing.check.summary.title.${summary.overall.standing}`, { grade, subject: subjectName })}
      >
        {levelIsBeyondScale(summary.overall.range)
          ? t("marketing.check.summary.edgeText", { count: result.itemsAnswered, dontKnows: result.dontKnows })
          : t("marketing.check.summary.rangeText", {
              range: rangeText(t, summary.overall.range),
              count: result.itemsAnswered,
              dontKnows: result.dontKnows,
            })}
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h2 className="text-2xl font-bold text-slate-900">{t("marketing.check.summary.byArea")}</h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t("marketing.check.summary.byAreaText")}</p>
        <div className="mt-4 max-w-4xl overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4">
                  {t("marketing.check.summary.area")}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t("marketing.check.summary.compared", { grade })}
                </th>
                <th scope="col" className="py-2">
                  {t("marketing.check.summary.likelyRange")}
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.areas.map((area) => (
                <tr key={area.strand} className="border-b border-slate-200" data-standing={area.standing}>
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {areaName(area.strand)}
                  </th>
                  <td className="py-2 pr-4">
                    {area.standing === "not-asked"
                      ? t("marketing.check.summary.notAsked")
                      : t(`marketing.check.summary.standing.${area.standing}`, { grade })}
                  </td>
                  <td className="py-2">{area.standing === "not-asked" ? null : rangeText(t, area.range)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-2 max-w-3xl text-sm text-slate-600">{t("marketing.check.summary.scale")}</p>
        <p className="mt-6 max-w-3xl text-slate-800" data-closing={summary.closing}>
          {closingText(t, f.list, summary)} {t("marketing.check.summary.notStaar")}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <LinkButton to={REGISTER_PATH} size="lg">
            {t("home.cta.start")}
          </LinkButton>
          <LinkButton to={localized("/staar-full")} size="lg" variant="secondary">
            {t("marketing.check.again")}
          </LinkButton>
        </div>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const localized = useLocalizedPath();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("marketing.check.notFound.title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("marketing.check.notFound.text")}</p>
      <p className="mt-6">
        <Link to={localized("/staar-full")} className="font-semibold text-brand-700 underline">
          {t("marketing.check.notFound.action")}
        </Link>
      </p>
    </main>
  );
}
