/** 5.G.A.1-2: the coordinate grid, and graphing points that stand for real situations. */
import { integerAnswer, multipleChoice, wrongIntegers, type Distractor, type Generator } from "../../build.ts";
import { coordinateGrid } from "../../figures/index.ts";
import { math } from "../../text.ts";
import { counted, plural } from "../../language.ts";

/**
 * An ordered pair as a multiple-choice option. The checking harness compares numbers, so the
 * pair (x, y) is given the value 100x + y (coordinates stay below 100, so different pairs never
 * share a value).
 */
const pair = (x: number, y: number) => ({ text: math(`(${x}, ${y})`), value: `${x} * 100 + ${y}` });

/**
 * m-5.g.a.1: locate points from ordered pairs. Difficulty 1: read one coordinate of a point;
 * 2: choose the ordered pair of a point; 3: move from a point and name where you land.
 */
/**
 * A listener cannot count grid lines: the description says where P is, in steps from the origin
 * ("6 units to the right of the origin and 2 units up"), which is what a sighted child counts.
 * Reading that as an ordered pair (which number is across, which is up) is still the question.
 */
function placed<F extends { description: string }>(figure: F, x: number, y: number): F {
  return {
    ...figure,
    description: `${figure.description} Point P is ${counted(x, plural("units"))} to the right of the origin and ${counted(y, plural("units"))} up.`,
  };
}

export const coordinateGridPoints: Generator = ({ rng, difficulty }) => {
  const size = difficulty === 3 ? 10 : 8;
  let x = rng.int(1, size - 1);
  let y = rng.int(1, size - 1);
  if (x === y) y = y === size - 1 ? y - 1 : y + 1;
  if (difficulty === 1) {
    const askX = rng.chance(0.5);
    const answer = askX ? x : y;
    return {
      prompt: `What is the ${askX ? "x-coordinate (across)" : "y-coordinate (up)"} of point P?`,
      figure: placed(
        coordinateGrid({ size, axes: true, reveal: "labels", points: [{ at: [x, y], label: "P" }] }),
        x,
        y,
      ),
      answer: integerAnswer(answer),
      hints: [
        "Start at the origin, (0, 0), where the two axes meet.",
        askX
          ? "The x-coordinate says how far across: count along the bottom axis."
          : "The y-coordinate says how far up: count along the side axis.",
      ],
      solution: {
        steps: [
          `From the origin, P is ${counted(x, plural("units"))} across and ${counted(y, plural("units"))} up.`,
          `P is at (${x}, ${y}).`,
        ],
        answer: `The ${askX ? "x" : "y"}-coordinate is ${answer}.`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "swaps-coordinates",
          value: askX ? y : x,
          feedback: askX
            ? "That is how far up P is. The x-coordinate is how far across."
            : "That is how far across P is. The y-coordinate is how far up.",
        },
        {
          misconception: "counts-tick-marks",
          value: answer + 1,
          feedback: "Start counting at 0, the origin, not at 1.",
        },
      ]),
      check: { kind: "value", expression: String(answer) },
    };
  }
  let moveX = 0;
  let moveY = 0;
  if (difficulty === 3) {
    x = rng.int(1, 4);
    y = rng.pick([1, 2, 3, 4].filter((v) => v !== x));
    moveX = rng.int(1, 5);
    moveY = rng.int(1, 5);
    if (moveX === moveY) moveY = moveY === 5 ? 4 : moveY + 1;
  }
  const [tx, ty] = [x + moveX, y + moveY];
  const distractors: Distractor[] = [
    {
      ...pair(ty, tx),
      misconception: "swaps-coordinates",
      feedback: "The first number goes across and the second goes up. Those are swapped.",
    },
    difficulty === 3
      ? {
          ...pair(x + moveY, y + moveX),
          misconception: "swaps-coordinates",
          feedback: `Move ${moveX} across (right) and ${moveY} up, not the other way round.`,
        }
      : {
          ...pair(tx, ty + 1),
          misconception: "reads-the-neighbouring-mark" as const,
          feedback: "Count the grid lines up from 0 again: that is one line too far.",
        },
    difficulty === 3
      ? {
          ...pair(moveX, moveY),
          misconception: "copies-a-given-number" as const,
          feedback: "Start from P, not from the origin.",
        }
      : {
          ...pair(tx + 1, ty),
          misconception: "counts-tick-marks" as const,
          feedback: "Start counting at 0, the origin, not at 1.",
        },
    {
      ...pair(tx, ty + 1),
      misconception: "reads-the-neighbouring-mark" as const,
      feedback: "Count the grid lines up again: that is one line too far.",
    },
  ];
  const { choices, answer, wrongAnswers } = multipleChoice(rng, pair(tx, ty), distractors);
  return {
    prompt:
      difficulty === 3
        ? `Start at point P. Move ${moveX} ${moveX === 1 ? "unit" : "units"} right and ${moveY} ${moveY === 1 ? "unit" : "units"} up. Which ordered pair names the point where you stop?`
        : "Which ordered pair names point P?",
    // Moving from P asks about the move, so P's place is read aloud; naming P asks for the pair,
    // so the description gives P's steps from the origin (a listener cannot count grid lines).
    figure:
      difficulty === 3
        ? coordinateGrid({ size, axes: true, reveal: "coordinates", points: [{ at: [x, y], label: "P" }] })
        : placed(coordinateGrid({ size, axes: true, reveal: "labels", points: [{ at: [x, y], label: "P" }] }), x, y),
    answer,
    choices,
    hints: [
      "An ordered pair is (across, up): the x-coordinate first, then the y-coordinate.",
      difficulty === 3
        ? `P is at (${x}, ${y}). Moving right adds to the first number; moving up adds to the second.`
        : "Count across from the origin along the x-axis, then up.",
    ],
    solution: {
      steps:
        difficulty === 3
          ? [
              `P is at (${x}, ${y}).`,
              `Right ${moveX}: ${math(`${x} + ${moveX} = ${tx}`)}. Up ${moveY}: ${math(`${y} + ${moveY} = ${ty}`)}.`,
            ]
          : [`P is ${counted(x, plural("units"))} across and ${counted(y, plural("units"))} up from the origin.`],
      answer: math(`(${tx}, ${ty})`),
    },
    wrongAnswers,
    check: { kind: "value", expression: `(${x} + ${moveX}) * 100 + (${y} + ${moveY})` },
  };
};

