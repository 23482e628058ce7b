import type { ReactNode } from "react";
import { Form } from "react-router";
import { useFormat, useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { createT } from "../../i18n/translate.ts";
import { PageHeader } from "../../components/marketing/page-header.tsx";
import { LinkButton, FOCUS_RING } from "../../components/ui/link-button.tsx";
import { RadioCard } from "../../components/ui/radio-card.tsx";
import { REGISTER_PATH } from "../../config/navigation.ts";
import type { Route } from "./+types/explore-options";

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ name: "description", content: loaderData.description }] : [];
}

/** Subject and involvement ids with the catalog keys of their words. */
const SUBJECTS = { math: "children.subject.math", reading: "children.subject.reading" } as const;
const INVOLVEMENT = {
  "side-by-side": {
    label: "children.involvement.side-by-side.label",
    text: "content.explore.involvement.side-by-side.text",
  },
  "check-ins": {
    label: "children.involvement.check-ins.label",
    text: "content.explore.involvement.check-ins.text",
  },
  independent: {
    label: "children.involvement.independent.label",
    text: "content.explore.involvement.independent.text",
  },
} as const;
type Involvement = keyof typeof INVOLVEMENT;
const GRADES = [3, 4, 5, 6, 7, 8] as const;

/** PRODUCT.md §2: grades 3-5 default to side by side; older children to check-ins. */
export function defaultInvolvement(grade: number): Involvement {
  return grade <= 5 ? "side-by-side" : "check-ins";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const grade = Number(params.get("grade"));
  const validGrade = (GRADES as readonly number[]).includes(grade) ? grade : null;
  const subjects = params.getAll("subject").filter((subject): subject is keyof typeof SUBJECTS => subject in SUBJECTS);
  const chosen = params.get("involvement");
  const involvement: Involvement | null =
    chosen && chosen in INVOLVEMENT ? (chosen as Involvement) : validGrade ? defaultInvolvement(validGrade) : null;
  const submitted = params.has("grade");
  const problems = submitted
    ? [
        ...(validGrade ? [] : ["content.explore.error.grade"]),
        ...(subjects.length > 0 ? [] : ["content.explore.error.subject"]),
      ]
    : [];
  const description = createT(await requestLocale(context))("content.explore.description");
  return { grade: validGrade, subjects, involvement, submitted, problems, description };
}

function registerLink(grade: number, subjects: string[], involvement: string): string {
  const params = new URLSearchParams({ grade: String(grade), involvement });
  for (const subject of subjects) params.append("subject", subject);
  return `${REGISTER_PATH}?${params}`;
}

export default function ExploreOptions({ loaderData }: Route.ComponentProps) {
  const { grade, subjects, involvement, submitted, problems } = loaderData;
  const ready = submitted && problems.length === 0 && grade && involvement;
  const t = useT();
  const f = useFormat();
  const strong = (words: ReactNode[]) => <strong key="label">{words}</strong>;
  return (
    <main id="main">
      <PageHeader eyebrow={t("content.explore.eyebrow")} title={t("content.explore.title")}>
        {t("content.explore.intro")}
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2">
        <Form method="get" className="space-y-8">
          {problems.length > 0 ? (
            <ul role="alert" className="list-disc rounded-lg border border-red-700 bg-red-50 p-4 pl-8 text-red-800">
              {problems.map((problem) => (
                <li key={problem}>{t(problem)}</li>
              ))}
            </ul>
          ) : null}
          <fieldset>
            <legend className="text-lg font-semibold text-slate-900">{t("content.explore.grade")}</legend>
            <div className="mt-3 flex flex-wrap gap-2">
              {GRADES.map((option) => (
                <label
                  key={option}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-400 px-4 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="grade"
                    value={option}
                    defaultChecked={grade === option}
                    className={FOCUS_RING}
                  />
                  {t("content.explore.gradeOption", { grade: option })}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="text-lg font-semibold text-slate-900">{t("content.explore.subjects")}</legend>
            <div className="mt-3 flex flex-wrap gap-2">
              {Object.entries(SUBJECTS).map(([value, label]) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-400 px-4 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="checkbox"
                    name="subject"
                    value={value}
                    defaultChecked={submitted ? subjects.includes(value as keyof typeof SUBJECTS) : true}
                  />
                  {t(label)}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="text-lg font-semibold text-slate-900">{t("content.explore.involvement")}</legend>
            <p className="text-sm text-slate-700">{t("content.explore.involvementHint")}</p>
            <div className="mt-3 space-y-2">
              {Object.entries(INVOLVEMENT).map(([value, option]) => (
                <RadioCard
                  key={value}
                  name="involvement"
                  value={value}
                  label={t(option.label)}
                  text={t(option.text)}
                  defaultChecked={submitted && involvement === value}
                />
              ))}
            </div>
          </fieldset>
          <button
            type="submit"
            className={`rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-900 ${FOCUS_RING}`}
          >
            {t("content.explore.submit")}
          </button>
        </Form>
        <section aria-labelledby="preview" aria-live="polite" className="h-fit rounded-xl border border-slate-200 p-6">
          <h2 id="preview" className="text-2xl font-bold text-slate-900">
            {ready ? t("content.explore.planTitle", { grade }) : t("content.explore.whatYouGet")}
          </h2>
          {ready ? (
            <>
              <ol className="mt-4 list-decimal space-y-3 pl-6 text-slate-800">
                <li>
                  {t.rich("content.explore.day1", {
                    strong,
                    subjects: f.list(subjects.map((subject) => t(SUBJECTS[subject]).toLowerCase())),
                  })}
                </li>
                <li>{t.rich("content.explore.days2to6", { strong })}</li>
                <li>{t.rich("content.explore.day7", { strong })}</li>
                <li>{t.rich("content.explore.day30", { strong })}</li>
              </ol>
              <p className="mt-4 text-slate-800">
                <strong>{t(INVOLVEMENT[involvement].label)}:</strong> {t(INVOLVEMENT[involvement].text)}
              </p>
              {t.locale === "en" ? null : <p className="mt-4 text-slate-800">{t("content.explore.itemsInEnglish")}</p>}
              <LinkButton to={registerLink(grade, subjects, involvement)} size="lg" className="mt-6">
                {t("content.explore.start")}
              </LinkButton>
            </>
          ) : (
            <p className="mt-4 text-slate-800">{t("content.explore.makeChoices")}</p>
          )}
        </section>
      </div>
    </main>
  );
}
