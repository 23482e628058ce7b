import { useId, type ReactNode } from "react";
import { useT } from "../../i18n/react.tsx";
import { AccuracyChart } from "./accuracy-chart.tsx";
import { MinutesChart } from "./minutes-chart.tsx";
import { periodText, practiceDays, reportSkillName, type ProgressReportData } from "./report-words.ts";
import { StrandChart } from "./strand-chart.tsx";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SkillList({ ids, ordered = false }: { ids: readonly string[]; ordered?: boolean }) {
  const t = useT();
  const items = ids.map((id) => <li key={id}>{reportSkillName(t, id)}</li>);
  return ordered ? (
    <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-800">{items}</ol>
  ) : (
    <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">{items}</ul>
  );
}

/**
 * The day-30 progress report (PRODUCT.md §2 step 6, issue 16) over the engine's `day30Report`
 * output: skills mastered (confirmed on a later day), skills retained on delayed review, minutes
 * by day, accuracy by week, strand placements then and now with their ranges, quick answers, and
 * next month's plan. Pure: the page that loads it (and the demo) passes the data in; the PDF
 * (app/server/reports/report-pdf.server.tsx) words the same facts through report-words.ts.
 */
export function ProgressReport({ data }: { data: ProgressReportData }) {
  const t = useT();
  const { report, childName: name } = data;
  return (
    <article className="mx-auto max-w-5xl">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{t("reports.day30.title", { name })}</h1>
        <p className="mt-1 text-lg text-slate-700">{periodText(t, data)}</p>
      </header>

      <Section title={t("reports.day30.summary.title")}>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {[
            t("reports.day30.summary.practice", { minutes: report.totalMinutes, days: practiceDays(report) }),
            t("reports.day30.summary.mastered", { count: report.mastered.length }),
            t("reports.day30.summary.retained", { count: report.retained.length }),
            t("reports.day30.summary.rapid", { count: report.rapidGuesses }),
          ].map((line) => (
            <li key={line} className="rounded-xl border border-slate-200 bg-white p-4 font-semibold text-slate-900">
              {line}
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t("reports.day30.mastered.title")}>
        <p className="mt-1 text-slate-700">{t("reports.day30.mastered.intro", { name })}</p>
        {report.mastered.length > 0 ? (
          <SkillList ids={report.mastered} />
        ) : (
          <p className="mt-2 text-slate-800">{t("reports.day30.mastered.none")}</p>
        )}
      </Section>

      <Section title={t("reports.day30.retained.title")}>
        <p className="mt-1 text-slate-700">{t("reports.day30.retained.intro", { name })}</p>
        {report.retained.length > 0 ? (
          <SkillList ids={report.retained} />
        ) : (
          <p className="mt-2 text-slate-800">{t("reports.day30.retained.none")}</p>
        )}
      </Section>

      <MinutesChart report={report} />
      <AccuracyChart report={report} />
      <StrandChart strands={report.strands} childName={name} />

      <Section title={t("reports.day30.rapid.title")}>
        <p className="mt-1 text-slate-800">{t("reports.day30.rapid.text", { count: report.rapidGuesses })}</p>
      </Section>

      <Section title={t("reports.day30.next.title")}>
        {report.nextTargets.length > 0 ? (
          <>
            <p className="mt-1 text-slate-700">{t("reports.day30.next.intro", { name })}</p>
            <SkillList ids={report.nextTargets} ordered />
          </>
        ) : (
          <p className="mt-1 text-slate-800">{t("reports.day30.next.none")}</p>
        )}
      </Section>
    </article>
  );
}