type Situation = { x: string; y: string; story: string; unitY: string; unitYOne: string; xUnit: string };

/**
 * m-5.g.a.2: points that stand for a real situation. Difficulty 1: read the y-value for a given
 * x from the graph; 2: read the x-value for a given y; 3: continue the pattern past the graph
 * (a starting amount plus a steady amount each week).
 */
export const graphSituations: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const situations: Situation[] = [
    {
      x: "weeks",
      y: "height in centimeters",
      story: `${person}'s bean plant`,
      unitY: "centimeters",
      unitYOne: "centimeter",
      xUnit: "week",
    },
    {
      x: "weeks",
      y: "dollars saved",
      story: `${person}'s savings`,
      unitY: "dollars",
      unitYOne: "dollar",
      xUnit: "week",
    },
    {
      x: "days",
      y: `${item.many} collected`,
      story: `${person}'s collection of ${item.many}`,
      unitY: item.many,
      unitYOne: item.one,
      xUnit: "day",
    },
  ];
  const s = rng.pick(situations);
  const rate = rng.int(1, 2);
  const start = difficulty === 3 ? rng.int(1, 3) : 0;
  const last = Math.floor((10 - start) / rate);
  const points = Array.from({ length: Math.min(last, 5) + 1 }, (_, i) => [i, start + rate * i] as [number, number]);
  // Difficulties 1 and 2 ask for a point's coordinate, so the description must not read them out.
  const figure = coordinateGrid({
    size: 10,
    axes: true,
    reveal: difficulty === 3 ? "coordinates" : "labels",
    points: points.map((p, i) => ({ at: p, label: "ABCDEF".charAt(i) })),
  });
  const axisText = `The graph shows ${s.story}: ${s.x} across (x) and ${s.y} up (y).`;
  if (difficulty === 3) {
    const target = rng.int(points.length + 1, points.length + 6);
    const answer = start + rate * target;
    return {
      prompt: `${axisText} If the pattern continues, what will the y-value be after ${target} ${s.x}?`,
      figure,
      answer: integerAnswer(answer, { unit: s.unitY }),
      hints: [
        `Where does the graph start at 0 ${s.x}? How much does it go up each ${s.xUnit}?`,
        `It starts at ${start} and goes up ${rate} each ${s.xUnit}.`,
        `${math(`${start} + ${rate} × ${target}`)}.`,
      ],
      solution: {
        steps: [
          `The points are ${points
            .slice(0, 3)
            .map(([a, b]) => `(${a}, ${b})`)
            .join(", ")}, …: the start is ${start} and each ${s.xUnit} adds ${rate}.`,
          `After ${target} ${s.x}: ${math(`${start} + ${rate} × ${target} = ${answer}`)}.`,
        ],
        answer: `${answer} ${s.unitY}, the point (${target}, ${answer})`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "does-only-first-step",
          value: rate * target,
          feedback: `The graph does not start at 0: at 0 ${s.x} it is already ${start}. Add the start.`,
        },
        {
          misconception: "counts-on-by-one",
          value: answer - rate,
          feedback: `That is the value after ${target - 1} ${s.x}. Go one more step.`,
        },
        {
          misconception: "swaps-coordinates",
          value: target,
          feedback: `${target} is the x-value (${s.x}). The question asks for the y-value.`,
        },
      ]),
      check: { kind: "value", expression: `${start} + ${rate} * ${target}` },
    };
  }
  const chosen = rng.pick(points.slice(1));
  const [px, py] = chosen;
  const askY = difficulty === 1;
  const answer = askY ? py : px;
  return {
    prompt: askY
      ? `${axisText} What is the y-value when x is ${px}? (How many ${s.unitY} after ${px} ${px === 1 ? s.xUnit : s.x}?)`
      : `${axisText} After how many ${s.x} is the y-value ${py}?`,
    figure,
    answer: integerAnswer(answer, { unit: askY ? s.unitY : s.x }),
    hints: [
      askY
        ? `Find ${px} on the x-axis and go straight up to the point.`
        : `Find ${py} on the y-axis and go straight across to the point.`,
      askY
        ? `Read across to the y-axis: the point is (${px}, ?).`
        : `Read down to the x-axis: the point is (?, ${py}).`,
    ],
    solution: {
      steps: [`The point is (${px}, ${py}).`, `It means: after ${px} ${px === 1 ? s.xUnit : s.x}, ${py} ${s.unitY}.`],
      answer: askY ? `${py} ${py === 1 ? s.unitYOne : s.unitY}` : `${px} ${px === 1 ? s.xUnit : s.x}`,
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "swaps-coordinates",
        value: askY ? px : py,
        feedback: askY
          ? `${px} is the x-value. Read the y-value, how far up the point is.`
          : `${py} is the y-value. Read the x-value, how far across the point is.`,
      },
      {
        misconception: "reads-the-neighbouring-mark",
        value: answer + 1,
        feedback: "Check the grid line you read: that is the next one.",
      },
    ]),
    check: { kind: "value", expression: askY ? `${start} + ${rate} * ${px}` : `(${py} - ${start}) / ${rate}` },
  };
};
