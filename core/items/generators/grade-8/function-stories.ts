/**
 * 8.F.A.2 and 8.F.B.5: comparing two functions shown in different ways, and reading the story in
 * a graph made of straight pieces. The harness recomputes each key from the raw rows, equations and
 * graph corners.
 */
import { integerAnswer, wrongIntegers, type Distractor, type Generator } from "../../build.ts";
import { math } from "../../text.ts";
import type { Answer, Choice, WrongAnswer } from "../../types.ts";
import { pieceGraph } from "./figures.ts";
import { counted, plural } from "../../language.ts";

/**
 * m-8.f.a.2: compare two linear functions given in different forms. Difficulty 1: an equation and
 * a table, compare the rates; 2: a table that skips x = 0 and a sentence, compare the starting
 * values; 3: a sentence and a table with steps of 10, compare the values at a given input.
 */
export const compareFunctions: Generator = ({ rng, difficulty, words }) => {
  const [p1, p2] = rng.sample(words.people, 2) as [string, string];
  const [m1, m2] = rng.sample([2, 3, 4, 5, 6, 7, 8, 9], 2) as [number, number];
  const [b1, b2] = rng.sample([0, 5, 10, 15, 20, 25, 30, 40], 2) as [number, number];
  if (difficulty === 1) {
    const rows = [0, 1, 2, 3].map((x) => `${x} → ${m2 * x + b2}`).join(", ");
    const diff = Math.abs(m1 - m2);
    return {
      prompt: `${p1}'s savings follow ${math(`y = ${m1}x + ${b1}`)} (y dollars after x weeks). ${p2}'s savings are in a table (weeks → dollars): ${rows}. Whose savings grow faster, and by how many dollars a week? Type the difference.`,
      answer: integerAnswer(diff, { unit: "dollars a week" }),
      hints: [
        "Compare the rates of change: how much each grows in one week.",
        `In ${math(`y = ${m1}x + ${b1}`)}, the rate is the number multiplying x. In the table, look at how much y grows each week.`,
      ],
      solution: {
        steps: [
          `${p1}: rate ${counted(m1, plural("dollars"))} a week.`,
          `${p2}: ${math(`${m2 + b2} − ${b2} = ${m2}`)} dollars a week.`,
          `${m1 > m2 ? p1 : p2} grows faster, by ${math(`${Math.max(m1, m2)} − ${Math.min(m1, m2)} = ${diff}`)}.`,
        ],
        answer: `${m1 > m2 ? p1 : p2}'s savings grow faster, by $${diff} a week.`,
      },
      wrongAnswers: wrongIntegers(diff, [
        {
          misconception: "uses-a-point-not-the-rate",
          value: Math.abs(b1 - b2),
          feedback: "That compares the starting amounts. The question is about how fast they grow.",
        },
        {
          misconception: "adds-instead-of-subtracts",
          value: m1 + m2,
          feedback: "By how much is a difference: subtract the two rates.",
        },
        {
          misconception: "first-value-is-start",
          value: Math.abs(m1 - (m2 + b2)),
          feedback: `${m2 + b2} is ${p2}'s total after 1 week, not the weekly growth. Subtract the rows.`,
        },
      ]),
      check: { kind: "value", expression: `abs(${m1} - ((${m2 * 2 + b2}) - (${m2 + b2})))` },
    };
  }
  if (difficulty === 2) {
    const xs = [2, 4, 6];
    const rows = xs.map((x) => `${x} → ${m2 * x + b2}`).join(", ");
    const diff = Math.abs(b1 - b2);
    const y2 = m2 * 2 + b2;
    return {
      prompt: `${p1}'s plant starts at ${b1} cm tall and grows ${m1} cm a week. The height of ${p2}'s plant is in a table (weeks → cm): ${rows}. Both grow at steady rates. How many cm taller was the taller plant at the start (week 0)?`,
      answer: integerAnswer(diff, { unit: "cm" }),
      hints: [
        `${p1}'s plant started at ${b1} cm. For ${p2}'s, work back from week 2 to week 0.`,
        `In the table, every 2 weeks add ${m2 * 2} cm, so each week adds ${m2} cm.`,
        `Week 0: ${math(`${y2} − 2 × ${m2}`)}.`,
      ],
      solution: {
        steps: [
          `${p2}'s plant grows ${math(`(${m2 * 4 + b2} − ${y2}) ÷ 2 = ${m2}`)} cm a week.`,
          `At week 0 it was ${math(`${y2} − 2 × ${m2} = ${b2}`)} cm.`,
          `${p1}'s started at ${b1} cm. The difference is ${math(`${Math.max(b1, b2)} − ${Math.min(b1, b2)} = ${diff}`)} cm.`,
        ],
        answer: `At the start, ${b1 > b2 ? `${p1}'s` : `${p2}'s`} plant was ${diff} cm taller.`,
      },
      wrongAnswers: wrongIntegers(diff, [
        {
          misconception: "first-value-is-start",
          value: Math.abs(y2 - b1),
          feedback: `${y2} cm is the height at week 2, not at the start. Work back 2 weeks.`,
        },
        {
          misconception: "uses-a-point-not-the-rate",
          value: Math.abs(m1 - m2),
          feedback: "That compares how fast they grow. The question asks about the heights at week 0.",
        },
        {
          misconception: "calculation-slip",
          value: Math.abs(y2 - m2 * 4 - b1),
          feedback: `Each week adds ${m2} cm, so 2 weeks back is ${math(`2 × ${m2}`)}, not ${math(`4 × ${m2}`)}.`,
        },
      ]),
      check: { kind: "value", expression: `abs(${b1} - ((${y2}) - 2 * ((${m2 * 4 + b2}) - (${y2})) / 2))` },
    };
  }
  // Difficulty 3: values at a given input; the table goes up in steps of 10.
  const n = rng.pick([30, 40, 50, 60]);
  const rate2 = m2 * 5; // dollars per 10 items
  const rows = [0, 10, 20].map((x) => `${x} → $${(rate2 * x) / 10 + b2}`).join(", ");
  const v2 = (rate2 * n) / 10 + b2;
  // Printer A's fee moves up by $5 if the two costs would tie.
  const fee1 = m1 * n + b1 === v2 ? b1 + 5 : b1;
  const v1 = m1 * n + fee1;
  const diff = Math.abs(v1 - v2);
  return {
    prompt: `Printer A charges $${fee1} plus $${m1} a page. Printer B's prices are in a table (pages → cost): ${rows}. For ${counted(n, plural("pages"))}, how many dollars more does the more expensive printer charge?`,
    answer: integerAnswer(diff, { unit: "dollars" }),
    hints: [
      `Find each cost for ${counted(n, plural("pages"))}.`,
      `Printer B: every 10 pages add $${rate2}, so each page adds ${math(`${rate2} ÷ 10`)} dollars.`,
      `A: ${math(`${fee1} + ${m1} × ${n}`)}. B: ${math(`${b2} + ${rate2 / 10} × ${n}`)}.`,
    ],
    solution: {
      steps: [
        `A: ${math(`${fee1} + ${m1} × ${n} = ${v1}`)} dollars.`,
        `B: ${math(`${b2} + ${rate2 / 10} × ${n} = ${v2}`)} dollars.`,
        `Difference: ${math(`${Math.max(v1, v2)} − ${Math.min(v1, v2)} = ${diff}`)}.`,
      ],
      answer: `Printer ${v1 > v2 ? "A" : "B"} charges $${diff} more for ${counted(n, plural("pages"))}.`,
    },
    wrongAnswers: wrongIntegers(diff, [
      {
        misconception: "uses-a-point-not-the-rate",
        value: Math.abs(fee1 - b2),
        feedback: "That compares only the starting fees. Work out both full costs.",
      },
      {
        misconception: "forgets-the-start",
        value: Math.abs(m1 * n - (rate2 * n) / 10),
        feedback: "Don't forget each printer's starting fee.",
      },
      {
        misconception: "calculation-slip",
        value: Math.abs(v1 - (rate2 * n + b2)),
        feedback: `In B's table, $${rate2} is for every 10 pages, not for each page.`,
      },
    ]),
    check: {
      kind: "value",
      expression: `abs((${fee1} + ${m1} * ${n}) - (${b2} + ((${(rate2 * 20) / 10 + b2}) - (${b2})) / 20 * ${n}))`,
    },
  };
};

