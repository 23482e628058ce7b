/**
 * 7.NS.A.1: adding and subtracting positive and negative numbers: opposites make zero, sums as
 * moves on the number line, subtraction as adding the opposite, and smart ways to add.
 */
import { byDifficulty, type Generator, type Mistake } from "../../build.ts";
import { numberLine } from "../../figures/index.ts";
import type { Random } from "../../random.ts";
import { math } from "../../text.ts";
import { sceneFor } from "../../themes.ts";
import { paren, roundTo, signed, signedAnswer, wrongSigned } from "./helpers.ts";
import { counted, plural } from "../../language.ts";

/** A whole number from lo to hi (by size) with a random sign, never 0. */
function signedInt(rng: Random, lo: number, hi: number): number {
  return rng.int(lo, hi) * (rng.chance(0.5) ? -1 : 1);
}

/** A number line wide enough for all the values, counting by 1, with the start marked. */
function lineFor(values: number[], start: number) {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const min = Math.floor((lo - 1) / 2) * 2;
  const max = Math.ceil((hi + 1) / 2) * 2;
  return numberLine({
    min,
    max,
    ticksPerUnit: 1,
    points: [{ value: { n: start, d: 1 }, label: "start", describe: `a point labeled start at ${start}` }],
  });
}

/** "move 7 right" / "move 7 left" */
function move(q: number): string {
  return `${Math.abs(q)} to the ${q < 0 ? "left" : "right"}`;
}

/**
 * m-7.ns.a.1.a: a number and its opposite make 0. Difficulty 1 asks for the opposite that makes 0;
 * 2 is a story where a change is partly or fully undone; 3 is a long sum whose opposites cancel.
 */
export const opposites: Generator = ({ rng, difficulty, words, theme }) => {
  if (difficulty === 1) {
    const a = signedInt(rng, 2, 40);
    return {
      prompt: `What number goes in the box? ${math(`${signed(a)} + ☐ = 0`)}`,
      figure: lineFor([a, -a], a),
      answer: signedAnswer(-a),
      hints: [
        `A number plus its opposite is 0.`,
        `The opposite of ${math(signed(a))} is the same distance from 0 on the other side.`,
      ],
      solution: {
        steps: [
          `${math(signed(a))} is ${Math.abs(a)} ${a < 0 ? "left" : "right"} of 0.`,
          `To get back to 0, move ${move(-a)}: add ${math(signed(-a))}.`,
          `${math(`${signed(a)} + ${paren(-a)} = 0`)}.`,
        ],
        answer: `${math(signed(-a))}`,
      },
      wrongAnswers: wrongSigned(-a, [
        {
          misconception: "keeps-the-wrong-sign",
          value: a,
          feedback: `${math(`${signed(a)} + ${paren(a)}`)} moves further from 0. Use the opposite sign.`,
        },
        {
          misconception: "copies-a-given-number",
          value: 0,
          feedback: `Adding 0 leaves ${math(signed(a))} where it is. Which number undoes it?`,
        },
      ]),
      check: { kind: "value", expression: `0 - (${a})` },
    };
  }
  if (difficulty === 2) {
    const person = rng.pick(words.people);
    const up = rng.int(12, 60);
    const back = rng.chance(0.5) ? up : rng.int(5, up + 20);
    const result = up - back;
    return {
      prompt: `${person}'s club account ${sceneFor(theme, "club", rng).place} starts at $0. ${person} puts in $${up}, then takes out $${back}. What is the balance now? (Write a negative number if the account is overdrawn.)`,
      answer: signedAnswer(result, { unit: "dollars" }),
      hints: [
        `Putting in is positive: ${math(`+${up}`)}. Taking out is negative: ${math(`−${back}`)}.`,
        `Find ${math(`${up} + (−${back})`)}. ${up === back ? "These two amounts are opposites." : "Which amount is bigger?"}`,
      ],
      solution: {
        steps: [
          `The balance is ${math(`0 + ${up} + (−${back})`)}.`,
          up === back
            ? `${math(`${up}`)} and ${math(`−${back}`)} are opposites, so they make 0.`
            : `${math(`${up} + (−${back})`)}: the sizes differ by ${Math.abs(result)}, and the ${result < 0 ? "withdrawal" : "deposit"} is bigger.`,
        ],
        answer: `${math(signed(result))} dollars`,
      },
      wrongAnswers: wrongSigned(result, [
        {
          misconception: "opposites-double",
          value: up + back,
          feedback: `Taking money out lowers the balance. Add ${math(`−${back}`)}, not ${math(`+${back}`)}.`,
        },
        {
          misconception: "keeps-the-wrong-sign",
          value: -result,
          feedback: `Check the sign: did ${person} put in more than ${person} took out, or less?`,
        },
      ]),
      check: { kind: "value", expression: `0 + ${up} - ${back}` },
    };
  }
  const pairs = rng.sample([3, 4, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 23, 25], 3);
  const terms = rng.shuffle([
    ...pairs.slice(0, 2).flatMap((p) => [p, -p]),
    (pairs[2] ?? 1) * (rng.chance(0.5) ? -1 : 1),
  ]);
  const total = terms.reduce((s, t) => s + t, 0);
  const sum = terms.map((t, i) => (i === 0 ? signed(t) : paren(t))).join(" + ");
  return {
    prompt: `Find the sum. Look for numbers that cancel. ${math(sum)}`,
    answer: signedAnswer(total),
    hints: [
      `A number and its opposite add to 0. Find the pairs.`,
      `Cross out ${pairs
        .slice(0, 2)
        .map((p) => `${math(String(p))} and ${math(`−${p}`)}`)
        .join(", and ")}. What is left?`,
    ],
    solution: {
      steps: [
        `Pair up opposites: ${pairs
          .slice(0, 2)
          .map((p) => math(`${p} + (−${p}) = 0`))
          .join(" and ")}.`,
        `The only number left is ${math(signed(total))}, and adding 0 does not change it.`,
      ],
      answer: math(signed(total)),
    },
    wrongAnswers: wrongSigned(total, [
      {
        misconception: "ignores-the-signs",
        value: terms.reduce((s, t) => s + Math.abs(t), 0),
        feedback: `The negative numbers take away. Pair each number with its opposite: they make 0.`,
      },
      {
        misconception: "keeps-the-wrong-sign",
        value: -total,
        feedback: `The pairs cancel, so the answer is the number left over, with its own sign.`,
      },
      {
        misconception: "calculation-slip",
        value: 0,
        feedback: `Not every number has a partner. Which one is left after the pairs cancel?`,
      },
    ]),
    check: { kind: "value", expression: terms.map((t) => `(${t})`).join(" + ") },
  };
};

