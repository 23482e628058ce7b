/**
 * 8.EE.C.8: systems of two linear equations: the crossing point of two lines, solving by
 * substitution, choosing a method (elimination, or seeing that there is no solution), and word
 * problems with two unknowns. A point (x, y) is coded for the harness as the number 1000x + y
 * (coordinates stay well below 500); "no solution" is 100000 and "infinitely many" 200000. The
 * harness recomputes the code from the equations' raw coefficients with Cramer's rule.
 */
import { integerAnswer, multipleChoice, wrongIntegers, type Distractor, type Generator } from "../../build.ts";
import { gcd } from "../../numbers.ts";
import type { Random } from "../../random.ts";
import { count, math } from "../../text.ts";
import { coordinatePlane } from "./figures.ts";
import { lineText, point, signed } from "./helpers.ts";
import { sceneFor } from "../../themes.ts";
import { capitalize } from "../../text.ts";

/** a·x + b·y = c. */
type Line = { a: number; b: number; c: number };

const NONE = 100000;
const MANY = 200000;
const code = (x: number, y: number) => 1000 * x + y;

/** "2x − 3y = 6", "x + y = 5". */
function standardText(l: Line): string {
  const xTerm = l.a === 0 ? "" : l.a === 1 ? "x" : l.a === -1 ? "−x" : `${signed(l.a)}x`;
  const yAbs = Math.abs(l.b) === 1 ? "y" : `${Math.abs(l.b)}y`;
  const yTerm = l.b === 0 ? "" : xTerm === "" ? (l.b < 0 ? `−${yAbs}` : yAbs) : `${l.b < 0 ? " − " : " + "}${yAbs}`;
  return `${xTerm}${yTerm} = ${signed(l.c)}`;
}

/** The line y = m·x + k as a Line. */
const slopeLine = (m: number, k: number): Line => ({ a: -m, b: 1, c: k });

/** The mathjs expression that codes the solution of a system from its raw coefficients. */
function solutionCode(p: Line, q: Line): string {
  const det = `((${p.a}) * (${q.b}) - (${q.a}) * (${p.b}))`;
  const x = `(((${p.c}) * (${q.b}) - (${q.c}) * (${p.b})) / ${det})`;
  const y = `(((${p.a}) * (${q.c}) - (${q.a}) * (${p.c})) / ${det})`;
  const same = `((${p.a}) * (${q.c}) == (${q.a}) * (${p.c}) and (${p.b}) * (${q.c}) == (${q.b}) * (${p.c}))`;
  return `(${det} != 0) ? (1000 * ${x} + ${y}) : (${same} ? ${MANY} : ${NONE})`;
}

const onLine = (l: Line, x: number, y: number) => l.a * x + l.b * y === l.c;
const pointChoice = (x: number, y: number) => ({ text: math(point(x, y)), value: String(code(x, y)) });

function nonZero(rng: Random, lo: number, hi: number): number {
  for (;;) {
    const v = rng.int(lo, hi);
    if (v !== 0) return v;
  }
}

/** How the point fits the two equations: what the child sees. */
const FIT_TEXT = [
  "No: it makes neither equation true",
  "No: it makes only the first equation true",
  "No: it makes only the second equation true",
  "Yes: it makes both equations true",
];

/**
 * m-8.ee.c.8.a: is this point the solution, the crossing point of the two lines? Difficulty 1
 * shows the lines on a grid; 2 gives y = mx + b equations; 3 gives equations like 2x − 3y = 6.
 * The choices say which equations the point makes true (coded 0-3 for the harness).
 */