type Question = "still" | "fastest" | "back";

/** A speed for the solution: whole, or "about" a whole number. */
const speed = (v: number) => (Number.isInteger(v) ? String(v) : `about ${Math.round(v)}`);

/**
 * m-8.f.b.5: the story in a distance-time graph made of four straight pieces: going out at two
 * speeds, a stop, and the trip back. Difficulty 1 asks when the person stopped; 2 when they went
 * fastest away; 3 when they headed back, with pieces in a less regular order and speeds closer.
 */
export const graphStory: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  // Four pieces: two outward speeds, a stop, and the way back (the last piece, back to 0).
  const t1 = rng.int(2, 4) * 5;
  const t2 = rng.int(1, 3) * 5;
  const stop = rng.int(1, 3) * 5;
  const back = rng.int(2, 4) * 5;
  // Outward speeds in whole meters a minute, different so "fastest" has one answer.
  const [v1, v2] = rng.sample([10, 15, 20, 25, 30, 40], 2) as [number, number];
  const d1 = v1 * t1;
  const d2 = v2 * t2;
  const stopFirst = difficulty === 3 && rng.chance(0.5);
  const times = stopFirst ? [t1, stop, t2, back] : [t1, t2, stop, back];
  const points: [number, number][] = [[0, 0]];
  let t = 0;
  let d = 0;
  const ups = [d1, d2];
  times.forEach((dt, i) => {
    t += dt;
    const isStop = stopFirst ? i === 1 : i === 2;
    if (i === 3) d = 0;
    else if (!isStop) d += ups.shift() ?? 0;
    points.push([t, d]);
  });
  const slopes = points.slice(1).map((p, i) => {
    const q = points[i] as [number, number];
    return {
      text: `Part ${"ABCD".charAt(i)}`,
      value: `(${p[1]} - ${q[1]}) / (${p[0]} - ${q[0]})`,
      n: (p[1] - q[1]) / (p[0] - q[0]),
    };
  });
  const question: Question =
    difficulty === 1 ? "still" : difficulty === 2 ? "fastest" : rng.pick(["back", "fastest"] as const);
  const positive = slopes.filter((s) => s.n > 0);
  const fastestValue = Math.max(...positive.map((s) => s.n));
  const key =
    question === "still"
      ? slopes.find((s) => s.n === 0)
      : question === "back"
        ? slopes.find((s) => s.n < 0)
        : positive.find((s) => s.n === fastestValue);
  const keyChoice = key ?? slopes[0];
  const others = slopes.filter((s) => s !== keyChoice);
  const distractors: Distractor[] = others.map((s) => ({
    text: s.text,
    value: s.value,
    misconception:
      question === "still" && s.n < 0
        ? "uses-a-point-not-the-rate"
        : question === "back" && s.n === 0
          ? "calculation-slip"
          : "calculation-slip",
    feedback:
      s.n === 0
        ? `In ${s.text} the graph is flat: the distance doesn't change, so ${person} is standing still.`
        : s.n < 0
          ? `In ${s.text} the graph goes down: the distance from home shrinks, so ${person} is heading back.`
          : `In ${s.text} the graph goes up: ${person} is moving away from home at ${counted(speed(s.n), plural("meters"))} a minute.`,
  }));
  const asked =
    question === "still"
      ? `During which part was ${person} standing still?`
      : question === "back"
        ? `During which part was ${person} heading back home?`
        : `During which part was ${person} moving away from home fastest?`;
  // The four parts in their natural order, A to D.
  const choices: Choice[] = slopes.map((sl, i) => {
    const choice: Choice = { id: "abcd".charAt(i), text: sl.text, value: sl.value };
    const wrong = distractors.find((dd) => dd.text === sl.text);
    if (wrong) choice.misconception = wrong.misconception;
    return choice;
  });
  const idOf = (text: string) => choices.find((c) => c.text === text)?.id ?? "a";
  const answer: Answer = { format: "multiple-choice", choiceId: idOf(keyChoice?.text ?? "") };
  const wrongAnswers: WrongAnswer[] = distractors.map((dd) => ({
    misconception: dd.misconception,
    response: { format: "multiple-choice", choiceId: idOf(dd.text) },
    feedback: dd.feedback,
  }));
  const maxY = Math.max(...points.map((p) => p[1]));
  const yMax = Math.ceil((maxY + 100) / 200) * 200;
  return {
    prompt: `The graph shows ${person}'s distance from home during a walk. ${asked}`,
    figure: pieceGraph({
      points,
      xMax: Math.ceil(t / 10) * 10,
      yMax,
      xStep: 10,
      yStep: yMax / 4,
      xLabel: "minutes",
      yLabel: "meters from home",
    }),
    answer,
    choices,
    hints: [
      "Up means moving away from home, flat means not moving, and down means coming back.",
      question === "fastest"
        ? "The steeper a piece going up, the faster the distance grows. Compare meters per minute."
        : question === "still"
          ? "Look for the flat piece: time passes but the distance stays the same."
          : "Look for the piece where the distance from home gets smaller.",
    ],
    solution: {
      steps: slopes.map(
        (s) =>
          `${s.text}: ${s.n === 0 ? "flat, standing still" : s.n < 0 ? `going down, heading home at ${counted(speed(-s.n), plural("meters"))} a minute` : `going up at ${counted(speed(s.n), plural("meters"))} a minute`}.`,
      ),
      answer: `${keyChoice?.text ?? ""}.`,
    },
    wrongAnswers,
    check: {
      kind: "value",
      expression:
        question === "still"
          ? "0"
          : question === "back"
            ? `min(${slopes.map((s) => s.value).join(", ")})`
            : `max(${slopes.map((s) => s.value).join(", ")})`,
    },
  };
};
