import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { REGISTER_PATH } from "../../config/navigation.ts";
import type { Locale } from "../../i18n/locales.ts";
import { messageRef } from "../../i18n/message-format.ts";
import { useLocale, useT } from "../../i18n/react.tsx";
import type { SampleCheck, SampleQuestion } from "../../server/sample-question.server.ts";
import { QuestionFields } from "../items/question-fields.tsx";
import { AppLink } from "../ui/app-link.tsx";
import { FOCUS_RING } from "../ui/link-button.tsx";

type Loaded =
  | { status: "loading" }
  // The message is a catalog reference (messageRef), from the API or from here.
  | { status: "error"; message: string }
  | { status: "ready"; question: SampleQuestion };

const BUTTON = `rounded-lg px-4 py-2 font-semibold ${FOCUS_RING}`;

async function fetchSampleQuestion(locale: Locale): Promise<Loaded> {
  try {
    // The page's language names the skill; the question itself is English.
    const response = await fetch(`/api/sample-question?lang=${locale}`, { headers: { accept: "application/json" } });
    const body = (await response.json()) as { question?: SampleQuestion; error?: string };
    return body.question
      ? { status: "ready", question: body.question }
      : { status: "error", message: body.error ?? messageRef("sample.error.generic") };
  } catch {
    return { status: "error", message: messageRef("sample.error.loadOffline") };
  }
}

/** A real, playable Brightpath question (PRODUCT.md §8), loaded only when the dialog opens. */
export default function SampleQuestionDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  // Items are English in every language (decision 0021): on a Spanish page their text says so.
  const itemLang = locale === "en" ? undefined : "en";
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [hintsShown, setHintsShown] = useState(0);
  const [result, setResult] = useState<SampleCheck | null>(null);
  const [checking, setChecking] = useState(false);

  const applyLoaded = useCallback((next: Loaded) => {
    setLoaded(next);
    setHintsShown(0);
    setResult(null);
  }, []);

  function tryAnother() {
    setLoaded({ status: "loading" });
    void fetchSampleQuestion(locale).then(applyLoaded);
  }

  useEffect(() => {
    let cancelled = false;
    void fetchSampleQuestion(locale).then((next) => {
      if (!cancelled) applyLoaded(next);
    });
    return () => {
      cancelled = true;
    };
  }, [applyLoaded, locale]);

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loaded.status !== "ready") return;
    const fields = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]),
    );
    setChecking(true);
    try {
      const reply = await fetch("/api/sample-question", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ key: loaded.question.key, fields }),
      });
      const body = (await reply.json()) as SampleCheck | { error: string };
      setResult("error" in body ? { status: "invalid", message: body.error } : body);
    } catch {
      setResult({ status: "invalid", message: messageRef("sample.error.checkOffline") });
    } finally {
      setChecking(false);
    }
  }

  const question = loaded.status === "ready" ? loaded.question : null;
  const answered = result?.status === "scored";
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(94vw,40rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-slate-900">{t("sample.title")}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-700">
                {question ? (
                  <>
                    {t("sample.grade", { grade: question.grade })} · {question.skillName}
                  </>
                ) : (
                  t("sample.description")
                )}
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label={t("sample.close")} className={`rounded-md p-1 text-slate-700 ${FOCUS_RING}`}>
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>

          {loaded.status === "loading" ? <p className="mt-6 text-slate-700">{t("sample.loading")}</p> : null}
          {loaded.status === "error" ? (
            <p role="alert" className="mt-6 text-red-800">
              {t.ref(loaded.message)}
            </p>
          ) : null}

          {question ? (
            <form onSubmit={check} className="mt-5 space-y-4" key={`${question.key.skillId}-${question.key.seed}`}>
              {itemLang ? <p className="text-sm text-slate-700">{t("sample.itemsInEnglish")}</p> : null}
              <fieldset disabled={answered} className="contents">
                <QuestionFields question={question} error={result?.status === "invalid" ? result.message : undefined} />
              </fieldset>

              {hintsShown > 0 ? (
                <ul className="space-y-1 rounded-lg bg-sun-400/15 p-3 text-slate-900">
                  {question.hints.slice(0, hintsShown).map((hint) => (
                    <li key={hint}>
                      <span className="font-semibold">{t("sample.hint")}</span> <span lang={itemLang}>{hint}</span>
                    </li>
                  ))}
                </ul>
              ) : null}

              <div aria-live="polite">
                {result?.status === "scored" ? (
                  <div className={`rounded-lg p-4 ${result.correct ? "bg-green-50" : "bg-slate-100"}`}>
                    <p className="font-semibold text-slate-900">
                      {t(result.correct ? "sample.correct" : "sample.notQuite")}
                    </p>
                    <p lang={itemLang} className="mt-1 text-slate-800">
                      {result.feedback.replace(/^(Not quite\.|That's right!)\s*/, "")}
                    </p>
                    <ol lang={itemLang} className="mt-3 list-decimal space-y-1 pl-6 text-slate-800">
                      {result.solution.steps.map((step) => (
                        <li key={step}>{step}</li>
                      ))}
                    </ol>
                  </div>
                ) : null}
              </div>

              <div className="flex flex-wrap gap-2">
                {answered ? (
                  <button
                    type="button"
                    onClick={tryAnother}
                    className={`${BUTTON} border border-brand-700 text-brand-700`}
                  >
                    {t("sample.another")}
                  </button>
                ) : (
                  <>
                    <button
                      type="submit"
                      disabled={checking}
                      className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-900 disabled:opacity-60`}
                    >
                      {checking ? t("sample.checking") : t("sample.check")}
                    </button>
                    {hintsShown < question.hints.length ? (
                      <button
                        type="button"
                        onClick={() => setHintsShown(hintsShown + 1)}
                        className={`${BUTTON} border border-slate-400 text-slate-800`}
                      >
                        {hintsShown === 0 ? t("sample.showHint") : t("sample.anotherHint")}
                      </button>
                    ) : null}
                  </>
                )}
                <AppLink to={REGISTER_PATH} className={`${BUTTON} text-brand-700 underline`}>
                  {t("sample.start")}
                </AppLink>
              </div>
            </form>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