/** Wrong answers for p + q: sizes added, sizes subtracted the wrong way, sign flipped. */
function sumMistakes(p: number, q: number, places = 0): Mistake<number>[] {
  const sizes = Math.abs(p) + Math.abs(q);
  const sum = roundTo(p + q, places);
  const bigger = Math.abs(p) >= Math.abs(q) ? p : q;
  return [
    {
      misconception: "subtracts-sizes-wrong-way",
      value: roundTo(Math.sign(bigger) * (p * q < 0 ? sizes : Math.abs(Math.abs(p) - Math.abs(q))), places),
      feedback:
        p * q < 0
          ? `The signs are different, so the moves go opposite ways. Subtract the sizes instead of adding them.`
          : `Both numbers have the same sign, so the moves go the same way. Add the sizes.`,
    },
    {
      misconception: "keeps-the-wrong-sign",
      value: -sum,
      feedback: `The size is right but the sign is not. The answer takes the sign of the number with the bigger size.`,
    },
    {
      misconception: "ignores-the-signs",
      value: roundTo(sizes, places),
      feedback: `You added the sizes and dropped the signs. A negative number moves left on the number line.`,
    },
  ];
}

/**
 * m-7.ns.a.1.b: p + q as a move from p. Difficulty 1 shows the number line; 2 has bigger numbers
 * and a story (height or temperature); 3 has three moves with decimals.
 */
