/** 2.MD.C.7 clocks to the nearest five minutes with a.m. and p.m., 2.MD.D.10 bar graphs. */
import { integerAnswer, multipleChoice, wrongIntegers, type Generator, type Distractor } from "../../build.ts";
import { barGraph, clockFace } from "../../figures/index.ts";
import { capitalize, math } from "../../text.ts";
import { counted, plural } from "../../language.ts";

const pad = (m: number) => String(m).padStart(2, "0");

const PARTS_OF_DAY = [
  { words: "in the morning", hours: [6, 11], pm: false },
  { words: "in the afternoon", hours: [1, 5], pm: true },
  { words: "in the evening", hours: [6, 9], pm: true },
] as const;

/**
 * m-2.md.c.7: read a clock to the nearest five minutes. Difficulty 1 has the minute hand in the
 * first half hour; 2 in the second half, where the hour hand is close to the next hour; 3 adds
 * a.m. or p.m. from the part of the day.
 */
export const clockTo5: Generator = ({ rng, difficulty, words }) => {
  const day = rng.pick(PARTS_OF_DAY);
  const h = difficulty === 3 ? rng.int(day.hours[0], day.hours[1]) : rng.int(1, 12);
  const m = difficulty === 1 ? rng.int(1, 6) * 5 : rng.int(7, 11) * 5;
  const withSuffix = difficulty === 3;
  const suffix = (pm: boolean) => (withSuffix ? (pm ? " p.m." : " a.m.") : "");
  const text = (hour: number, minute: number, pm = day.pm) => `${hour}:${pad(minute)}${suffix(pm)}`;
  // Minutes after midnight (with a.m./p.m.) or after 12:00, for the checking harness.
  const value = (hour: number, minute: number, pm = day.pm) =>
    withSuffix ? `(${hour % 12} + ${pm ? 12 : 0}) * 60 + ${minute}` : `${hour % 12} * 60 + ${minute}`;
  const next = (h % 12) + 1;
  const minuteNumber = m / 5;
  const event = rng.pick(words.events);
  const distractors: Distractor[] = [
    {
      text: text(next, m),
      value: value(next, m),
      misconception: "reads-the-next-hour",
      feedback: `The short hand is close to ${next} but has not reached it, so the hour is still ${h}.`,
    },
    {
      text: text(h, minuteNumber),
      value: value(h, minuteNumber),
      misconception: "reads-minute-number-as-minutes",
      feedback: `The long hand points at the ${minuteNumber}. Count by 5s from the 12: that is ${counted(m, plural("minutes"))}.`,
    },
    {
      text: text(minuteNumber, (h * 5) % 60),
      value: value(minuteNumber, (h * 5) % 60),
      misconception: "swaps-clock-hands",
      feedback: "The short hand shows the hour and the long hand shows the minutes.",
    },
    {
      text: text(h, m, !day.pm),
      value: value(h, m, !day.pm),
      misconception: "mixes-up-am-and-pm",
      feedback: `A.m. is from midnight to noon and p.m. from noon to midnight. ${day.words.replace("in the ", "The ")} is ${day.pm ? "p.m." : "a.m."}`,
    },
  ];
  // With a.m./p.m. the mix-up goes first so it is always one of the three choices shown.
  const ordered = withSuffix
    ? [distractors[3], distractors[0], distractors[1], distractors[2]]
    : distractors.slice(0, 3);
  const { choices, answer, wrongAnswers } = multipleChoice(
    rng,
    { text: text(h, m), value: value(h, m) },
    ordered.filter((d): d is Distractor => d !== undefined),
  );
  return {
    prompt: withSuffix
      ? `${event.charAt(0).toUpperCase()}${event.slice(1)} starts ${day.words} at the time on the clock. What time is it?`
      : "What time does the clock show?",
    figure: clockFace(h, m),
    answer,
    choices,
    hints: [
      "The short hand shows the hour: use the number it has passed, even if it is close to the next one.",
      `The long hand shows minutes. Count by 5s from the 12 to the number it points at.`,
      ...(withSuffix ? ["Morning times are a.m.; afternoon and evening times are p.m."] : []),
    ],
    solution: {
      steps: [
        `The short hand is between ${h} and ${next}, so the hour is ${h}.`,
        `The long hand points at the ${minuteNumber}: ${Array.from({ length: minuteNumber }, (_, i) => (i + 1) * 5).join(", ")} minutes.`,
        ...(withSuffix ? [`${day.words.replace("in the ", "The ")} is ${day.pm ? "p.m." : "a.m."}`] : []),
      ],
      answer: withSuffix ? `It is ${text(h, m)}` : `It is ${text(h, m)}.`,
    },
    wrongAnswers,
    check: { kind: "value", expression: value(h, m) },
  };
};

/**
 * m-2.md.d.10: answer questions from a bar graph with four categories (scale of 1). Difficulty 1
 * reads one bar; 2 finds how many more or fewer; 3 takes two steps.
 */
