/**
 * 7.NS.A.3: real-world problems with the four operations on positive and negative numbers:
 * temperatures, depths, scores, bank balances, average changes and fractions of a rate. Signed
 * answers use the `decimal` format (see helpers.ts); the check rebuilds each story from its raw
 * numbers with their signs.
 */
import type { Generator } from "../../build.ts";
import type { Random } from "../../random.ts";
import { count, listJoin, math, plainText } from "../../text.ts";
import { fracMath, money, paren, rational, roundTo, signed, signedAnswer, wrongSigned } from "./helpers.ts";
import { sceneFor } from "../../themes.ts";
import { counted, plural } from "../../language.ts";

/**
 * m-7.ns.a.3: problems with all kinds of numbers. Difficulty 1 is a two-step story with whole
 * numbers (a falling temperature, a diver, a game score); 2 uses decimals (a bank balance, an
 * average change); 3 uses fractions (a submarine that climbs back part of the way, or a falling
 * water level divided by its rate).
 */
export const rationalProblems: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  if (difficulty === 1) return rng.pick([temperatureDrop, diver, gameScore])(ctx);
  if (difficulty === 2) return rng.chance(0.5) ? bankBalance(ctx) : averageChange(ctx);
  return rng.chance(0.5) ? submarine(ctx) : waterLevel(ctx);
};

const temperatureDrop: Generator = ({ rng, words }) => {
  const start = rng.int(-8, 15);
  const drop = rng.int(2, 6);
  const hours = rng.int(3, 8);
  const end = start - drop * hours;
  return {
    prompt: `At 6 p.m. the temperature ${sceneFor(words, "weather", rng).place} was ${math(signed(start))} °F. It fell ${counted(drop, plural("degrees"))} every hour for ${count(hours, { one: "hour", many: "hours" })}. What was the temperature then, in °F?`,
    answer: signedAnswer(end, { unit: "°F" }),
    hints: [
      `Falling ${counted(drop, plural("degrees"))} an hour is a change of ${math(signed(-drop))} each hour.`,
      `Total change: ${math(`${hours} × ${paren(-drop)}`)}. Add it to ${math(signed(start))}.`,
    ],
    solution: {
      steps: [
        `Change: ${math(`${hours} × ${paren(-drop)} = ${signed(-drop * hours)}`)} degrees.`,
        `New temperature: ${math(`${signed(start)} + ${paren(-drop * hours)} = ${signed(end)}`)}.`,
      ],
      answer: `${math(signed(end))} °F`,
    },
    wrongAnswers: wrongSigned(end, [
      {
        misconception: "ignores-the-signs",
        value: start + drop * hours,
        feedback: `The temperature fell, so the change is negative: ${math(signed(-drop * hours))}.`,
      },
      {
        misconception: "does-only-first-step",
        value: -drop * hours,
        feedback: `${math(signed(-drop * hours))} degrees is the change. Add it to the starting temperature, ${math(signed(start))}.`,
      },
      {
        misconception: "keeps-the-wrong-sign",
        value: -end,
        feedback: `Check the sign: is the temperature above 0 or below it at the end?`,
      },
    ]),
    check: { kind: "value", expression: `(${start}) + ${hours} * (-${drop})` },
  };
};

const diver: Generator = ({ rng, words }) => {
  const person = rng.pick(words.people);
  const start = -rng.int(3, 12);
  const rate = rng.int(2, 6);
  const minutes = rng.int(3, 7);
  // The rise stays below the surface: the diver ends under water, as a diver does.
  const deepest = start - rate * minutes;
  const up = rng.int(4, Math.min(15, -deepest - 1));
  const end = deepest + up;
  return {
    prompt: `${person} is diving. ${person} starts ${-start} feet below the surface (${math(signed(start))} feet), swims down ${counted(rate, plural("feet"))} each minute for ${counted(minutes, plural("minutes"))}, then rises ${counted(up, plural("feet"))}. What is ${person}'s position now, in feet? (Below the surface is negative.)`,
    answer: signedAnswer(end, { unit: "feet" }),
    hints: [
      `Going down is negative and rising is positive.`,
      `Position: ${math(`${signed(start)} + ${minutes} × ${paren(-rate)} + ${up}`)}.`,
    ],
    solution: {
      steps: [
        `Going down: ${math(`${minutes} × ${paren(-rate)} = ${signed(-rate * minutes)}`)} feet.`,
        `${math(`${signed(start)} + ${paren(-rate * minutes)} = ${signed(start - rate * minutes)}`)}.`,
        `Rising ${counted(up, plural("feet"))}: ${math(`${signed(start - rate * minutes)} + ${up} = ${signed(end)}`)}.`,
      ],
      answer: `${math(signed(end))} feet, ${-end} feet below the surface`,
    },
    wrongAnswers: wrongSigned(end, [
      {
        misconception: "ignores-the-signs",
        value: start - rate * minutes - up,
        feedback: `Rising moves ${person} up, toward the surface: add ${up}.`,
      },
      {
        misconception: "does-only-first-step",
        value: start - rate * minutes,
        feedback: `That is the position before ${person} rises. Add the ${counted(up, plural("feet"))}.`,
      },
      {
        misconception: "keeps-the-wrong-sign",
        value: -end,
        feedback: `${person} is still below the surface, so the position is negative.`,
      },
    ]),
    check: { kind: "value", expression: `(${start}) + ${minutes} * (-${rate}) + ${up}` },
  };
};