export const addSigned: Generator = ({ rng, difficulty, words, theme }) => {
  if (difficulty === 1) {
    const p = signedInt(rng, 1, 9);
    const q = p > 0 ? -rng.int(1, 9) : signedInt(rng, 1, 9);
    const sum = p + q;
    return {
      prompt: `Use the number line. What is ${math(`${signed(p)} + ${paren(q)}`)}?`,
      figure: lineFor([p, sum], p),
      answer: signedAnswer(sum),
      hints: [
        `Start at ${math(signed(p))}. Adding a ${q < 0 ? "negative" : "positive"} number moves ${q < 0 ? "left" : "right"}.`,
        `Move ${move(q)} from ${math(signed(p))}.`,
      ],
      solution: {
        steps: [`Start at ${math(signed(p))}.`, `Move ${move(q)}.`, `You land on ${math(signed(sum))}.`],
        answer: math(`${signed(p)} + ${paren(q)} = ${signed(sum)}`),
      },
      wrongAnswers: wrongSigned(sum, sumMistakes(p, q)),
      check: { kind: "value", expression: `(${p}) + (${q})` },
    };
  }
  if (difficulty === 2) {
    // A diver never rises past the surface (that would be flying), and dives stay within what a
    // recreational diver reaches; temperatures may cross 0.
    const diving = rng.chance(0.5);
    const start = -rng.int(5, 40);
    const change = diving
      ? rng.chance(0.6)
        ? rng.int(Math.min(3, -start - 1), -start - 1)
        : -rng.int(4, 40)
      : rng.int(8, 60) * (rng.chance(0.7) ? 1 : -1);
    const end = start + change;
    const person = rng.pick(words.people);
    const water = sceneFor(theme, "water", rng).place;
    const weather = sceneFor(theme, "weather", rng).place;
    const story = !diving
      ? {
          text: `At dawn the temperature ${weather} was ${math(signed(start))} °F. By noon it had ${change > 0 ? "risen" : "dropped"} ${counted(Math.abs(change), plural("degrees"))}. What was the temperature at noon?`,
          unit: "°F",
        }
      : {
          text: `${person} is diving ${water}, ${counted(Math.abs(start), plural("feet"))} below the surface (${math(signed(start))} feet). ${person} ${change > 0 ? "rises" : "dives down"} ${counted(Math.abs(change), plural("feet"))}. What is ${person}'s new position, in feet? (Below the surface is negative.)`,
          unit: "feet",
        };
    return {
      prompt: story.text,
      answer: signedAnswer(end),
      hints: [
        `Write it as a sum: ${math(`${signed(start)} + ${paren(change)}`)}.`,
        change > 0
          ? `The signs differ: subtract the sizes, ${math(`${Math.max(Math.abs(start), change)} − ${Math.min(Math.abs(start), change)}`)}, and keep the sign of the bigger size.`
          : `Both numbers are negative: add the sizes and keep the negative sign.`,
      ],
      solution: {
        steps: [
          `Start at ${math(signed(start))} and ${change > 0 ? "add" : "add the negative"} ${math(paren(change))}.`,
          `${math(`${signed(start)} + ${paren(change)} = ${signed(end)}`)}.`,
        ],
        answer: `${math(signed(end))} ${story.unit}`,
      },
      wrongAnswers: wrongSigned(end, sumMistakes(start, change)),
      check: { kind: "value", expression: `(${start}) + (${change})` },
    };
  }
  const moves = [rng.int(-120, 120) / 10, rng.int(15, 90) / 10, -rng.int(15, 90) / 10];
  const [a, b, c] = [moves[0] ?? 0, ...rng.shuffle(moves.slice(1))] as [number, number, number];
  const first = roundTo(a + b, 1);
  const total = roundTo(first + c, 1);
  return {
    prompt: `Find the sum: ${math(`${signed(a, 1)} + ${paren(b)} + ${paren(c)}`)}`,
    answer: signedAnswer(total, { places: 1 }),
    hints: [
      `Add two numbers at a time, from left to right.`,
      `First ${math(`${signed(a)} + ${paren(b)} = ${signed(first)}`)}. Now add ${math(paren(c))}.`,
    ],
    solution: {
      steps: [
        `${math(`${signed(a)} + ${paren(b)} = ${signed(first)}`)}.`,
        `${math(`${signed(first)} + ${paren(c)} = ${signed(total)}`)}.`,
      ],
      answer: math(signed(total)),
    },
    wrongAnswers: wrongSigned(
      total,
      [
        {
          misconception: "ignores-the-signs",
          value: roundTo(Math.abs(a) + Math.abs(b) + Math.abs(c), 1),
          feedback: `The negative numbers move left, so they make the total smaller. Keep each sign.`,
        },
        {
          misconception: "keeps-the-wrong-sign",
          value: -total,
          feedback: `Check the sign of your answer: is the total left or right of 0?`,
        },
        {
          misconception: "does-only-first-step",
          value: first,
          feedback: `That is the first two numbers. Add ${math(paren(c))} too.`,
        },
      ],
      1,
    ),
    check: { kind: "value", expression: `(${a}) + (${b}) + (${c})` },
  };
};

