/** 7.EE.A.2: rewriting an expression to see how the quantities relate (p + 0.06p = 1.06p). */
import { multipleChoice, type Distractor, type Generator } from "../../build.ts";
import { math } from "../../text.ts";
import { roundTo } from "./helpers.ts";
import { sceneFor } from "../../themes.ts";
import { capitalize } from "../../text.ts";
import { counted, plural } from "../../language.ts";

/**
 * m-7.ee.a.2: which expression gives the new price of an item that costs p dollars? Difficulty 1
 * adds a tax or markup; 2 takes a discount off; 3 takes a discount and then adds tax. Each choice
 * is checked by its value at a sample price, so only an equivalent expression can be right.
 */
export const rewriteExpression: Generator = ({ rng, difficulty, words }) => {
  const item = rng.pick(["backpack", "jacket", "board game", "lamp", "tent", "scooter"]);
  const sample = 37; // a price no choice is built around
  const at = (expr: string) => expr.replace(/(\d)p/g, "$1 * p").replace(/p/g, String(sample));
  const d = (n: number) => String(roundTo(n, 4));
  let prompt: string;
  let original: string;
  let key: string;
  let distractors: Distractor[];
  let steps: string[];
  if (difficulty === 3) {
    const off = rng.pick([10, 20, 25, 30]);
    const tax = rng.pick([5, 6, 8, 10]);
    const factor = ((100 - off) * (100 + tax)) / 10000;
    prompt = `${capitalize(sceneFor(words, "shop", rng).place)}, a ${item} that costs ${counted(math("p"), plural("dollars"))} is ${off}% off, and then ${tax}% tax is added to the sale price. Which expression gives the final cost?`;
    original = `(p - ${d(off / 100)}p) + ${d(tax / 100)} * (p - ${d(off / 100)}p)`;
    key = `${d(factor)}p`;
    distractors = [
      {
        text: math(`${d(1 - off / 100 + tax / 100)}p`),
        value: at(`${d(1 - off / 100 + tax / 100)}p`),
        misconception: "combines-percents",
        feedback: `The tax is ${tax}% of the sale price, not of ${math("p")}. Multiply the two factors: ${math(`${d(1 - off / 100)} × ${d(1 + tax / 100)}`)}.`,
      },
      {
        text: math(`p − ${d(off / 100)} + ${d(tax / 100)}`),
        value: `${sample} - ${off / 100} + ${tax / 100}`,
        misconception: "percent-as-fixed-amount",
        feedback: `${off}% off depends on the price: it is ${math(`${d(off / 100)}p`)}, not ${counted(d(off / 100), plural("dollars"))}.`,
      },
      {
        text: math(`${d(((100 - off) * tax) / 10000)}p`),
        value: at(`${d(((100 - off) * tax) / 10000)}p`),
        misconception: "does-only-first-step",
        feedback: `That is only the tax. The final cost is the sale price plus the tax.`,
      },
    ];
    steps = [
      `Sale price: ${math(`p − ${d(off / 100)}p = ${d(1 - off / 100)}p`)}.`,
      `Adding ${tax}% tax multiplies by ${d(1 + tax / 100)}: ${math(`${d(1 + tax / 100)} × ${d(1 - off / 100)}p = ${key}`)}.`,
      `So the final cost is ${math(key)}: ${d(factor * 100)}% of the original price.`,
    ];
  } else {
    const up = difficulty === 1;
    const what = up ? rng.pick(["sales tax", "markup"]) : "discount";
    const rate =
      what === "sales tax"
        ? rng.pick([4, 5, 6, 7, 8])
        : what === "markup"
          ? rng.pick([15, 20, 25, 30, 40])
          : rng.pick([10, 15, 20, 25, 30, 35, 40]);
    const r = d(rate / 100);
    const shifted = 1 + (up ? 1 : -1) * (rate / 10);
    prompt = up
      ? `${capitalize(sceneFor(words, "shop", rng).place)}, a ${item} costs ${counted(math("p"), plural("dollars"))} before a ${rate}% ${what}. The new price is ${math(`p + ${r}p`)}. Which expression is the same as ${math(`p + ${r}p`)}?`
      : `${capitalize(sceneFor(words, "shop", rng).place)}, a ${item} that costs ${counted(math("p"), plural("dollars"))} is ${rate}% off. Which expression gives the sale price?`;
    original = up ? `p + ${r}p` : `p - ${r}p`;
    key = `${d(1 + (up ? 1 : -1) * (rate / 100))}p`;
    distractors = [
      {
        text: math(`${r}p`),
        value: at(`${r}p`),
        misconception: "gives-only-the-percent-amount",
        feedback: `${math(`${r}p`)} is only the ${what}. The new price is ${up ? "the price plus" : "the price minus"} the ${what}.`,
      },
      {
        text: math(up ? `p + ${r}` : `p − ${r}`),
        value: up ? `${sample} + ${r}` : `${sample} - ${r}`,
        misconception: "percent-as-fixed-amount",
        feedback: `${rate}% of the price depends on the price, so it is ${math(`${r}p`)}, not ${counted(r, plural("dollars"))}.`,
      },
      {
        text: math(`${d(1 + (up ? -1 : 1) * (rate / 100))}p`),
        value: at(`${d(1 + (up ? -1 : 1) * (rate / 100))}p`),
        misconception: "adds-instead-of-subtracting-percent",
        feedback: up ? `A ${what} makes the price go up.` : `A discount makes the price go down.`,
      },
      ...(shifted > 0
        ? [
            {
              text: math(`${d(shifted)}p`),
              value: at(`${d(shifted)}p`),
              misconception: "moves-decimal-wrong" as const,
              feedback: `${rate}% is ${r}, not ${d(rate / 10)}.`,
            },
          ]
        : []),
    ];
    steps = [
      `${math("p")} is the same as ${math("1p")}.`,
      `${math(`${original.replace("-", "−")} = (1 ${up ? "+" : "−"} ${r})p = ${key}`)}.`,
      `So the new price is ${d((1 + (up ? 1 : -1) * (rate / 100)) * 100)}% of the original price.`,
    ];
  }
  const { choices, answer, wrongAnswers } = multipleChoice(rng, { text: math(key), value: at(key) }, distractors);
  return {
    prompt,
    choices,
    answer,
    hints: [
      `Write ${math("p")} as ${math("1p")}; then the terms are like terms.`,
      difficulty === 3
        ? `A percent off multiplies the price by what is left; adding tax multiplies by 1 plus the tax rate.`
        : `Combine the numbers in front of ${math("p")}.`,
      `Test your choice with a price, such as ${math("p = 100")}.`,
    ],
    solution: { steps, answer: math(key) },
    wrongAnswers,
    check: { kind: "value", expression: at(original) },
  };
};