const gameScore: Generator = ({ rng, words }) => {
  const person = rng.pick(words.people);
  const gain = rng.pick([2, 3, 4, 5]);
  const loss = rng.pick([3, 4, 5, 6, 8].filter((v) => v !== gain));
  const right = rng.int(3, 10);
  const wrong = rng.int(3, 10);
  const score = right * gain - wrong * loss;
  return {
    prompt: `In a quiz game, each right answer scores ${math(`+${gain}`)} points and each wrong answer scores ${math(signed(-loss))} points. ${person} gets ${right} right and ${wrong} wrong. What is ${person}'s score?`,
    answer: signedAnswer(score),
    hints: [
      `Right answers: ${math(`${right} × ${gain}`)}. Wrong answers: ${math(`${wrong} × ${paren(-loss)}`)}.`,
      `Add the two totals, keeping their signs.`,
    ],
    solution: {
      steps: [
        `Right answers: ${math(`${right} × ${gain} = ${right * gain}`)}.`,
        `Wrong answers: ${math(`${wrong} × ${paren(-loss)} = ${signed(-wrong * loss)}`)}.`,
        `Score: ${math(`${right * gain} + ${paren(-wrong * loss)} = ${signed(score)}`)}.`,
      ],
      answer: math(signed(score)),
    },
    wrongAnswers: wrongSigned(score, [
      {
        misconception: "ignores-the-signs",
        value: right * gain + wrong * loss,
        feedback: `Wrong answers take points away: their total is negative.`,
      },
      {
        misconception: "keeps-the-wrong-sign",
        value: -score,
        feedback: `Check the sign: did ${person} win more points than ${person} lost, or fewer?`,
      },
      {
        misconception: "does-only-first-step",
        value: right * gain,
        feedback: `${right * gain} is the points from right answers. The wrong answers take some away.`,
      },
    ]),
    check: { kind: "value", expression: `${right} * ${gain} + ${wrong} * (-${loss})` },
  };
};

const bankBalance: Generator = ({ rng, words }) => {
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const balance = rng.int(2000, 15000) / 100;
  const n = rng.int(2, 5);
  const price = rng.int(500, 2500) / 100;
  const fee = rng.pick([1.5, 2, 2.5, 3.75]);
  const end = roundTo(balance - n * price - fee, 2);
  return {
    prompt: `${person}'s account has ${money(balance)}. ${person} buys ${count(n, item)} at ${money(price)} each, and the bank takes a ${money(fee)} fee. What is the balance now, in dollars? (Write a negative number if the account is overdrawn.)`,
    answer: signedAnswer(end, { places: 2, unit: "dollars" }),
    hints: [
      `Money going out is negative: ${math(`${n} × ${paren(-price)}`)} and ${math(signed(-fee))}.`,
      `Balance: ${math(`${balance} + ${n} × ${paren(-price)} + ${paren(-fee)}`)}.`,
    ],
    solution: {
      steps: [
        `Spent: ${math(`${n} × ${paren(-price)} = ${signed(roundTo(-n * price, 2))}`)}.`,
        `${math(`${balance} + ${paren(roundTo(-n * price, 2))} = ${signed(roundTo(balance - n * price, 2))}`)}.`,
        `Fee: ${math(`${signed(roundTo(balance - n * price, 2))} + ${paren(-fee)} = ${signed(end)}`)}.`,
      ],
      answer: `${money(end)}${end < 0 ? " (overdrawn)" : ""}`,
    },
    wrongAnswers: wrongSigned(
      end,
      [
        {
          misconception: "does-only-first-step",
          value: roundTo(balance - n * price, 2),
          feedback: `Remember the ${money(fee)} fee: it comes out of the account too.`,
        },
        {
          misconception: "keeps-the-wrong-sign",
          value: -end,
          feedback: `Check the sign: did ${person} spend more than the account had, or less?`,
        },
        {
          misconception: "counts-one-group",
          value: roundTo(balance - price - fee, 2),
          feedback: `${person} buys ${n} of them: the cost is ${math(`${n} × ${price}`)}.`,
        },
      ],
      2,
    ),
    check: { kind: "value", expression: `${balance} + ${n} * (-${price}) + (-${fee})` },
  };
};

