import type { QuestionView } from "../../server/items/question-view.server.ts";
import { useT } from "../../i18n/react.tsx";
import { CONTENT_LANGUAGE } from "../../i18n/content-language.ts";
import { MultiSelectField } from "../player/fields/multi-select-field.tsx";
import { NumberLineField } from "../player/fields/number-line-field.tsx";
import { OrderingField } from "../player/fields/ordering-field.tsx";
import { INPUT_CLASS } from "../ui/field.tsx";
import { ItemFigure } from "./item-figure.tsx";

/** Catalog keys (app/i18n/catalogs/<language>/items.json) of how to type each kind of answer. */
const ANSWER_HINT: Partial<Record<QuestionView["format"], string>> = {
  integer: "items.hint.integer",
  decimal: "items.hint.decimal",
  fraction: "items.hint.fraction",
  expression: "items.hint.expression",
};

/** For answers that may be negative: say how to type the minus sign. */
const SIGNED_HINT: Partial<Record<QuestionView["format"], string>> = {
  integer: "items.signedHint.integer",
  decimal: "items.signedHint.decimal",
  fraction: "items.signedHint.fraction",
};

/** The items' own words (prompt, choices) are English for now (content-language.ts). */
const ITEM_LANGUAGE = CONTENT_LANGUAGE;

const OPTION =
  "flex cursor-pointer items-center gap-3 rounded-lg border border-slate-400 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50";

/**
 * A question's prompt, figure and answer controls as plain form fields (answer, choiceId, symbol),
 * so it works in a server-handled form with or without JavaScript.
 */
export function QuestionFields({ question, error }: { question: QuestionView; error?: string | undefined }) {
  const errorId = error ? "question-error" : undefined;
  const t = useT();
  const hint = (question.signed ? SIGNED_HINT : ANSWER_HINT)[question.format];
  return (
    <div className="space-y-4">
      <p lang={ITEM_LANGUAGE} className="text-xl whitespace-pre-line text-slate-900">
        {question.prompt}
      </p>
      {/* A number line's picture is the field itself (its words go to screen readers there). */}
      {question.figure && !question.numberLine ? <ItemFigure svg={question.figure.svg} /> : null}
      {question.format === "multiple-choice" ? (
        <fieldset aria-describedby={errorId}>
          <legend className="sr-only">{t("items.chooseOne")}</legend>
          <div className="space-y-2" lang={ITEM_LANGUAGE}>
            {question.choices.map((choice) => (
              <label key={choice.id} className={OPTION}>
                <input type="radio" name="choiceId" value={choice.id} />
                {choice.text}
              </label>
            ))}
          </div>
        </fieldset>
      ) : question.format === "multi-select" ? (
        <MultiSelectField choices={question.choices} errorId={errorId} />
      ) : question.format === "ordering" ? (
        <OrderingField choices={question.choices} errorId={errorId} />
      ) : question.format === "number-line-point" && question.numberLine ? (
        <NumberLineField
          line={question.numberLine}
          description={question.figure?.description ?? null}
          errorId={errorId}
        />
      ) : question.format === "comparison" && question.comparison ? (
        <fieldset aria-describedby={errorId}>
          <legend className="font-semibold text-slate-900">
            {t("items.whichSign")} {question.comparison.left} ? {question.comparison.right}
          </legend>
          <div className="mt-2 flex gap-2">
            {["<", "=", ">"].map((symbol) => (
              <label key={symbol} className={`${OPTION} px-5 text-xl`}>
                <input type="radio" name="symbol" value={symbol} />
                {symbol}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <div>
          <label htmlFor="question-answer" className="block font-semibold text-slate-900">
            {t("items.yourAnswer")}
          </label>
          <p id="question-answer-hint" className="text-sm text-slate-700">
            {hint ? t(hint) : null}
          </p>
          <input
            id="question-answer"
            name="answer"
            autoComplete="off"
            // The numeric keypad of phones and tablets has no minus sign, so signed answers get the keyboard.
            inputMode={question.format === "integer" && !question.signed ? "numeric" : "text"}
            aria-describedby={["question-answer-hint", errorId].filter(Boolean).join(" ")}
            aria-invalid={error ? true : undefined}
            className={`mt-1 max-w-xs ${INPUT_CLASS}`}
          />
        </div>
      )}
      {error ? (
        <p id="question-error" role="alert" className="font-medium text-amber-900">
          {t.ref(error)}
        </p>
      ) : null}
    </div>
  );
}
