/**
 * Choice items for the grade-4 measurement, data and geometry generators: multi-select cards with
 * wrong selections, and multiple choice over a fixed list of names (acute, right, obtuse...).
 */
import type { MisconceptionId } from "../../misconceptions.ts";
import type { Answer, Choice, WrongAnswer } from "../../types.ts";

const IDS = "abcdefgh";

/** A card of a multi-select item: what the child reads, its meaning for the harness, and whether it belongs in the key. */
export type Card = { text: string; value: string; right: boolean };

/** A wrong selection, as the card indexes chosen, and why a child might make it. */
export type WrongPick = { misconception: MisconceptionId; cards: number[]; feedback: string };

/** The key's card indexes plus or minus one card: the usual shape of a wrong selection. */
export function keyWith(cards: Card[], add: number[], remove: number[] = []): number[] {
  const key = cards.flatMap((c, i) => (c.right ? [i] : []));
  return [...new Set([...key, ...add])].filter((i) => !remove.includes(i)).sort((a, b) => a - b);
}

/**
 * A multi-select item from cards in display order. Wrong picks that are empty, equal to the key or
 * repeat an earlier pick are left out.
 */
export function multiSelect(
  cards: Card[],
  picks: WrongPick[],
): { choices: Choice[]; answer: Answer; wrongAnswers: WrongAnswer[] } {
  const choices = cards.map((c, i) => ({ id: IDS.charAt(i), text: c.text, value: c.value }));
  const keyIds = cards.flatMap((c, i) => (c.right ? [IDS.charAt(i)] : []));
  const seen = new Set([keyIds.join()]);
  const wrongAnswers: WrongAnswer[] = [];
  for (const p of picks) {
    const ids = [...new Set(p.cards)]
      .filter((i) => i >= 0 && i < cards.length)
      .sort((a, b) => a - b)
      .map((i) => IDS.charAt(i));
    if (ids.length === 0 || seen.has(ids.join())) continue;
    seen.add(ids.join());
    wrongAnswers.push({
      misconception: p.misconception,
      response: { format: "multi-select", choiceIds: ids },
      feedback: p.feedback,
    });
  }
  return { choices, answer: { format: "multi-select", choiceIds: keyIds }, wrongAnswers };
}

/** One option of a fixed list; a wrong one names its misconception. */
export type Option = { text: string; value: string; misconception?: MisconceptionId; feedback?: string };

/**
 * Multiple choice over options in a fixed, natural order (every option always shown). The correct
 * option is the one with the given value; every other option needs a misconception and feedback.
 */
export function fixedChoice(
  options: Option[],
  correctValue: string,
): { choices: Choice[]; answer: Answer; wrongAnswers: WrongAnswer[] } {
  const choices: Choice[] = options.map((o, i) => {
    const choice: Choice = { id: IDS.charAt(i), text: o.text, value: o.value };
    if (o.value !== correctValue && o.misconception) choice.misconception = o.misconception;
    return choice;
  });
  const wrongAnswers: WrongAnswer[] = [];
  options.forEach((o, i) => {
    if (o.value === correctValue || !o.misconception) return;
    wrongAnswers.push({
      misconception: o.misconception,
      response: { format: "multiple-choice", choiceId: IDS.charAt(i) },
      feedback: o.feedback ?? "",
    });
  });
  const key = choices.find((c) => c.value === correctValue)?.id ?? "";
  return { choices, answer: { format: "multiple-choice", choiceId: key }, wrongAnswers };
}
