/**
 * The form fields a child's answer to a served question sends, right or wrong on purpose, read
 * from the question's stored snapshot. The test factories and the simulated 30-day history
 * (simulated-history.server.ts) answer through the product's own forms with these.
 */
import { orderName, pickName, TICK_FIELD } from "../../components/player/fields/field-names.ts";
import { readSnapshot } from "../placement/item-snapshot.ts";

/** The form fields of the right answer to a served question (read from its stored snapshot). */
export function rightAnswerFields(snapshotJson: unknown): Record<string, string> {
  const snapshot = readSnapshot(snapshotJson);
  if (!snapshot) throw new Error("no question on screen");
  if (snapshot.kind === "reading") return { choiceId: String(snapshot.question.answer) };
  const answer = snapshot.item.answer;
  switch (answer.format) {
    case "integer":
    case "decimal":
      return { answer: String(answer.value) };
    case "fraction":
      return { answer: `${answer.value.n}/${answer.value.d}` };
    case "multiple-choice":
      return { choiceId: answer.choiceId };
    case "comparison":
      return { symbol: answer.symbol };
    case "expression":
      return { answer: answer.expression };
    case "multi-select":
      return Object.fromEntries(answer.choiceIds.map((id) => [pickName(id), "on"]));
    case "ordering":
      return Object.fromEntries(answer.order.map((id, position) => [orderName(position), id]));
    case "number-line-point":
      return { [TICK_FIELD]: String(Math.round((answer.value.n / answer.value.d - answer.min) * answer.ticksPerUnit)) };
  }
}

/** A usable wrong answer to a served question (another choice, or a number that is off by one). */
export function wrongAnswerFields(snapshotJson: unknown): Record<string, string> {
  const snapshot = readSnapshot(snapshotJson);
  if (!snapshot) throw new Error("no question on screen");
  if (snapshot.kind === "reading")
    return { choiceId: String((snapshot.question.answer + 1) % snapshot.question.choices.length) };
  const answer = snapshot.item.answer;
  switch (answer.format) {
    case "integer":
      return { answer: String(answer.value === answer.max ? answer.value - 1 : answer.value + 1) };
    case "decimal": {
      // One in the last place off, inside the allowed range.
      const step = 10 ** -answer.places;
      const wrong = answer.value + step > answer.max ? answer.value - step : answer.value + step;
      return { answer: wrong.toFixed(answer.places) };
    }
    case "fraction":
      // One more in the numerator is never an equal fraction.
      return { answer: `${answer.value.n + 1}/${answer.value.d}` };
    case "expression":
      return { answer: `${answer.expression}+1` };
    case "multiple-choice":
      return { choiceId: (snapshot.item.choices ?? []).find((choice) => choice.id !== answer.choiceId)?.id ?? "" };
    case "comparison":
      return { symbol: answer.symbol === "<" ? ">" : "<" };
    case "multi-select": {
      // One box too few (or, with a single right box, a wrong box instead).
      const wrong = (snapshot.item.choices ?? []).find((choice) => !answer.choiceIds.includes(choice.id));
      const picked = answer.choiceIds.length > 1 ? answer.choiceIds.slice(1) : wrong ? [wrong.id] : [];
      return Object.fromEntries(picked.map((id) => [pickName(id), "on"]));
    }
    case "ordering":
      return Object.fromEntries([...answer.order].reverse().map((id, position) => [orderName(position), id]));
    case "number-line-point": {
      const right = Math.round((answer.value.n / answer.value.d - answer.min) * answer.ticksPerUnit);
      return { [TICK_FIELD]: String(right === 0 ? 1 : right - 1) };
    }
  }
}