/**
 * m-7.ns.a.1.c: p − q = p + (−q), and the distance between two numbers. Difficulty 1 subtracts a
 * negative with a number line; 2 subtracts any signed numbers; 3 is the distance (change) between
 * two temperatures or heights on either side of 0, with decimals.
 */
export const subtractSigned: Generator = ({ rng, difficulty, words, theme }) => {
  if (difficulty < 3) {
    const [lo, hi] = byDifficulty({ difficulty }, [
      [1, 9],
      [6, 40],
      [6, 40],
    ] as const);
    const p = signedInt(rng, lo, hi);
    const q = difficulty === 1 ? -rng.int(lo, hi) : signedInt(rng, lo, hi);
    const diff = p - q;
    return {
      prompt: `Rewrite as adding the opposite, then find ${math(`${signed(p)} − ${paren(q)}`)}.`,
      figure: difficulty === 1 ? lineFor([p, diff], p) : undefined,
      answer: signedAnswer(diff),
      hints: [
        `Subtracting a number is the same as adding its opposite.`,
        `${math(`${signed(p)} − ${paren(q)} = ${signed(p)} + ${paren(-q)}`)}.`,
        `Now start at ${math(signed(p))} and move ${move(-q)}.`,
      ],
      solution: {
        steps: [
          `The opposite of ${math(signed(q))} is ${math(signed(-q))}.`,
          `${math(`${signed(p)} − ${paren(q)} = ${signed(p)} + ${paren(-q)}`)}.`,
          `${math(`${signed(p)} + ${paren(-q)} = ${signed(diff)}`)}.`,
        ],
        answer: math(`${signed(p)} − ${paren(q)} = ${signed(diff)}`),
      },
      wrongAnswers: wrongSigned(diff, [
        {
          misconception: "subtracts-without-opposite",
          value: p + q,
          feedback: `Subtracting ${math(paren(q))} is adding ${math(paren(-q))}: change the sign of the number you subtract.`,
        },
        {
          misconception: "reverses-subtraction",
          value: q - p,
          feedback: `That is ${math(`${signed(q)} − ${paren(p)}`)}. Subtract in the order written.`,
        },
        {
          misconception: "ignores-the-signs",
          value: Math.abs(Math.abs(p) - Math.abs(q)),
          feedback: `Keep the signs. Write the subtraction as adding the opposite first.`,
        },
      ]),
      check: { kind: "value", expression: `(${p}) - (${q})` },
    };
  }
  const high = rng.int(5, 150) / 10;
  const low = -rng.int(5, 150) / 10;
  const gap = roundTo(high - low, 1);
  const person = rng.pick(words.people);
  const kind = rng.pick(["temperature", "height"] as const);
  const prompt =
    kind === "temperature"
      ? `${person} keeps a weather log ${sceneFor(theme, "weather", rng).place}. The highest temperature one day was ${math(signed(high))} °C and the lowest was ${math(signed(low))} °C. How many degrees apart are they?`
      : `A rock ledge ${sceneFor(theme, "heights", rng).place} is ${math(signed(high))} m above sea level, and a cave floor is at ${math(signed(low))} m. How far is the ledge above the cave floor, in meters?`;
  return {
    prompt,
    answer: signedAnswer(gap, { places: 1, min: 0 }),
    hints: [
      `The distance between two numbers is the higher one minus the lower one.`,
      `${math(`${signed(high)} − ${paren(low)} = ${signed(high)} + ${signed(-low)}`)}.`,
      `Or count: ${signed(high)} up from 0, and ${signed(-low)} down from 0.`,
    ],
    solution: {
      steps: [
        `Subtract the lower value from the higher: ${math(`${signed(high)} − ${paren(low)}`)}.`,
        `Adding the opposite: ${math(`${signed(high)} + ${signed(-low)} = ${signed(gap)}`)}.`,
      ],
      answer: `${math(signed(gap))} ${kind === "temperature" ? "degrees" : "meters"}`,
    },
    wrongAnswers: wrongSigned(
      gap,
      [
        {
          misconception: "subtracts-across-zero",
          value: roundTo(Math.abs(high + low), 1),
          feedback: `The values are on opposite sides of 0, so the distances to 0 add up: ${math(`${signed(high)} + ${signed(-low)}`)}.`,
        },
        {
          misconception: "copies-a-given-number",
          value: high,
          feedback: `${math(signed(high))} is how far the higher value is from 0. Add the distance from 0 down to ${math(signed(low))}.`,
        },
      ],
      1,
      0,
    ),
    check: { kind: "value", expression: `(${high}) - (${low})` },
  };
};

