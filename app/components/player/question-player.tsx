import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { QuestionView } from "../../server/items/question-view.server.ts";
import type { PassageView } from "../../server/placement/item-snapshot.ts";
import { CONTENT_LANGUAGE } from "../../i18n/content-language.ts";
import { QuestionFields } from "../items/question-fields.tsx";
import { ItemsInEnglishNote } from "./items-in-english-note.tsx";
import { FOCUS_RING } from "../ui/link-button.tsx";
import { ScreenInReplyField } from "./screen-in-reply-field.tsx";

/**
 * The child-facing player (issue 12, shared with daily sessions): one question at a time in large
 * type, the passage beside a reading question, plain form fields so it works without JavaScript
 * (a form post, then the next question); with JavaScript the router moves on without a full page
 * load and focus goes to the new question so a screen reader starts reading it.
 */
export function QuestionPlayer({
  eyebrow,
  title,
  question,
  passage,
  itemId,
  answerKey,
  error,
  above,
  nextLabel,
  dontKnowLabel,
  savingLabel,
  passageLabel,
  below,
}: {
  eyebrow: string;
  title: string;
  question: QuestionView;
  passage: PassageView | null;
  itemId: string;
  answerKey: string;
  error?: string | undefined;
  above?: ReactNode;
  nextLabel: string;
  dontKnowLabel: string;
  savingLabel: string;
  passageLabel: string;
  below?: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    // Not on the first page load (the skip link and page title come first), only on moving on.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [itemId]);
  return (
    <main id="main" className={`mx-auto px-4 py-8 sm:px-6 sm:py-12 ${passage ? "max-w-6xl" : "max-w-3xl"}`}>
      <p className="text-base font-semibold text-brand-700">{eyebrow}</p>
      <h1 ref={heading} tabIndex={-1} className="mt-1 text-3xl font-bold text-slate-900 focus:outline-none">
        {title}
      </h1>
      <ItemsInEnglishNote audience="child" className="mt-2" />
      {above}
      <div className={passage ? "mt-6 grid gap-8 lg:grid-cols-2 lg:items-start" : "mt-6"}>
        {passage ? (
          <article
            aria-labelledby="passage-title"
            className="rounded-xl border border-slate-200 bg-amber-50/40 p-5 sm:p-6 lg:sticky lg:top-4 lg:max-h-[85vh] lg:overflow-y-auto"
            tabIndex={0}
          >
            <p className="text-sm font-semibold text-slate-600">{passageLabel}</p>
            <h2 id="passage-title" lang={CONTENT_LANGUAGE} className="text-2xl font-bold text-slate-900">
              {passage.title}
            </h2>
            {passage.paragraphs.map((paragraph, index) => (
              <p key={index} lang={CONTENT_LANGUAGE} className="mt-3 text-xl leading-relaxed text-slate-900">
                {paragraph}
              </p>
            ))}
          </article>
        ) : null}
        <Form method="post" className="space-y-6 text-xl" key={answerKey}>
          <ScreenInReplyField />
          <input type="hidden" name="itemId" value={itemId} />
          <input type="hidden" name="answerKey" value={answerKey} />
          <QuestionFields question={question} error={error} />
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              name="intent"
              value="answer"
              disabled={busy}
              className={`rounded-xl bg-brand-700 px-8 py-4 text-xl font-semibold text-white hover:bg-brand-900 disabled:opacity-60 ${FOCUS_RING}`}
            >
              {busy ? savingLabel : nextLabel}
            </button>
            <button
              type="submit"
              name="intent"
              value="dont-know"
              disabled={busy}
              className={`rounded-xl border border-slate-500 px-6 py-4 text-xl font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60 ${FOCUS_RING}`}
            >
              {dontKnowLabel}
            </button>
          </div>
        </Form>
      </div>
      {below}
    </main>
  );
}