export const crossingPoint: Generator = ({ rng, difficulty }) => {
  const x0 = rng.int(-4, 4);
  const y0 = rng.int(-4, 4);
  let first: Line;
  let second: Line;
  if (difficulty < 3) {
    const [m1, m2] = rng.sample([-3, -2, -1, 1, 2, 3], 2) as [number, number];
    first = slopeLine(m1, y0 - m1 * x0);
    second = slopeLine(m2, y0 - m2 * x0);
  } else {
    const make = (): Line => {
      const a = nonZero(rng, -4, 5);
      const b = nonZero(rng, -4, 5);
      return { a, b, c: a * x0 + b * y0 };
    };
    first = make();
    second = make();
    while (first.a * second.b === second.a * first.b) second = make();
  }
  // Which point to ask about: the crossing point, a point on only one line, or on neither.
  const fit = rng.pick([3, 3, 1, 2, 0]);
  const along = (l: Line, t: number): [number, number] => {
    const g = gcd(l.a, l.b) || 1;
    return [x0 + (t * l.b) / g, y0 - (t * l.a) / g];
  };
  let asked: [number, number] = [x0, y0];
  if (fit === 1) asked = along(first, rng.pick([-1, 1]));
  if (fit === 2) asked = along(second, rng.pick([-1, 1]));
  // "Neither": the crossing point with x and y swapped when that fits neither line, else a nudge.
  if (fit === 0)
    asked =
      x0 !== y0 && !onLine(first, y0, x0) && !onLine(second, y0, x0)
        ? [y0, x0]
        : ((
            [
              [x0, y0 + 1],
              [x0 + 1, y0],
              [x0, y0 - 1],
              [x0 - 1, y0],
            ] as [number, number][]
          ).find(([x, y]) => !onLine(first, x, y) && !onLine(second, x, y)) ?? [x0 + 1, y0 + 2]);
  const [px, py] = asked;
  const actual = (onLine(first, px, py) ? 1 : 0) + (onLine(second, px, py) ? 2 : 0);
  const show = (l: Line) => (difficulty < 3 ? `y = ${lineText(-l.a, 1, l.c)}` : standardText(l));
  const sub = (l: Line) => {
    const value = l.a * px + l.b * py;
    const lhs =
      difficulty < 3
        ? `${lineText(-l.a, 1, 0).replace("x", `(${signed(px)})`)} ${l.c < 0 ? "−" : "+"} ${Math.abs(l.c)} = ${signed(-l.a * px + l.c)}`
        : `${signed(l.a)} × ${px < 0 ? `(${signed(px)})` : px} + ${l.b < 0 ? `(${signed(l.b)})` : l.b} × ${py < 0 ? `(${signed(py)})` : py} = ${signed(value)}`;
    const fits = onLine(l, px, py);
    return `${math(show(l))}: ${math(lhs)}, ${fits ? "which matches" : "which does not match"} ${difficulty < 3 ? `y = ${signed(py)}` : signed(l.c)}${fits ? " ✓" : " ✗"}.`;
  };
  const feedbackFor = (chosen: number): { misconception: Distractor["misconception"]; feedback: string } => {
    const both = `Check both equations: ${sub(first)} ${sub(second)}`;
    if (chosen === 3 && fit === 0 && asked[0] === y0 && asked[1] === x0)
      return {
        misconception: "swaps-coordinates",
        feedback: `Put the first number in for x and the second for y. ${both}`,
      };
    if (chosen === 3)
      return {
        misconception: "checks-one-equation-only",
        feedback: `A solution must make both equations true. ${both}`,
      };
    return { misconception: "calculation-slip", feedback: both };
  };
  const distractors = [0, 1, 2, 3]
    .filter((f) => f !== actual)
    .map((f) => ({ text: FIT_TEXT[f] ?? "", value: String(f), ...feedbackFor(f) }));
  const { choices, answer, wrongAnswers } = multipleChoice(
    rng,
    { text: FIT_TEXT[actual] ?? "", value: String(actual) },
    distractors,
  );
  return {
    prompt:
      difficulty === 1
        ? `The graph shows the lines ${math(show(first))} (first) and ${math(show(second))} (second). Is ${math(point(px, py))} the solution of the system?`
        : `Is ${math(point(px, py))} the solution of the system ${math(show(first))} and ${math(show(second))}?`,
    figure:
      difficulty === 1
        ? coordinatePlane({
            size: 6,
            points: [{ at: asked, label: "P" }],
            lines: [
              { through: [[x0, y0], along(first, 1)], label: "1st" },
              { through: [[x0, y0], along(second, 1)], label: "2nd" },
            ],
            describe: `A coordinate plane from −6 to 6 with two straight lines. The first, ${show(first)}, passes through ${point(x0, y0)} and ${point(...along(first, 1))}; the second, ${show(second)}, passes through ${point(x0, y0)} and ${point(...along(second, 1))}. Point P is at ${point(px, py)}.`,
          })
        : undefined,
    answer,
    choices,
    hints: [
      "A solution of a system is a point that lies on both lines: it makes both equations true.",
      `Put ${math(`x = ${signed(px)}`)} and ${math(`y = ${signed(py)}`)} into the first equation. Is it true?`,
      "Now do the same with the second equation.",
    ],
    solution: {
      steps: [sub(first), sub(second)],
      answer: FIT_TEXT[actual] ?? "",
    },
    wrongAnswers,
    check: {
      kind: "value",
      expression: `((${first.a} * (${px}) + ${first.b} * (${py}) == ${first.c}) ? 1 : 0) + ((${second.a} * (${px}) + ${second.b} * (${py}) == ${second.c}) ? 2 : 0)`,
    },
  };
};

