import type { QuestionView } from "../../server/items/question-view.server.ts";
import { MultiSelectField } from "../player/fields/multi-select-field.tsx";
import { NumberLineField } from "../player/fields/number-line-field.tsx";
import { OrderingField } from "../player/fields/ordering-field.tsx";
import { INPUT_CLASS } from "../ui/field.tsx";

const ANSWER_HINT: Partial<Record<QuestionView["format"], string>> = {
  integer: "Type a whole number.",
  decimal: "Type a decimal, like 2.5.",
  fraction: "Type a fraction, like 3/4, or a mixed number, like 1 1/2.",
  expression: "Type an expression or equation, like 3n + 2.",
};

/** For answers that may be negative: say how to type the minus sign. */
const SIGNED_HINT: Partial<Record<QuestionView["format"], string>> = {
  integer: "Type a whole number. Use - for a number below 0, like -5.",
  decimal: "Type a decimal, like 2.5 or -2.5.",
  fraction: "Type a fraction, like 3/4 or -3/4, or a mixed number, like -1 1/2.",
};

const OPTION =
  "flex cursor-pointer items-center gap-3 rounded-lg border border-slate-400 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50";

/**
 * A question's prompt, figure and answer controls as plain form fields (answer, choiceId, symbol),
 * so it works in a server-handled form with or without JavaScript.
 */
export function QuestionFields({ question, error }: { question: QuestionView; error?: string | undefined }) {
  const errorId = error ? "question-error" : undefined;
  return (
    <div className="space-y-4">
      <p className="text-xl whitespace-pre-line text-slate-900">{question.prompt}</p>
      {/* A number line's picture is the field itself (its words go to screen readers there). */}
      {question.figure && !question.numberLine ? (
        // Figures are SVG built by our own generators, with every text escaped.
        <figure className="overflow-x-auto" dangerouslySetInnerHTML={{ __html: question.figure.svg }} />
      ) : null}
      {question.format === "multiple-choice" ? (
        <fieldset aria-describedby={errorId}>
          <legend className="sr-only">Choose one answer</legend>
          <div className="space-y-2">
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
            Which sign makes it true? {question.comparison.left} ? {question.comparison.right}
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
            Your answer
          </label>
          <p id="question-answer-hint" className="text-sm text-slate-700">
            {(question.signed ? SIGNED_HINT : ANSWER_HINT)[question.format]}
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
          {error}
        </p>
      ) : null}
    </div>
  );
}
