import { data, Form, redirect } from "react-router";
import { PageHeader } from "../../components/marketing/page-header.tsx";
import { Field, INPUT_CLASS } from "../../components/ui/field.tsx";
import { RadioCard } from "../../components/ui/radio-card.tsx";
import { AppLink } from "../../components/ui/app-link.tsx";
import { FOCUS_RING } from "../../components/ui/link-button.tsx";
import { localizePath } from "../../i18n/locales.ts";
import { useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { createT } from "../../i18n/translate.ts";
import { servicesContext } from "../../context.ts";
import { THEMES } from "../../../core/reading/types.ts";
import { availableGrades } from "../../server/practice-check/item-bank.server.ts";
import { startPracticeCheck } from "../../server/practice-check/practice-check.server.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import type { Route } from "./+types/staar-full";

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ name: "description", content: loaderData.description }] : [];
}

export async function loader({ context }: Route.LoaderArgs) {
  const t = createT(await requestLocale(context));
  return { grades: availableGrades(), themes: THEMES, description: t("staarFull.description") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormFields(request);
  const started = await startPracticeCheck(context.get(servicesContext).database.db, form);
  if (!started.ok) return data({ error: started.message }, { status: 400 });
  // The check opens in the language of the page it was started from.
  return redirect(localizePath(`/staar-full/${started.id}`, await requestLocale(context)));
}

const SUBJECTS = [
  { value: "math", label: "staarFull.subject.math", text: "staarFull.subject.math.text" },
  { value: "reading", label: "staarFull.subject.reading", text: "staarFull.subject.reading.text" },
] as const;

export default function StaarFull({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  // The interest names the child setup uses ("children.interest.<theme>"), else the theme id.
  const themeLabel = (theme: string) =>
    t.has(`children.interest.${theme}`) ? t(`children.interest.${theme}`) : theme.replace(/-/g, " ");
  return (
    <main id="main">
      <PageHeader eyebrow={t("staarFull.eyebrow")} title={t("staarFull.title")}>
        {t("staarFull.intro")}
        {/* Issue 19: said before the child starts, on the Spanish page. */}
        {t.locale === "en" ? null : <span className="mt-2 block font-semibold">{t("staarFull.itemsInEnglish")}</span>}
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[3fr_2fr]">
        <Form method="post" className="space-y-6">
          {actionData?.error ? (
            <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-800">
              {t.ref(actionData.error)}
            </p>
          ) : null}
          <fieldset>
            <legend className="font-semibold text-slate-900">{t("staarFull.subject")}</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {SUBJECTS.map((subject, index) => (
                <RadioCard
                  key={subject.value}
                  name="subject"
                  value={subject.value}
                  label={t(subject.label)}
                  text={t(subject.text)}
                  defaultChecked={index === 0}
                />
              ))}
            </div>
          </fieldset>
          <Field label={t("staarFull.grade")} hint={t("staarFull.gradeHint")}>
            {(props) => (
              <select
                {...props}
                name="grade"
                required
                className={INPUT_CLASS}
                defaultValue={String(loaderData.grades[0] ?? "")}
              >
                {loaderData.grades.map((grade) => (
                  <option key={grade} value={grade}>
                    {t("staarFull.gradeOption", { grade })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t("staarFull.theme")} hint={t("staarFull.themeHint")}>
            {(props) => (
              <select {...props} name="theme" className={INPUT_CLASS} defaultValue="sports">
                {loaderData.themes.map((theme) => (
                  <option key={theme} value={theme}>
                    {themeLabel(theme)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button
            type="submit"
            className={`rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-900 ${FOCUS_RING}`}
          >
            {t("staarFull.start")}
          </button>
        </Form>
        <aside className="h-fit rounded-xl border border-slate-200 p-6 text-slate-800">
          <h2 className="text-lg font-semibold text-slate-900">{t("staarFull.goodToKnow")}</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5">
            <li>{t("staarFull.tip.alone")}</li>
            <li>{t("staarFull.tip.reading")}</li>
            <li>{t("staarFull.tip.notScore")}</li>
            <li>{t("staarFull.tip.privacy")}</li>
          </ul>
          <p className="mt-4">
            <AppLink to="/staar" className="text-brand-700 underline">
              {t("staarFull.aboutStaar")}
            </AppLink>
          </p>
        </aside>
      </div>
    </main>
  );
}