/**
 * m-8.ee.c.8.b-substitution: solve by substitution. Difficulty 1: y = mx + b and x + y = s;
 * 2: y = mx + b and ax + cy = d; 3: x = my + b and ax + cy = d, with negative numbers.
 */
export const substitution: Generator = ({ rng, difficulty }) => {
  // x ≠ y and neither is 0, so the swapped and sign-slip points differ from the answer.
  const x = difficulty === 1 ? rng.int(1, 8) : nonZero(rng, -6, 8);
  let y = difficulty === 1 ? rng.int(1, 12) : nonZero(rng, -8, 10);
  if (y === x) y = x + 1 || 2;
  const m = difficulty === 1 ? rng.int(2, 4) : nonZero(rng, -3, 4);
  // The "solved" equation: y = mx + k (or x = my + k on difficulty 3).
  const solvedForX = difficulty === 3;
  const k = solvedForX ? x - m * y : y - m * x;
  const a = difficulty === 1 ? 1 : nonZero(rng, -4, 5);
  let c = difficulty === 1 ? 1 : nonZero(rng, -4, 5);
  // The substituted equation must keep its letter: a + c·m ≠ 0 (or a·m + c ≠ 0).
  if ((solvedForX ? a * m + c : a + c * m) === 0) c += 1;
  const d = a * x + c * y;
  const other: Line = { a, b: c, c: d };
  const solved: Line = solvedForX ? { a: 1, b: -m, c: k } : { a: -m, b: 1, c: k };
  const solvedText = solvedForX ? `x = ${lineText(m, 1, k).replace("x", "y")}` : `y = ${lineText(m, 1, k)}`;
  const letter = solvedForX ? "y" : "x";
  const inner = `(${lineText(m, 1, k).replace("x", solvedForX ? "y" : "x")})`;
  const substituted = solvedForX
    ? `${a === 1 ? "" : a === -1 ? "−" : signed(a)}${inner} ${c < 0 ? "−" : "+"} ${Math.abs(c) === 1 ? "" : Math.abs(c)}y = ${signed(d)}`
    : `${lineText(a, 1, 0)} ${c < 0 ? "−" : "+"} ${Math.abs(c) === 1 ? "" : Math.abs(c)}${inner} = ${signed(d)}`;
  const coefficient = solvedForX ? a * m + c : a + c * m;
  const constant = solvedForX ? a * k : c * k;
  const found = solvedForX ? y : x;
  // Dropping the brackets: only the first term is multiplied, so the constant k is not.
  const outside = solvedForX ? a : c;
  const dropped = (d - k) / coefficient;
  const droppedPoint: [number, number] | null =
    Number.isInteger(dropped) && outside !== 1
      ? solvedForX
        ? [m * dropped + k, dropped]
        : [dropped, m * dropped + k]
      : null;
  // A point on the solved line only (checks one equation).
  const oneOnly: [number, number] = solvedForX ? [x + m, y + 1] : [x + 1, y + m];
  const distractors: Distractor[] = [
    {
      ...pointChoice(y, x),
      misconception: "swaps-coordinates",
      feedback: "Write the point as (x, y): the x-value first.",
    },
    ...(droppedPoint
      ? [
          {
            ...pointChoice(...droppedPoint),
            misconception: "distributes-to-first-term-only" as const,
            feedback: `Keep the brackets when you substitute: ${math(`${outside === -1 ? "−" : outside}${inner}`)} multiplies every term inside.`,
          },
        ]
      : []),
    {
      ...pointChoice(...oneOnly),
      misconception: "checks-one-equation-only" as const,
      feedback: `That point fits ${math(solvedText)}, but check it in ${math(standardText(other))}: it doesn't work.`,
    },
    {
      ...pointChoice(solvedForX ? -x : x, solvedForX ? y : -y),
      misconception: "calculation-slip" as const,
      feedback: `Check the sign when you work out ${solvedForX ? "x" : "y"}: put ${math(`${letter} = ${signed(found)}`)} into ${math(solvedText)}.`,
    },
  ];
  const { choices, answer, wrongAnswers } = multipleChoice(rng, pointChoice(x, y), distractors);
  return {
    prompt: `Solve the system by substitution: ${math(solvedText)} and ${math(standardText(other))}. Which point is the solution?`,
    answer,
    choices,
    hints: [
      `${math(solvedText)} tells you what ${solvedForX ? "x" : "y"} equals. Replace ${solvedForX ? "x" : "y"} in the other equation with ${math(inner)}, keeping the brackets.`,
      `You get ${math(substituted)}. Solve it for ${letter}.`,
      `Then put ${letter} back into ${math(solvedText)} to find ${solvedForX ? "x" : "y"}.`,
    ],
    solution: {
      steps: [
        `Substitute: ${math(substituted)}.`,
        `Multiply out and combine: ${math(`${lineText(coefficient, 1, constant).replace("x", letter)} = ${signed(d)}`)}, so ${math(`${letter} = ${signed(found)}`)}.`,
        solvedForX
          ? `Find x: ${math(`x = ${signed(m)}(${signed(y)}) ${k < 0 ? "−" : "+"} ${Math.abs(k)} = ${signed(x)}`)}.`
          : `Find y: ${math(`y = ${signed(m)}(${signed(x)}) ${k < 0 ? "−" : "+"} ${Math.abs(k)} = ${signed(y)}`)}.`,
        `Check in ${math(standardText(other))}: ${math(`${signed(a)}(${signed(x)}) + ${c < 0 ? `(${signed(c)})` : c}(${signed(y)}) = ${signed(d)}`)}. ✓`,
      ],
      answer: `The solution is ${math(point(x, y))}.`,
    },
    wrongAnswers,
    check: { kind: "value", expression: solutionCode(solved, other) },
  };
};