/**
 * m-7.ns.a.1.d: adding and subtracting several signed numbers in a smart order. Difficulty 1 has
 * whole numbers with a pair of opposites; 2 groups numbers that make a round sum; 3 uses decimals.
 */
export const smartSums: Generator = ({ rng, difficulty }) => {
  const places = difficulty === 3 ? 1 : 0;
  const scale = difficulty === 3 ? 10 : 1;
  // A pair that makes a round number, a pair of opposites (difficulty 1) and one more number.
  const round = byDifficulty({ difficulty }, [0, rng.pick([100, 50, -100]), rng.pick([10, -10, 20])]);
  const x = byDifficulty({ difficulty }, [rng.int(12, 89), rng.int(13, 87), rng.int(11, 99) / scale]);
  const y = roundTo(round - x, places);
  const extra = byDifficulty({ difficulty }, [
    signedInt(rng, 5, 60),
    signedInt(rng, 5, 60),
    signedInt(rng, 11, 99) / 10,
  ]);
  const terms = rng.shuffle([x, difficulty === 1 ? -x : y, extra]);
  // Show subtraction for negative terms after the first: 58 − 37 instead of 58 + (−37).
  const written = terms.map((t, i) => (i === 0 ? signed(t) : t < 0 ? `− ${signed(-t)}` : `+ ${signed(t)}`)).join(" ");
  const total = roundTo(
    terms.reduce((s, t) => s + t, 0),
    places,
  );
  const partner = difficulty === 1 ? -x : y;
  return {
    prompt: `Find the value in a smart order: ${math(written)}`,
    answer: signedAnswer(total, { places }),
    hints: [
      `You may add in any order once every subtraction is written as adding the opposite.`,
      `Which two numbers make ${round === 0 ? "0" : `a round number (${signed(round)})`}?`,
      `${math(`${signed(x)} + ${paren(partner)} = ${signed(round)}`)}. Now add ${math(paren(extra))}.`,
    ],
    solution: {
      steps: [
        `As a sum: ${math(terms.map((t, i) => (i === 0 ? signed(t) : paren(t))).join(" + "))}.`,
        `Group ${math(`${signed(x)} + ${paren(partner)} = ${signed(round)}`)}.`,
        `${math(`${signed(round)} + ${paren(extra)} = ${signed(total)}`)}.`,
      ],
      answer: math(signed(total)),
    },
    wrongAnswers: wrongSigned(
      total,
      [
        {
          misconception: "ignores-the-signs",
          value: roundTo(
            terms.reduce((s, t) => s + Math.abs(t), 0),
            places,
          ),
          feedback: `The numbers after a minus sign are taken away. Write each one as adding a negative.`,
        },
        {
          misconception: "keeps-the-wrong-sign",
          value: -total,
          feedback: `Check the sign: after the pair is grouped, is the rest positive or negative?`,
        },
        {
          misconception: "does-only-first-step",
          value: roundTo(round, places),
          feedback: `${math(signed(round))} is the pair. Add the last number too.`,
        },
      ],
      places,
    ),
    check: { kind: "value", expression: terms.map((t) => `(${t})`).join(" + ") },
  };
};