const averageChange: Generator = ({ rng, words }) => {
  const days = rng.pick([4, 5]);
  const what = rng.pick([
    { text: `the price of a share in a toy company`, unit: "dollars", places: 2, scale: 100 },
    { text: "the water level of a lake", unit: "inches", places: 2, scale: 100 },
    { text: `the noon temperature ${sceneFor(words, "weather", rng).place}`, unit: "°C", places: 1, scale: 10 },
  ]);
  // The mean first, so it has at most `places` decimals; the changes are built around it.
  for (;;) {
    const meanUnits = rng.int(-25, 25) * (what.scale === 100 ? 5 : 1);
    const changes: number[] = [];
    for (let i = 0; i < days - 1; i++) changes.push(rng.int(-60, 60) * (what.scale === 100 ? 5 : 1));
    const last = meanUnits * days - changes.reduce((s, c) => s + c, 0);
    if (meanUnits === 0 || Math.abs(last) > 400 || last === 0 || changes.includes(0)) continue;
    const all = rng.shuffle([...changes, last]).map((c) => c / what.scale);
    const mean = meanUnits / what.scale;
    const sum = roundTo(
      all.reduce((s, c) => s + c, 0),
      what.places,
    );
    const shown = listJoin(all.map((c) => math(c < 0 ? signed(c) : `+${c}`)));
    const sizes = roundTo(all.reduce((s, c) => s + Math.abs(c), 0) / days, what.places + 1);
    return {
      prompt: `Over ${counted(days, plural("days"))}, ${what.text} changed by ${shown} ${what.unit}. What was the mean (average) change per day, in ${what.unit}?`,
      answer: signedAnswer(mean, { places: what.places }),
      hints: [
        `The mean is the total change divided by the number of days.`,
        `Add the changes with their signs: the total is ${math(signed(sum))}. Then divide by ${days}.`,
      ],
      solution: {
        steps: [
          `Total change: ${math(`${all.map((c, i) => (i === 0 ? signed(c) : paren(c))).join(" + ")} = ${signed(sum)}`)}.`,
          `Mean: ${math(`${signed(sum)} ÷ ${days} = ${signed(mean)}`)}.`,
        ],
        answer: `${math(signed(mean))} ${what.unit} per day`,
      },
      wrongAnswers: wrongSigned(
        mean,
        [
          {
            misconception: "does-only-first-step",
            value: sum,
            feedback: `${math(signed(sum))} is the total change. Divide it by the ${counted(days, plural("days"))}.`,
          },
          {
            misconception: "ignores-the-signs",
            value: sizes,
            feedback: `Keep the signs: a negative change pulls the total down.`,
          },
          {
            misconception: "keeps-the-wrong-sign",
            value: -mean,
            feedback: `Check the sign: did the changes go up more than down, or down more than up?`,
          },
        ],
        what.places + 1,
      ),
      check: { kind: "value", expression: `(${all.map((c) => `(${c})`).join(" + ")}) / ${days}` },
    };
  }
};

const FRACTIONS: readonly [number, number][] = [
  [1, 2],
  [1, 3],
  [2, 3],
  [1, 4],
  [3, 4],
  [2, 5],
];

