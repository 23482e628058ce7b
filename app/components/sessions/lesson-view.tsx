import { Form, useNavigation } from "react-router";
import { useT } from "../../i18n/react.tsx";
import type { LessonView as Lesson } from "../../server/sessions/activity-screen.server.ts";
import { ItemFigure } from "../items/item-figure.tsx";
import { ReadAloud } from "../player/read-aloud.tsx";
import { CONTENT_LANGUAGE } from "../../i18n/content-language.ts";
import { FOCUS_RING } from "../ui/link-button.tsx";
import { ScreenInReplyField } from "../player/screen-in-reply-field.tsx";

/** The skill's short lesson before practice: the explanation, a picture when it has one, a worked example. */
export function LessonView({ lesson }: { lesson: Lesson }) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const example = lesson.example;
  const spoken = [lesson.explanation, example.problem, ...example.steps, example.answer].join(" ");
  return (
    <div className="space-y-6 text-xl leading-relaxed text-slate-900">
      <ReadAloud text={[{ text: spoken, lang: CONTENT_LANGUAGE }]} />
      <p lang={CONTENT_LANGUAGE}>{lesson.explanation}</p>
      {lesson.figures.map((figure) => (
        <ItemFigure key={figure.caption} svg={figure.svg} caption={figure.caption} className="sm:max-w-md" />
      ))}
      <section aria-labelledby="example-title" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id="example-title" className="text-2xl font-bold">
          {t("sessions.activity.example")}
        </h2>
        <p className="mt-2" lang={CONTENT_LANGUAGE}>
          {example.problem}
        </p>
        <ol className="mt-3 list-decimal space-y-1 pl-6" lang={CONTENT_LANGUAGE}>
          {example.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-3 font-semibold">{t("sessions.activity.exampleAnswer", { answer: example.answer })}</p>
      </section>
      <Form method="post">
        <ScreenInReplyField />
        <button
          type="submit"
          name="intent"
          value="lesson-done"
          disabled={busy}
          className={`rounded-xl bg-brand-700 px-8 py-4 text-xl font-semibold text-white hover:bg-brand-900 disabled:opacity-60 ${FOCUS_RING}`}
        >
          {t("sessions.activity.lessonNext")}
        </button>
      </Form>
    </div>
  );
}