/**
 * m-8.ee.c.8.b: choosing how to solve. Difficulty 1 adds two equations to cancel y; 2 multiplies
 * one equation first, or spots matching left sides (no solution); 3 mixes those with a pair where
 * one equation is a multiple of the other (infinitely many).
 */
export const chooseMethod: Generator = ({ rng, difficulty }) => {
  const x = nonZero(rng, -5, 8);
  let y = nonZero(rng, -5, 8);
  if (y === x) y = x + 1 || 2;
  const kind =
    difficulty === 1
      ? "add"
      : rng.pick(difficulty === 2 ? (["scale", "scale", "none"] as const) : (["scale", "none", "many"] as const));
  let p: Line;
  let q: Line;
  if (kind === "add") {
    const b = rng.int(1, 4);
    const a1 = rng.int(1, 3);
    const a2 = rng.int(1, 3);
    p = { a: a1, b, c: a1 * x + b * y };
    q = { a: a2, b: -b, c: a2 * x - b * y };
  } else if (kind === "scale") {
    const a = rng.int(1, 3);
    const b = nonZero(rng, -3, 3);
    const f = rng.int(2, 3);
    const b2 = rng.pick([1, 2, 3, -1, -2].filter((v) => v !== b * f && v * a !== b * a * f));
    p = { a, b, c: a * x + b * y };
    q = { a: a * f, b: b2, c: a * f * x + b2 * y };
    if (p.a * q.b === q.a * p.b) q = { a: a * f, b: b2 + 5, c: a * f * x + (b2 + 5) * y };
  } else {
    const a = rng.int(1, 5);
    const b = nonZero(rng, -4, 5);
    const c = a * x + b * y;
    const f = kind === "many" ? rng.int(2, 3) : 1;
    p = { a, b, c };
    q = kind === "many" ? { a: a * f, b: b * f, c: c * f } : { a, b, c: c + nonZero(rng, -4, 4) };
  }
  const keyChoice =
    kind === "none"
      ? { text: "no solution", value: String(NONE) }
      : kind === "many"
        ? { text: "infinitely many solutions", value: String(MANY) }
        : pointChoice(x, y);
  const distractors: Distractor[] = [];
  if (kind === "none" || kind === "many") {
    distractors.push(
      {
        text: kind === "none" ? "infinitely many solutions" : "no solution",
        value: String(kind === "none" ? MANY : NONE),
        misconception: "mixes-up-none-and-infinite",
        feedback:
          kind === "none"
            ? `The left sides match but the right sides, ${signed(p.c)} and ${signed(q.c)}, differ: the lines are parallel and never meet.`
            : `The second equation is the first one multiplied by ${q.a / p.a}: it is the same line, so every point on it works.`,
      },
      {
        ...pointChoice(0, 0),
        misconception: "x-equals-zero-when-x-cancels",
        feedback: "When the letters cancel, the answer is not 0. Look at what is left: is it true or false?",
      },
      {
        ...pointChoice(x + 1, y),
        misconception: "expects-one-solution",
        feedback: "Not every system has exactly one solution. Compare the left sides of the two equations.",
      },
    );
  } else {
    const alt = p.c - p.a * (x + 1);
    distractors.push(
      {
        ...pointChoice(y, x),
        misconception: "swaps-coordinates",
        feedback: "Write the point as (x, y): the x-value first.",
      },
      {
        text: "no solution",
        value: String(NONE),
        misconception: "false-statement-means-mistake",
        feedback: "These lines have different slopes, so they do cross: there is exactly one solution.",
      },
      ...(p.b !== 0 && alt % p.b === 0
        ? [
            {
              ...pointChoice(x + 1, alt / p.b),
              misconception: "checks-one-equation-only" as const,
              feedback: `That point fits ${math(standardText(p))}, but not ${math(standardText(q))}. Check both.`,
            },
          ]
        : []),
      {
        ...pointChoice(x, -y),
        misconception: "calculation-slip",
        feedback: `Check the sign of y: put ${math(`x = ${signed(x)}`)} back into ${math(standardText(p))}.`,
      },
    );
  }
  const { choices, answer, wrongAnswers } = multipleChoice(rng, keyChoice, distractors);
  const steps: string[] = [];
  if (kind === "add")
    steps.push(
      `Add the equations: the y-terms cancel, leaving ${math(`${p.a + q.a}x = ${signed(p.c + q.c)}`)}, so ${math(`x = ${signed(x)}`)}.`,
      `Put ${math(`x = ${signed(x)}`)} into ${math(standardText(p))}: ${math(`${p.b === 1 ? "" : p.b}y = ${signed(p.c - p.a * x)}`)}, so ${math(`y = ${signed(y)}`)}.`,
    );
  else if (kind === "scale") {
    const f = q.a / p.a;
    steps.push(
      `Multiply the first equation by ${f}: ${math(standardText({ a: p.a * f, b: p.b * f, c: p.c * f }))}.`,
      `Subtract it from the second: the x-terms cancel, leaving ${math(`${signed(q.b - p.b * f)}y = ${signed(q.c - p.c * f)}`)}, so ${math(`y = ${signed(y)}`)}.`,
      `Put ${math(`y = ${signed(y)}`)} into ${math(standardText(p))} to get ${math(`x = ${signed(x)}`)}.`,
    );
  } else if (kind === "none")
    steps.push(
      `The left sides are the same, ${math(standardText(p).split(" = ")[0] ?? "")}, but the right sides differ (${signed(p.c)} and ${signed(q.c)}).`,
      "Subtracting the equations leaves a false statement, so the lines are parallel and never cross.",
    );
  else
    steps.push(
      `Multiply the first equation by ${q.a / p.a}: you get exactly the second equation.`,
      "Both equations describe the same line, so every point on it is a solution.",
    );
  return {
    prompt: `Solve the system ${math(standardText(p))} and ${math(standardText(q))}.`,
    answer,
    choices,
    hints: [
      "Look before you calculate: are the left sides the same, or is one equation a multiple of the other?",
      kind === "add"
        ? "The y-terms are opposites: add the two equations so they cancel."
        : "Multiply one equation so one letter has matching terms, then subtract the equations.",
      "If both letters cancel, a false statement means no solution and a true one means infinitely many.",
    ],
    solution: {
      steps,
      answer:
        kind === "none"
          ? "There is no solution."
          : kind === "many"
            ? "There are infinitely many solutions."
            : `The solution is ${math(point(x, y))}.`,
    },
    wrongAnswers,
    check: { kind: "value", expression: solutionCode(p, q) },
  };
};

