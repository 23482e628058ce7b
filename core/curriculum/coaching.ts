/**
 * Parent-mode coaching beside a question (issue 20). A skill's coaching notes are written once per
 * skill, often around the lesson's own example ("7/10 = 3/10 + 4/10"); beside a question about
 * 3/4 such a number only confuses the parent. So next to a question, a note keeps a number only
 * if the question itself shows it: a parenthetical or sentence quoting other numbers is left out,
 * and so is a question to ask that quotes them. The advice without the foreign example still reads
 * as whole ("Splitting the denominator as well as the numerator. Ask the child to shade ...").
 */
import type { CoachingNotes } from "./types.ts";

/**
 * One number as written, whole: money ($3.50, 75¢), a mixed number (2 1/2), a fraction (7/10), a
 * decimal (0.25), a percentage (40%), a clock time (3:45) or a whole number. A sign is not part of
 * it (7 − 3 is a subtraction, not −3).
 */
const NUMBER_TOKEN = /(?<![\d.]|\d\/)\$?\d+(?:(?: \d+)?\/\d+|\.\d+|:\d\d)?(?![\d/])[%¢]?/g;

/**
 * The numbers a text shows, each as a whole token, without thousands separators:
 * "$1,200, 2 1/2 and 3/4" → $1200, 2 1/2, 3/4. "7/10" is one number, not a 7 and a 10.
 */
export function numbersIn(text: string): string[] {
  return [...text.replaceAll(/(\d),(?=\d{3}\b)/g, "$1").matchAll(NUMBER_TOKEN)].map((m) => m[0]);
}

/** Whether every number of `text` is one the question shows. */
function quotesOnly(text: string, shown: ReadonlySet<string>): boolean {
  return numbersIn(text).every((n) => shown.has(n));
}

/**
 * An aside: a parenthetical after a space, not after an operator. Brackets in math ("−(−8)",
 * "5(t + 2)", "3 × (4 + 2)") are part of the sentence, which stands or falls whole.
 */
const ASIDE = /(?<![-−+×÷=*/]\s*)\s+\([^()]*\)/g;

/** `text` without the parentheticals and sentences that quote numbers the question does not show. */
function keepShownNumbers(text: string, shown: ReadonlySet<string>): string {
  const withoutAsides = text.replaceAll(ASIDE, (aside) => (quotesOnly(aside, shown) ? aside : ""));
  return withoutAsides
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => quotesOnly(sentence, shown))
    .join(" ")
    .trim();
}

/**
 * The coaching notes to show beside one question, given every text of it the parent sees (prompt,
 * choices, answer, figure description): every number they quote is one of the question's.
 */
export function coachingForQuestion(notes: CoachingNotes, questionTexts: readonly string[]): CoachingNotes {
  const shown = new Set(questionTexts.flatMap(numbersIn));
  return {
    say: keepShownNumbers(notes.say, shown),
    ask: notes.ask.filter((question) => quotesOnly(question, shown)),
    misconception: keepShownNumbers(notes.misconception, shown),
  };
}

/** The sentences of notes: each sentence of `say` and `misconception`, and each question to ask. */
function sentencesOf(notes: CoachingNotes): string[] {
  const split = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== "");
  return [...split(notes.say), ...notes.ask, ...split(notes.misconception)];
}

/**
 * How much of `notes` survives beside a question: its sentences, and how many of them are shown
 * (a sentence that only lost an aside still counts as shown), and whether nothing at all was left out. Measured by `npm run coaching:survival`.
 */
export function coachingSurvival(
  notes: CoachingNotes,
  questionTexts: readonly string[],
): { sentences: number; kept: number; whole: boolean } {
  const shown = coachingForQuestion(notes, questionTexts);
  return {
    sentences: sentencesOf(notes).length,
    kept: sentencesOf(shown).length,
    whole: JSON.stringify(shown) === JSON.stringify(notes),
  };
}