export const barGraphQuestions: Generator = ({ rng, difficulty, words }) => {
  const categories = [...words.survey.categories];
  const values = rng.sample(byLevel(difficulty), categories.length);
  const [i, j, k] = rng.sample([0, 1, 2, 3], 3) as [number, number, number];
  const title = `Our ${words.survey.topic}`;
  const figure = barGraph({ title, categories, values, scale: 1, axisLabel: "child" });
  const v = (n: number) => values[n] as number;
  const c = (n: number) => categories[n] as string;
  if (difficulty === 1) {
    return {
      prompt: `The children voted for their ${words.survey.topic}. How many children chose ${c(i)}?`,
      figure,
      answer: integerAnswer(v(i), { unit: v(i) === 1 ? "child" : "children" }),
      hints: [`Find the bar for ${c(i)}.`, "Read across from the top of the bar to the number on the side."],
      solution: {
        steps: [`Find the bar labeled ${c(i)}.`, `Its top lines up with ${v(i)} on the side.`],
        answer: `${v(i) === 1 ? "1 child" : `${v(i)} children`} chose ${c(i)}.`,
      },
      wrongAnswers: wrongIntegers(v(i), [
        {
          misconception: "reads-the-neighbouring-mark",
          value: v(i) + 1,
          feedback: "Read straight across from the very top of the bar to the number.",
        },
        {
          misconception: "reads-the-neighbouring-mark",
          value: v(i) - 1,
          feedback: "Read straight across from the very top of the bar to the number.",
        },
        {
          misconception: "copies-a-given-number",
          value: v(j),
          feedback: `That is the bar for ${c(j)}. Find the bar labeled ${c(i)}.`,
        },
      ]),
      // The chosen bar, as the whole graph's total less the other three bars.
      check: {
        kind: "value",
        expression: `sum(${values.join(", ")}) - (${values.filter((_, n) => n !== i).join(" + ")})`,
      },
    };
  }
  const [more, less] = v(i) > v(j) ? [i, j] : [j, i];
  if (difficulty === 2) {
    const fewer = rng.chance(0.4);
    const answer = v(more) - v(less);
    return {
      prompt: fewer
        ? `How many fewer children chose ${c(less)} than ${c(more)}?`
        : `How many more children chose ${c(more)} than ${c(less)}?`,
      figure,
      answer: integerAnswer(answer, { unit: answer === 1 ? "child" : "children" }),
      hints: [
        `Read both bars: ${c(more)} and ${c(less)}.`,
        `How many ${fewer ? "fewer" : "more"} means find the difference: subtract the shorter bar from the taller one.`,
        `Look at the part of the ${c(more)} bar that sticks out above the ${c(less)} bar.`,
      ],
      solution: {
        steps: [
          `${capitalize(c(more))}: ${v(more)}. ${capitalize(c(less))}: ${v(less)}.`,
          `${math(`${v(more)} - ${v(less)} = ${answer}`)}.`,
        ],
        answer: `${answer} ${fewer ? "fewer" : "more"} ${answer === 1 ? "child" : "children"}.`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "adds-instead-of-subtracts",
          value: v(more) + v(less),
          feedback: `That is both bars together. How many ${fewer ? "fewer" : "more"} asks for the difference.`,
        },
        {
          misconception: "copies-a-given-number",
          value: v(more),
          feedback: `${v(more)} is the ${c(more)} bar alone. Compare it with the ${c(less)} bar.`,
        },
        {
          misconception: "calculation-slip",
          value: answer + 1,
          feedback: "Count the squares of the graph between the tops of the two bars again.",
        },
      ]),
      check: { kind: "value", expression: `${v(more)} - ${v(less)}` },
    };
  }
  // Two steps: two categories together, compared with a third.
  const together = v(i) + v(j);
  const [big, small] = together >= v(k) ? [together, v(k)] : [v(k), together];
  const answer = big - small;
  const pairFirst = together >= v(k);
  return {
    prompt: pairFirst
      ? `How many more children chose ${c(i)} or ${c(j)} than chose ${c(k)}?`
      : `How many more children chose ${c(k)} than chose ${c(i)} or ${c(j)}?`,
    figure,
    answer: integerAnswer(answer, { unit: answer === 1 ? "child" : "children" }),
    hints: [
      `First add ${c(i)} and ${c(j)}: ${math(`${v(i)} + ${v(j)}`)}.`,
      `Then compare that total with ${c(k)}, ${v(k)}.`,
    ],
    solution: {
      steps: [
        `${capitalize(c(i))} and ${c(j)}: ${math(`${v(i)} + ${v(j)} = ${together}`)}.`,
        `${math(`${big} - ${small} = ${answer}`)}.`,
      ],
      answer: `${answer} more ${answer === 1 ? "child" : "children"}.`,
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "does-only-first-step",
        value: together,
        feedback: `${together} is ${c(i)} and ${c(j)} together. Now compare with ${c(k)}.`,
      },
      {
        misconception: "wrong-second-operation",
        value: together + v(k),
        feedback: `How many more asks for a difference: subtract ${c(k)} instead of adding it.`,
      },
      {
        misconception: "calculation-slip",
        value: answer + 1,
        feedback: "Read each bar again, then add and subtract carefully.",
      },
    ]),
    check: { kind: "value", expression: `abs((${v(i)} + ${v(j)}) - ${v(k)})` },
  };
};

/** Bar heights: small counts at level 1, up to 10 later (distinct, so "which is more" is clear). */
function byLevel(difficulty: 1 | 2 | 3): number[] {
  return difficulty === 1 ? [1, 2, 3, 4, 5, 6, 7] : [2, 3, 4, 5, 6, 7, 8, 9, 10];
}