/**
 * m-8.ee.c.8.c: word problems with two unknowns. Difficulty 1: a total and a difference;
 * 2: two kinds of item at two prices; 3: two plans with a start fee and a monthly rate, when do
 * they cost the same?
 */
export const twoUnknownStories: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  if (difficulty === 1) {
    const small = rng.int(5, 40);
    const diff = rng.int(2, 20);
    const big = small + diff;
    const total = small + big;
    const [g1, g2] = rng.sample(words.groups, 2) as [(typeof words.groups)[number], (typeof words.groups)[number]];
    return {
      prompt: `${person} has ${count(total, item)} in a ${g1.one} and a ${g2.one}. The ${g1.one} has ${diff} more than the ${g2.one}. How many ${item.many} are in the ${g1.one}?`,
      answer: integerAnswer(big, { unit: item.many }),
      hints: [
        `Let x be the number in the ${g1.one} and y the number in the ${g2.one}: ${math(`x + y = ${total}`)} and ${math(`x − y = ${diff}`)}.`,
        `Add the two equations: the y's cancel, so ${math(`2x = ${total + diff}`)}.`,
      ],
      solution: {
        steps: [
          `${math(`x + y = ${total}`)} and ${math(`x − y = ${diff}`)}.`,
          `Add them: ${math(`2x = ${total} + ${diff} = ${total + diff}`)}, so ${math(`x = ${big}`)}.`,
          `Check: the ${g2.one} has ${math(`${big} − ${diff} = ${small}`)}, and ${math(`${big} + ${small} = ${total}`)}. ✓`,
        ],
        answer: `The ${g1.one} has ${count(big, item)}.`,
      },
      wrongAnswers: wrongIntegers(big, [
        {
          misconception: "gives-number-of-groups",
          value: small,
          feedback: `${small} is how many are in the ${g2.one}. The ${g1.one} has ${diff} more.`,
        },
        {
          misconception: "does-only-first-step",
          value: total / 2,
          feedback: `Half of ${total} would make the two equal, but the ${g1.one} has ${diff} more.`,
        },
        {
          misconception: "subtracts-instead-of-adds",
          value: total - diff,
          feedback: `${total - diff} is twice the ${g2.one}'s amount. Add the equations instead: ${math(`2x = ${total + diff}`)}.`,
        },
      ]),
      check: { kind: "value", expression: `(${total} + ${diff}) / 2` },
    };
  }
  if (difficulty === 2) {
    const [p1, p2] = rng.sample([2, 3, 4, 5, 6, 7, 8, 9], 2).sort((u, v) => v - u) as [number, number];
    const bigOnes = rng.int(3, 15);
    const smallOnes = rng.int(3, 15);
    const n = bigOnes + smallOnes;
    const cost = p1 * bigOnes + p2 * smallOnes;
    return {
      prompt: `${capitalize(sceneFor(words, "shop", rng).place)}, large ${item.many} cost $${p1} each and small ones cost $${p2} each. ${person} buys ${n} of them, some large and some small, and pays $${cost}. How many large ${item.many} does ${person} buy?`,
      answer: integerAnswer(bigOnes, { unit: item.many }),
      hints: [
        `Let L be the large ones and S the small ones: ${math(`L + S = ${n}`)} and ${math(`${p1}L + ${p2}S = ${cost}`)}.`,
        `From the first equation, ${math(`S = ${n} − L`)}. Substitute it into the second.`,
        `${math(`${p1}L + ${p2}(${n} − L) = ${cost}`)}.`,
      ],
      solution: {
        steps: [
          `${math(`L + S = ${n}`)} and ${math(`${p1}L + ${p2}S = ${cost}`)}.`,
          `Substitute ${math(`S = ${n} − L`)}: ${math(`${p1}L + ${p2 * n} − ${p2}L = ${cost}`)}.`,
          `${math(`${p1 - p2}L = ${cost - p2 * n}`)}, so ${math(`L = ${bigOnes}`)}.`,
          `Check: ${math(`${p1} × ${bigOnes} + ${p2} × ${smallOnes} = ${cost}`)}. ✓`,
        ],
        answer: `${person} buys ${count(bigOnes, item)} large.`,
      },
      wrongAnswers: wrongIntegers(bigOnes, [
        {
          misconception: "gives-number-of-groups",
          value: smallOnes,
          feedback: `${smallOnes} is the number of small ${item.many}. The question asks for the large ones.`,
        },
        {
          misconception: "distributes-to-first-term-only",
          value: (cost - n) % (p1 - p2) === 0 && cost - n > 0 ? (cost - n) / (p1 - p2) : -1,
          feedback: `Multiply both terms in the brackets: ${math(`${p2}(${n} − L) = ${p2 * n} − ${p2}L`)}.`,
        },
        {
          misconception: "does-only-first-step",
          value: cost - p2 * n,
          feedback: `${math(`${p1 - p2}L = ${cost - p2 * n}`)}: divide by ${p1 - p2} to find L.`,
        },
      ]),
      check: { kind: "value", expression: `(${cost} - ${p2} * ${n}) / (${p1} - ${p2})` },
    };
  }
  const months = rng.int(2, 12);
  const [rate1, rate2] = rng.sample([3, 4, 5, 6, 8, 9, 10, 12, 15], 2).sort((u, v) => u - v) as [number, number];
  const fee2 = rng.int(0, 10) * 5;
  const fee1 = fee2 + (rate2 - rate1) * months;
  return {
    prompt: `Two clubs ${sceneFor(words, "club", rng).place.replace(/^at the /, "near the ")} charge differently. Club A costs $${fee1} to join plus $${rate1} a month. Club B costs $${fee2} to join plus $${rate2} a month. After how many months have the two clubs cost the same in total?`,
    answer: integerAnswer(months, { unit: "months" }),
    hints: [
      `Write each total cost after m months: ${math(`A = ${fee1} + ${rate1}m`)} and ${math(`B = ${fee2} + ${rate2}m`)}.`,
      `They cost the same when ${math(`${fee1} + ${rate1}m = ${fee2} + ${rate2}m`)}.`,
      `Gather the m-terms: ${math(`${fee1 - fee2} = ${rate2 - rate1}m`)}.`,
    ],
    solution: {
      steps: [
        `${math(`${fee1} + ${rate1}m = ${fee2} + ${rate2}m`)}.`,
        `Subtract ${math(`${rate1}m`)} and ${fee2} from both sides: ${math(`${fee1 - fee2} = ${rate2 - rate1}m`)}.`,
        `${math(`m = ${fee1 - fee2} ÷ ${rate2 - rate1} = ${months}`)}.`,
        `Check: A costs ${math(`${fee1} + ${rate1} × ${months} = ${fee1 + rate1 * months}`)} and B costs ${math(`${fee2} + ${rate2} × ${months} = ${fee2 + rate2 * months}`)}. ✓`,
      ],
      answer: `After ${count(months, { one: "month", many: "months" })}, both cost $${fee1 + rate1 * months}.`,
    },
    wrongAnswers: wrongIntegers(months, [
      {
        misconception: "moves-term-without-changing-sign",
        value: (fee1 - fee2) % (rate1 + rate2) === 0 ? (fee1 - fee2) / (rate1 + rate2) : -1,
        feedback: `Subtract ${math(`${rate1}m`)} from both sides to gather the m-terms: ${math(`${rate2}m − ${rate1}m = ${rate2 - rate1}m`)}.`,
      },
      {
        misconception: "does-only-first-step",
        value: fee1 - fee2,
        feedback: `${fee1 - fee2} dollars is the difference in joining fees. Divide it by the difference in monthly cost, ${rate2 - rate1}.`,
      },
      {
        misconception: "copies-a-given-number",
        value: rate2 - rate1,
        feedback: `${rate2 - rate1} is how much more club B costs each month. Find when that makes up the ${fee1 - fee2} dollar difference in fees.`,
      },
    ]),
    check: { kind: "value", expression: `(${fee1} - ${fee2}) / (${rate2} - ${rate1})` },
  };
};
