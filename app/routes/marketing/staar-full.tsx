import { data, Form, redirect } from "react-router";
import { PageHeader } from "../../components/marketing/page-header.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field, INPUT_CLASS } from "../../components/ui/field.tsx";
import { RadioCard } from "../../components/ui/radio-card.tsx";
import { AppLink } from "../../components/ui/app-link.tsx";
import { useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { localizePath } from "../../i18n/locales.ts";
import { createT } from "../../i18n/translate.ts";
import { servicesContext } from "../../context.ts";
import { THEMES } from "../../../core/reading/types.ts";
import { availableGrades } from "../../server/practice-check/item-bank.server.ts";
import { PRACTICE_CHECK_MAX_QUESTIONS, startPracticeCheck } from "../../server/practice-check/practice-check.server.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import type { Route } from "./+types/staar-full";

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ name: "description", content: loaderData.description }] : [];
}

export async function loader({ context }: Route.LoaderArgs) {
  const t = createT(await requestLocale(context));
  return {
    grades: availableGrades(),
    themes: THEMES,
    maxQuestions: PRACTICE_CHECK_MAX_QUESTIONS,
    description: t("marketing.staarFull.description", { max: PRACTICE_CHECK_MAX_QUESTIONS }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormFields(request);
  const started = await startPracticeCheck(context.get(servicesContext).database.db, form);
  if (!started.ok) return data({ error: started.message }, { status: 400 });
  return redirect(localizePath(`/staar-full/${started.id}`, await requestLocale(context)));
}

const SUBJECTS = ["math", "reading"] as const;

export default function StaarFull({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="main">
      <PageHeader eyebrow={t("marketing.staarFull.eyebrow")} title={t("marketing.staarFull.title")}>
        {t("marketing.staarFull.intro", { max: loaderData.maxQuestions })}
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[3fr_2fr]">
        <Form method="post" className="space-y-6">
          {actionData?.error ? (
            <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-800">
              {t.ref(actionData.error)}
            </p>
          ) : null}
          <fieldset>
            <legend className="font-semibold text-slate-900">{t("marketing.staarFull.subject")}</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {SUBJECTS.map((subject, index) => (
                <RadioCard
                  key={subject}
                  name="subject"
                  value={subject}
                  label={t(`children.subject.${subject}`)}
                  text={t(`marketing.staarFull.subjectText.${subject}`)}
                  defaultChecked={index === 0}
                />
              ))}
            </div>
          </fieldset>
          <Field label={t("marketing.staarFull.grade")} hint={t("marketing.staarFull.gradeHint")}>
            {(props) => (
              // A required select starts on an empty option (HTML: a placeholder label option).
              <select {...props} name="grade" required className={INPUT_CLASS} defaultValue="">
                <option value="">{t("marketing.staarFull.gradeChoose")}</option>
                {loaderData.grades.map((grade) => (
                  <option key={grade} value={grade}>
                    {t("children.grade", { grade })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t("marketing.staarFull.theme")} hint={t("marketing.staarFull.themeHint")}>
            {(props) => (
              <select {...props} name="theme" className={INPUT_CLASS} defaultValue="sports">
                {loaderData.themes.map((theme) => (
                  <option key={theme} value={theme}>
                    {t(`children.interest.${theme}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Button type="submit" size="lg">
            {t("marketing.staarFull.start")}
          </Button>
        </Form>
        <aside className="h-fit rounded-xl border border-slate-200 p-6 text-slate-800">
          <h2 className="text-lg font-semibold text-slate-900">{t("marketing.staarFull.goodToKnow")}</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5">
            <li>{t("marketing.staarFull.tip.alone")}</li>
            <li>{t("marketing.staarFull.tip.passages")}</li>
            <li>{t("marketing.staarFull.tip.notStaar")}</li>
            <li>{t("marketing.staarFull.tip.privacy")}</li>
          </ul>
          <p className="mt-4">
            <AppLink to="/staar" className="text-brand-700 underline">
              {t("marketing.staarFull.staarLink")}
            </AppLink>
          </p>
        </aside>
      </div>
    </main>
  );
}