const submarine: Generator = ({ rng }) => {
  const start = -5 * rng.int(4, 30);
  const [a, b] = rng.pick(FRACTIONS);
  const rate = rng.int(3, 12);
  let minutes = rng.int(3, 9);
  while ((rate * minutes) % b !== 0) minutes++;
  const down = rate * minutes;
  const back = (down * a) / b;
  const end = start - down + back;
  return {
    prompt: `A research submarine is at ${math(signed(start))} m (below sea level). It dives ${rate} m each minute for ${counted(minutes, plural("minutes"))}. Then it climbs back up ${fracMath(rational(a, b))} of the distance it just dove. Where is it now, in meters?`,
    answer: signedAnswer(end, { unit: "m" }),
    hints: [
      `Diving is negative: ${math(`${minutes} × ${paren(-rate)}`)}.`,
      `It climbs back ${fracMath(rational(a, b))} of ${down} m, the distance it dove, not of its depth.`,
    ],
    solution: {
      steps: [
        `Dive: ${math(`${minutes} × ${paren(-rate)} = ${signed(-down)}`)} m, so it reaches ${math(`${signed(start)} + ${paren(-down)} = ${signed(start - down)}`)} m.`,
        `Climb: ${math(`${a}/${b} × ${down} = ${back}`)} m.`,
        `Now: ${math(`${signed(start - down)} + ${back} = ${signed(end)}`)} m.`,
      ],
      answer: `${math(signed(end))} m, ${-end} m below sea level`,
    },
    wrongAnswers: wrongSigned(end, [
      {
        misconception: "part-of-wrong-amount",
        value: start - down + (a * (down - start)) / b,
        feedback: `It climbs back ${a}/${b} of the distance it dove (${down} m), not ${a}/${b} of its whole depth.`,
      },
      {
        misconception: "does-only-first-step",
        value: start - down,
        feedback: `That is the depth after the dive. Then it climbs back up ${back} m.`,
      },
      {
        misconception: "ignores-the-signs",
        value: start - down - back,
        feedback: `Climbing up moves toward the surface: add ${back}, don't subtract it.`,
      },
    ]),
    check: { kind: "value", expression: `(${start}) + ${minutes} * (-${rate}) + ${a}/${b} * ${minutes} * ${rate}` },
  };
};

function drawnRate(rng: Random): [number, number] {
  return rng.pick([
    [1, 2],
    [1, 4],
    [3, 4],
    [3, 8],
    [5, 8],
    [1, 8],
    [5, 4],
  ] as const) as [number, number];
}

const waterLevel: Generator = ({ rng, words }) => {
  const [a, b] = drawnRate(rng);
  const hours = rng.int(2, 9);
  const level = rational(-a * hours, b);
  const rate = rational(-a, b);
  const tank = rng.pick(["water tank", "fish tank", "rain barrel", "pool"]);
  return {
    prompt: `The water in a ${tank} ${words.place} is leaking out, so its level changes by ${fracMath(rate)} ${a > b ? "inches" : "inch"} each hour. The level is now ${counted(fracMath(level), plural("inches"))} compared with the full mark. How many hours ago was the ${tank} full?`,
    answer: signedAnswer(hours, { min: 0, unit: "hours" }),
    hints: [
      `Each hour adds ${fracMath(rate)} ${a > b ? "inches" : "inch"}. How many of those make ${fracMath(level)}?`,
      `Divide: ${math(`${plainText(fracMath(level))} ÷ (${signed(-a)}/${b})`)}. A negative divided by a negative is positive.`,
    ],
    solution: {
      steps: [
        `Hours × change per hour = total change, so the number of hours is ${math(`${plainText(fracMath(level))} ÷ (${signed(-a)}/${b})`)}.`,
        `Multiply by the reciprocal: ${math(`${plainText(fracMath(level, { mixed: false }))} × (−${b}/${a}) = ${hours}`)}.`,
        `Check: ${math(`${hours} × (${signed(-a)}/${b}) = ${plainText(fracMath(level))}`)}. ✓`,
      ],
      answer: `${count(hours, { one: "hour", many: "hours" })} ago`,
    },
    wrongAnswers: wrongSigned(
      hours,
      [
        {
          misconception: "multiplies-instead-of-divides",
          value: roundTo((a * hours * a) / (b * b), 3),
          feedback: `To find how many times ${fracMath(rate)} fits into ${fracMath(level)}, divide instead of multiplying.`,
        },
        {
          misconception: "flips-the-fraction",
          value: roundTo(1 / hours, 3),
          feedback: `Divide the total change by the change per hour, not the other way round.`,
        },
      ],
      3,
      0,
    ),
    check: { kind: "value", expression: `(${-a * hours}/${b}) / (${-a}/${b})` },
  };
};
