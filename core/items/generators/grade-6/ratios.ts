/**
 * 6.RP.A.1-3: ratio language, unit rates, ratio tables, best buys and steady speeds, and
 * converting units with ratios.
 */
import {
  fractionAnswer,
  integerAnswer,
  type Generator,
  type Distractor,
  multipleChoice,
  wrongFractions,
  wrongIntegers,
} from "../../build.ts";
import { reduce } from "../../numbers.ts";
import { article, count, math, mixedText } from "../../text.ts";
import type { Rational } from "../../types.ts";
import { pictureRows, valueTable } from "./figures.ts";
import { decimalAnswer, gcdOf, money, two, wrongDecimals } from "./helpers.ts";
import { counted, plural } from "../../language.ts";

const ratio = (x: number, y: number) => ({ text: math(`${x}:${y}`), value: `${x}/${y}` });

/**
 * m-6.rp.a.1: name the ratio. Difficulty 1 compares two parts with a picture; 2 asks for the
 * parts the other way round or for a part of the whole; 3 asks for the simplest ratio that makes
 * the same comparison.
 */
export const ratioLanguage: Generator = ({ rng, difficulty, words }) => {
  const [first, second] = two(rng, words.items);
  const person = rng.pick(words.people);
  let a: number;
  let b: number;
  if (difficulty === 3) {
    const [p, q] = rng.pick([
      [2, 3],
      [3, 2],
      [3, 4],
      [4, 3],
      [2, 5],
      [5, 2],
      [3, 5],
      [5, 3],
      [4, 5],
      [5, 4],
      [1, 3],
      [3, 1],
    ] as const);
    const k = rng.int(2, 5);
    [a, b] = [p * k, q * k];
  } else {
    const [lo, hi] = difficulty === 1 ? [2, 8] : [3, 15];
    [a, b] = two(
      rng,
      Array.from({ length: hi - lo + 1 }, (_, i) => i + lo),
    );
  }
  const total = a + b;
  const scene = `${person} has ${count(a, first)} and ${count(b, second)}.`;

  if (difficulty === 3) {
    const g = gcdOf(a, b);
    const [p, q] = [a / g, b / g];
    const shift = a - p;
    const distractors: Distractor[] = [
      {
        ...ratio(q, p),
        misconception: "reverses-ratio-order",
        feedback: `The question names the ${first.many} first, so their number goes first.`,
      },
      {
        ...ratio(p, p + q),
        misconception: "part-to-whole-for-part-to-part",
        feedback: `${math(`${p}:${p + q}`)} compares the ${first.many} with all the things. The question compares ${first.many} with ${second.many}.`,
      },
      ...(b > shift
        ? [
            {
              ...ratio(p, b - shift),
              misconception: "adds-instead-of-scaling" as const,
              feedback: `Taking ${shift} away from both numbers changes the comparison. Divide both by the same number instead.`,
            },
          ]
        : []),
      {
        ...ratio(a + b, b),
        misconception: "part-to-whole-for-part-to-part",
        feedback: `${a + b} is all the things together. Compare ${first.many} with ${second.many}.`,
      },
    ];
    const { choices, answer, wrongAnswers } = multipleChoice(rng, ratio(p, q), distractors);
    return {
      prompt: `${scene} Which ratio makes the same comparison as the ratio of ${first.many} to ${second.many}, using the smallest whole numbers?`,
      answer,
      choices,
      hints: [
        `Start with the ratio of ${first.many} to ${second.many}: ${math(`${a}:${b}`)}.`,
        `Divide both numbers by the same number, as many times as you can. Both ${a} and ${b} can be divided by ${g}.`,
      ],
      solution: {
        steps: [
          `${first.many} to ${second.many} is ${math(`${a}:${b}`)}.`,
          `Divide both by ${g}: ${math(`${a} ÷ ${g} = ${p}`)} and ${math(`${b} ÷ ${g} = ${q}`)}.`,
          `For every ${p} ${p === 1 ? first.one : first.many} there ${q === 1 ? "is" : "are"} ${count(q, second)}.`,
        ],
        answer: `${math(`${p}:${q}`)}`,
      },
      wrongAnswers,
      check: { kind: "value", expression: `${a} / ${b}` },
    };
  }

  // Difficulty 1: first to second. Difficulty 2: second to first, or one part to the whole.
  const kind = difficulty === 1 ? "first-second" : rng.pick(["second-first", "first-all", "second-all"] as const);
  const [x, y, xName, yName] =
    kind === "first-second"
      ? [a, b, first.many, second.many]
      : kind === "second-first"
        ? [b, a, second.many, first.many]
        : kind === "first-all"
          ? [a, total, first.many, "all the things"]
          : [b, total, second.many, "all the things"];
  const partWhole = kind === "first-all" || kind === "second-all";
  const other = kind === "first-all" ? b : a;
  const distractors: Distractor[] = partWhole
    ? [
        {
          ...ratio(x, other),
          misconception: "part-to-whole-for-part-to-part",
          feedback: `That compares the ${xName} with the other things only. The question asks about all ${total} things.`,
        },
        {
          ...ratio(total, x),
          misconception: "reverses-ratio-order",
          feedback: `The ${xName} are named first, so their number goes first.`,
        },
        {
          ...ratio(other, total),
          misconception: "names-the-other-part",
          feedback: `${other} counts the other things. How many ${xName} are there?`,
        },
      ]
    : [
        {
          ...ratio(y, x),
          misconception: "reverses-ratio-order",
          feedback: `The ${xName} are named first, so their number, ${x}, goes first.`,
        },
        {
          ...ratio(x, total),
          misconception: "part-to-whole-for-part-to-part",
          feedback: `${total} counts all the things. The question compares ${xName} with ${yName} only.`,
        },
        {
          ...ratio(y, total),
          misconception: "part-to-whole-for-part-to-part",
          feedback: `That compares the ${yName} with everything. Compare ${xName} with ${yName}.`,
        },
      ];
  const { choices, answer, wrongAnswers } = multipleChoice(rng, ratio(x, y), distractors);
  return {
    prompt: `${scene} What is the ratio of ${xName} to ${yName}?`,
    figure:
      difficulty === 1
        ? pictureRows([
            { label: first.many, count: a },
            { label: second.many, count: b },
          ])
        : undefined,
    answer,
    choices,
    hints: [
      `Which amount does the question name first? Its number goes first in the ratio.`,
      partWhole
        ? `All the things together: ${math(`${a} + ${b} = ${total}`)}.`
        : `There are ${count(x, { one: xName, many: xName })} and ${y} ${yName}.`,
    ],
    solution: {
      steps: [
        partWhole ? `All the things together: ${math(`${a} + ${b} = ${total}`)}.` : `There are ${x} ${xName}.`,
        `The ${xName} come first: ${x}. Then ${partWhole ? "" : "the "}${yName}: ${y}.`,
        partWhole
          ? `Read it back: ${x} of every ${y} things are ${xName}.`
          : `Read it back: for every ${x} ${xName} there are ${y} ${yName}.`,
      ],
      answer: `${math(`${x}:${y}`)}`,
    },
    wrongAnswers,
    check: {
      kind: "value",
      expression:
        kind === "first-second"
          ? `${a} / ${b}`
          : kind === "second-first"
            ? `${b} / ${a}`
            : kind === "first-all"
              ? `${a} / (${a} + ${b})`
              : `${b} / (${a} + ${b})`,
    },
  };
};

/**
 * m-6.rp.a.2: the unit rate. Difficulty 1 has a whole-number rate; 2 a fraction rate (3 liters
 * into 4 jars); 3 a price with cents, or the rate the other way round.
 */
export const unitRate: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const group = rng.pick(words.groups);
  const item = rng.pick(words.items);
  const { liquid } = words.container;
  if (difficulty === 1) {
    const groups = rng.int(2, 9);
    const rate = rng.int(3, 12);
    const total = groups * rate;
    return {
      prompt: `${person} packs ${count(total, item)} into ${count(groups, group)}, the same number in each. The ratio of ${item.many} to ${group.many} is ${math(`${total}:${groups}`)}. How many ${item.many} is that per ${group.one}?`,
      answer: integerAnswer(rate, { unit: `${item.many} per ${group.one}` }),
      hints: [
        `"Per ${group.one}" means for exactly 1 ${group.one}.`,
        `Share ${total} equally among ${groups}: ${math(`${total} ÷ ${groups}`)}.`,
      ],
      solution: {
        steps: [
          `The ratio is ${counted(total, item)} for ${counted(groups, group)}.`,
          `For 1 ${group.one}, divide both by ${groups}: ${math(`${total} ÷ ${groups} = ${rate}`)}.`,
        ],
        answer: `${count(rate, item)} per ${group.one}`,
      },
      wrongAnswers: wrongIntegers(rate, [
        {
          misconception: "multiplies-instead-of-divides",
          value: total * groups,
          feedback: `One ${group.one} holds fewer than all ${total}. Divide ${total} by ${groups}.`,
        },
        {
          misconception: "subtracts-instead-of-divides",
          value: total - groups,
          feedback: `Taking ${groups} away does not share the ${item.many}. Divide ${total} by ${groups}.`,
        },
        {
          misconception: "copies-a-given-number",
          value: total,
          feedback: `${total} is for all ${counted(groups, group)}. The rate is for one.`,
        },
      ]),
      check: { kind: "value", expression: `${total} / ${groups}` },
    };
  }
  if (difficulty === 2 || rng.chance(0.5)) {
    // Liters shared among containers; difficulty 3 asks the rate the other way round.
    // Liquid goes into jars, bottles or pitchers, never into the theme's boxes, bags or crates.
    const vessel = rng.pick([
      { one: "jar", many: "jars" },
      { one: "bottle", many: "bottles" },
      { one: "pitcher", many: "pitchers" },
    ]);
    const groups = rng.int(3, 9);
    let liters = rng.int(1, 2 * groups - 1);
    if (liters % groups === 0) liters += 1;
    const reverse = difficulty === 3;
    const rate: Rational = reduce(reverse ? { n: groups, d: liters } : { n: liters, d: groups });
    const flipped: Rational = reverse ? { n: liters, d: groups } : { n: groups, d: liters };
    const prompt = reverse
      ? `${person} fills ${count(groups, vessel)} with ${liters} ${liters === 1 ? "liter" : "liters"} of ${liquid}, the same amount in each. How many ${vessel.many} does each liter of ${liquid} fill?`
      : `${person} pours ${liters} ${liters === 1 ? "liter" : "liters"} of ${liquid} equally into ${count(groups, vessel)}. How many liters go into each ${vessel.one}?`;
    const [num, den, numName, denName] = reverse
      ? [groups, liters, vessel.many, "liter"]
      : [liters, groups, "liters", vessel.one];
    return {
      prompt,
      answer: fractionAnswer(rate, { decimal: true }),
      hints: [
        `The unit rate is the amount for exactly 1 ${denName}.`,
        `Divide the ${numName} by the number of ${reverse ? "liters" : vessel.many}: ${math(`${num} ÷ ${den}`)}.`,
        `${math(`${num} ÷ ${den}`)} is the fraction ${math(`${num}/${den}`)}.`,
      ],
      solution: {
        steps: [
          reverse
            ? `The ratio is ${count(groups, vessel)} to ${count(liters, { one: "liter", many: "liters" })}.`
            : `The ratio is ${count(liters, { one: "liter", many: "liters" })} to ${count(groups, vessel)}.`,
          `For 1 ${denName}, divide both by ${den}: ${math(`${num} ÷ ${den} = ${num}/${den}`)}.`,
          `Check: ${math(`${den} × ${num}/${den} = ${num}`)}.`,
        ],
        answer: `${math(mixedText(rate.n, rate.d))} ${reverse ? `${vessel.many} per liter` : `liters per ${vessel.one}`}`,
      },
      wrongAnswers: wrongFractions(rate, [
        {
          misconception: "divides-the-wrong-way",
          value: flipped,
          feedback: `That is ${reverse ? `liters per ${vessel.one}` : `${vessel.many} per liter`}. Put the ${numName} on top.`,
        },
        {
          misconception: "multiplies-instead-of-divides",
          value: { n: num * den, d: 1 },
          feedback: `Sharing out is dividing: ${math(`${num} ÷ ${den}`)}.`,
        },
        {
          misconception: "subtracts-instead-of-divides",
          value: { n: Math.abs(num - den), d: 1 },
          feedback: `The difference does not give the amount for 1. Divide ${num} by ${den}.`,
        },
      ]),
      check: { kind: "value", expression: `${num} / ${den}` },
    };
  }
  // Difficulty 3, price with cents.
  const n = rng.int(3, 8);
  const each = rng.int(11, 60) * 5;
  const total = each * n;
  return {
    prompt: `A pack of ${count(n, item)} costs ${money(total)}. What is the price per ${item.one}, in dollars?`,
    answer: decimalAnswer(each / 100, 2, { unit: "dollars" }),
    hints: [
      `The price per ${item.one} is the price of exactly 1.`,
      `Divide the price by the number of ${item.many}: ${math(`${(total / 100).toFixed(2)} ÷ ${n}`)}.`,
      `It may help to work in cents: ${counted(total, plural("cents"))} ÷ ${n}.`,
    ],
    solution: {
      steps: [
        `${money(total)} is ${counted(total, plural("cents"))}.`,
        `${math(`${total} ÷ ${n} = ${each}`)} cents for 1 ${item.one}.`,
        `${counted(each, plural("cents"))} is ${money(each)}.`,
      ],
      answer: `${money(each)} per ${item.one}`,
    },
    wrongAnswers: wrongDecimals(each / 100, 2, [
      {
        misconception: "divides-the-wrong-way",
        value: n / (total / 100),
        feedback: `That is how many ${item.many} one dollar buys. Divide the price by ${n}.`,
      },
      {
        misconception: "multiplies-instead-of-divides",
        value: (total * n) / 100,
        feedback: `One ${item.one} costs less than the whole pack. Divide the price by ${n}.`,
      },
      {
        misconception: "copies-a-given-number",
        value: total / 100,
        feedback: `${money(total)} is for all ${n}. The price per ${item.one} is for one.`,
      },
    ]),
    check: { kind: "value", expression: `${total} / 100 / ${n}` },
  };
};

/**
 * m-6.rp.a.3.a: the missing value in a ratio table. Difficulty 1 scales the first row by a whole
 * number; 2 hides a value among rows that skip the simplest one; 3 gives one row whose scale to the
 * missing row is not a whole number (4:6 to 10:?).
 */
export const ratioTable: Generator = ({ rng, difficulty, words }) => {
  const [first, second] = two(rng, words.items);
  const person = rng.pick(words.people);
  const group = rng.pick(words.groups);
  const [p, q] = rng.pick([
    [1, 2],
    [1, 3],
    [2, 3],
    [2, 5],
    [3, 4],
    [3, 5],
    [4, 5],
    [2, 7],
    [3, 2],
    [5, 2],
    [4, 3],
    [5, 3],
  ] as const);
  let scales: number[];
  let missingRow: number;
  if (difficulty === 1) {
    scales = [1, 2, rng.int(3, 6)];
    missingRow = 2;
  } else if (difficulty === 2) {
    scales = rng.sample([2, 3, 4, 5, 6, 8, 10], 3).sort((x, y) => x - y);
    missingRow = rng.int(0, 2);
  } else {
    const m = rng.pick([2, 3, 4] as const);
    const options = [5, 6, 7, 9, 10, 11, 14, 15].filter((s) => s % m !== 0);
    scales = [m, rng.pick(options)];
    missingRow = 1;
  }
  const hideFirst = difficulty > 1 && rng.chance(0.4);
  const rows: [string, string][] = scales.map((s, i) =>
    i === missingRow ? (hideFirst ? ["?", String(s * q)] : [String(s * p), "?"]) : [String(s * p), String(s * q)],
  );
  const known = scales.find((_, i) => i !== missingRow) as number;
  const target = scales[missingRow] as number;
  const [kx, ky] = hideFirst ? [known * q, known * p] : [known * p, known * q];
  const tx = hideFirst ? target * q : target * p;
  const answer = hideFirst ? target * p : target * q;
  const [givenName, wantName] = hideFirst ? [second.many, first.many] : [first.many, second.many];
  return {
    prompt: `${person} puts ${first.many} and ${second.many} into ${group.many}, always in the same ratio. What number goes in place of the ? in the table?`,
    figure: valueTable([first.many, second.many], rows),
    answer: integerAnswer(answer, { unit: wantName }),
    hints: [
      `Every row has the same ratio, so both numbers in a row are multiplied by the same number.`,
      `One row has ${kx} ${givenName} and ${ky} ${wantName}. The row with the ? has ${tx} ${givenName}.`,
      `For 1 ${hideFirst ? second.one : first.one} there ${ky / kx === 1 ? "is" : "are"} ${math(`${ky}/${kx}`)} ${wantName}. Multiply that by ${tx}.`,
    ],
    solution: {
      steps: [
        `The ratio in every row is ${math(`${p}:${q}`)} (${first.many} to ${second.many}).`,
        `${math(`${tx} ÷ ${hideFirst ? q : p} = ${target}`)}, so the row is ${target} times ${math(`${p}:${q}`)}.`,
        `${math(`${target} × ${hideFirst ? p : q} = ${answer}`)}.`,
      ],
      answer: `${count(answer, { one: wantName, many: wantName })}`,
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "adds-instead-of-scaling",
        value: ky + (tx - kx),
        feedback: `Adding ${tx - kx} to both columns changes the mix. Multiply both columns by the same number.`,
      },
      {
        misconception: "neighbouring-fact",
        value: answer - (hideFirst ? p : q),
        feedback: `That row is one ${math(`${p}:${q}`)} short. Check: ${tx} ${givenName} is ${target} lots of ${hideFirst ? q : p}.`,
      },
      {
        misconception: "reverses-ratio-order",
        value: (tx * kx) / ky,
        feedback: `That uses the ratio the wrong way round. The ${wantName} go with ${ky} for every ${kx} ${givenName}.`,
      },
    ]),
    check: { kind: "value", expression: `${tx} * ${ky} / ${kx}` },
  };
};

/**
 * m-6.rp.a.3.b: steady speeds and best buys. Difficulty 1: distance at a steady speed; 2: the best
 * of three packs by price per item; 3: the time a trip takes at a steady speed.
 */
export const bestBuysAndSpeeds: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  if (difficulty === 2) {
    const item = rng.pick(words.items);
    const sizes = rng.sample([4, 5, 6, 8, 10, 12, 15, 20], 3).sort((x, y) => x - y) as [number, number, number];
    const best = rng.int(1, 2);
    let unit: number[] = [];
    let totals: number[] = [];
    for (let attempt = 0; attempt < 40; attempt++) {
      const low = rng.int(6, 20) * 5;
      const others = rng.sample([5, 10, 15, 20, 25, 30], 2).map((extra) => low + extra);
      unit = sizes.map((_, i) => (i === best ? low : (others.shift() as number)));
      totals = sizes.map((s, i) => s * (unit[i] as number));
      const cheapestTotal = totals.indexOf(Math.min(...totals));
      if (cheapestTotal === 0) break;
    }
    const packText = (i: number) => `the ${sizes[i]}-pack for ${money(totals[i] as number)}`;
    const distractors: Distractor[] = [0, 1, 2]
      .filter((i) => i !== best)
      .map((i) => ({
        text: packText(i),
        value: `${totals[i]} / ${sizes[i]}`,
        misconception:
          i === 0 && totals[0] === Math.min(...totals)
            ? "compares-totals-not-unit-prices"
            : i > best
              ? "assumes-bigger-pack-is-cheaper"
              : "calculation-slip",
        feedback: `The ${sizes[i]}-pack costs ${money(unit[i] as number)} for each ${item.one}, more than ${money(unit[best] as number)} in the ${sizes[best]}-pack.`,
      }));
    const { choices, answer, wrongAnswers } = multipleChoice(
      rng,
      { text: packText(best), value: `${totals[best]} / ${sizes[best]}` },
      distractors,
    );
    const lines = sizes.map((s, i) => `${count(s, item)} for ${money(totals[i] as number)}`);
    return {
      prompt: `A shop sells ${item.many} in three packs: ${lines.join("; ")}. Which pack is the better buy (the lowest price for each ${item.one})?`,
      answer,
      choices,
      hints: [
        `A bigger pack costs more in total, so compare the price of ONE ${item.one} in each pack.`,
        `Divide each price by the number in the pack. It helps to work in cents: ${math(`${totals[0]} ÷ ${sizes[0]}`)}.`,
      ],
      solution: {
        steps: [
          ...sizes.map((s, i) => `${s}-pack: ${math(`${totals[i]} ÷ ${s} = ${unit[i]}`)} cents for each ${item.one}.`),
          `The lowest price for one is ${unit[best]} cents, in the ${sizes[best]}-pack.`,
        ],
        answer: `The ${sizes[best]}-pack, at ${money(unit[best] as number)} for each ${item.one}`,
      },
      wrongAnswers,
      check: { kind: "value", expression: `min(${sizes.map((s, i) => `${totals[i]} / ${s}`).join(", ")})` },
    };
  }
  const speed = difficulty === 1 ? rng.int(6, 14) : rng.int(4, 15) * 5;
  const hours = rng.int(2, 4);
  const distance = speed * hours;
  const unitName = difficulty === 1 ? "miles" : "kilometers";
  if (difficulty === 1) {
    const later = rng.int(hours + 1, 9);
    const answer = speed * later;
    return {
      prompt: `${person} cycles at a steady speed and covers ${counted(distance, plural("miles"))} in ${counted(hours, plural("hours"))}. At the same speed, how many miles does ${person} cover in ${counted(later, plural("hours"))}?`,
      answer: integerAnswer(answer, { unit: unitName }),
      hints: [
        `First find the unit rate: how many miles in 1 hour?`,
        `${math(`${distance} ÷ ${hours} = ${speed}`)} miles per hour. Now multiply by ${later}.`,
      ],
      solution: {
        steps: [
          `Speed: ${math(`${distance} ÷ ${hours} = ${speed}`)} miles per hour.`,
          `In ${counted(later, plural("hours"))}: ${math(`${speed} × ${later} = ${answer}`)} miles.`,
        ],
        answer: `${counted(answer, plural("miles"))}`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "does-only-first-step",
          value: speed,
          feedback: `${counted(speed, plural("miles"))} is one hour's ride. Multiply by ${counted(later, plural("hours"))}.`,
        },
        {
          misconception: "adds-instead-of-scaling",
          value: distance + (later - hours),
          feedback: `Each extra hour adds ${counted(speed, plural("miles"))}, not 1 mile. Use the miles per hour.`,
        },
        {
          misconception: "multiplies-instead-of-divides",
          value: distance * later,
          feedback: `${counted(distance, plural("miles"))} took ${counted(hours, plural("hours"))}, not 1. Find the miles for 1 hour first.`,
        },
      ]),
      check: { kind: "value", expression: `${distance} / ${hours} * ${later}` },
    };
  }
  // Difficulty 3: how long a longer trip takes.
  const tripHours = rng.int(hours + 1, 8);
  const trip = speed * tripHours;
  return {
    prompt: `A train travels at a steady speed. It covers ${distance} kilometers in ${counted(hours, plural("hours"))}. At that speed, how many hours does a trip of ${trip} kilometers take?`,
    answer: integerAnswer(tripHours, { unit: "hours" }),
    hints: [
      `Find the speed first: kilometers in 1 hour.`,
      `${math(`${distance} ÷ ${hours} = ${speed}`)} kilometers per hour. How many ${speed}s make ${trip}?`,
    ],
    solution: {
      steps: [
        `Speed: ${math(`${distance} ÷ ${hours} = ${speed}`)} kilometers per hour.`,
        `Time: ${math(`${trip} ÷ ${speed} = ${tripHours}`)} hours.`,
        `Check: ${math(`${speed} × ${tripHours} = ${trip}`)}.`,
      ],
      answer: `${counted(tripHours, plural("hours"))}`,
    },
    wrongAnswers: wrongIntegers(tripHours, [
      {
        misconception: "does-only-first-step",
        value: speed,
        feedback: `${speed} is the speed in kilometers per hour. How many hours does ${trip} kilometers take?`,
      },
      {
        misconception: "divides-the-wrong-way",
        value: trip / distance,
        feedback: `${trip} ÷ ${distance} compares the trips but forgets the ${counted(hours, plural("hours"))}. Find the speed first.`,
      },
      {
        misconception: "calculation-slip",
        value: tripHours + 1,
        feedback: `Check: ${math(`${speed} × ${tripHours + 1} = ${speed * (tripHours + 1)}`)}, not ${trip}.`,
      },
    ]),
    check: { kind: "value", expression: `${trip} / (${distance} / ${hours})` },
  };
};

type Conversion = { big: string; bigOne: string; small: string; smallOne: string; factor: number; time?: boolean };
const CONVERSIONS: readonly Conversion[] = [
  { big: "feet", bigOne: "foot", small: "inches", smallOne: "inch", factor: 12 },
  { big: "yards", bigOne: "yard", small: "feet", smallOne: "foot", factor: 3 },
  { big: "gallons", bigOne: "gallon", small: "quarts", smallOne: "quart", factor: 4 },
  { big: "quarts", bigOne: "quart", small: "cups", smallOne: "cup", factor: 4 },
  { big: "pounds", bigOne: "pound", small: "ounces", smallOne: "ounce", factor: 16 },
  { big: "hours", bigOne: "hour", small: "minutes", smallOne: "minute", factor: 60, time: true },
  { big: "minutes", bigOne: "minute", small: "seconds", smallOne: "second", factor: 60, time: true },
  { big: "days", bigOne: "day", small: "hours", smallOne: "hour", factor: 24, time: true },
  { big: "weeks", bigOne: "week", small: "days", smallOne: "day", factor: 7, time: true },
  { big: "meters", bigOne: "meter", small: "centimeters", smallOne: "centimeter", factor: 100 },
  { big: "kilograms", bigOne: "kilogram", small: "grams", smallOne: "gram", factor: 1000 },
];

const MEASURED: Record<string, string> = {
  feet: "ribbon",
  yards: "fabric",
  gallons: "water",
  quarts: "juice",
  pounds: "flour",
  meters: "rope",
  kilograms: "clay",
};

/**
 * m-6.rp.a.3.d: converting units. Difficulty 1 goes to a smaller unit (multiply); 2 to a bigger
 * unit (divide) with a whole answer; 3 to a bigger unit with a fraction left over (90 minutes).
 */
export const convertUnits: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const event = rng.pick(words.events);
  const c = rng.pick(difficulty === 3 ? CONVERSIONS.filter((x) => x.factor % 4 === 0) : CONVERSIONS);
  const fact = `1 ${c.bigOne} = ${c.factor} ${c.small}`;
  // What lasts that long: an event for minutes and seconds, longer things for hours, days and
  // weeks (nobody's swim practice lasts 264 hours).
  const lasting: Record<string, string> = {
    minutes: event,
    hours: "the road trip",
    days: "the summer camp",
    weeks: "the school garden project",
  };
  const what = c.time ? `${lasting[c.big] ?? event} lasts` : `${person} measures out`;
  // What is measured out ("136 ounces of flour"), so the amount is of something.
  const stuff = c.time ? "" : ` of ${MEASURED[c.big] ?? "water"}`;
  if (difficulty === 1) {
    const n = rng.int(2, c.factor >= 100 ? 9 : 12);
    const answer = n * c.factor;
    return {
      prompt: `${capital(what)} ${n} ${c.big}${stuff}. How many ${c.small} is that? (${fact})`,
      answer: integerAnswer(answer, { unit: c.small }),
      hints: [
        `${capital(c.small)} are smaller than ${c.big}, so there will be more of them.`,
        `Each ${c.bigOne} is ${c.factor} ${c.small}: ${math(`${n} × ${c.factor}`)}.`,
      ],
      solution: {
        steps: [
          `The ratio is 1 ${c.bigOne} to ${c.factor} ${c.small}.`,
          `${n} ${c.big} is ${n} times as much: ${math(`${n} × ${c.factor} = ${answer}`)}.`,
          `Size check: ${answer} is more than ${n}, as it should be for a smaller unit.`,
        ],
        answer: `${answer} ${c.small}`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "converts-the-wrong-way",
          value: n / c.factor,
          feedback: `${capital(c.small)} are smaller, so you need more of them. Multiply by ${c.factor}.`,
        },
        {
          misconception: "adds-instead-of-multiplies",
          value: n + c.factor,
          feedback: `Each of the ${n} ${c.big} is ${c.factor} ${c.small}. Multiply.`,
        },
        {
          misconception: "copies-a-given-number",
          value: n,
          feedback: `${n} counts ${c.big}. Count the ${c.small}.`,
        },
      ]),
      check: { kind: "value", expression: `${n} * ${c.factor}` },
    };
  }
  const n = rng.int(2, c.factor >= 100 ? 9 : 12);
  if (difficulty === 2) {
    const amount = n * c.factor;
    return {
      prompt: `${capital(what)} ${amount} ${c.small}${stuff}. How many ${c.big} is that? (${fact})`,
      answer: integerAnswer(n, { unit: c.big }),
      hints: [
        `${capital(c.big)} are bigger than ${c.small}, so there will be fewer of them.`,
        `How many groups of ${c.factor} ${c.small} are in ${amount}? ${math(`${amount} ÷ ${c.factor}`)}.`,
      ],
      solution: {
        steps: [
          `The ratio is ${c.factor} ${c.small} to 1 ${c.bigOne}.`,
          `${math(`${amount} ÷ ${c.factor} = ${n}`)}.`,
          `Size check: ${n} is less than ${amount}, as it should be for a bigger unit.`,
        ],
        answer: `${n} ${c.big}`,
      },
      wrongAnswers: wrongIntegers(n, [
        {
          misconception: "multiplies-instead-of-divides",
          value: amount * c.factor,
          feedback: `${capital(c.big)} are bigger, so there are fewer of them. Divide by ${c.factor}.`,
        },
        {
          misconception: "subtracts-instead-of-divides",
          value: amount - c.factor,
          feedback: `Taking ${c.factor} away once is one ${c.bigOne}. Find how many groups of ${c.factor} fit.`,
        },
        {
          misconception: "calculation-slip",
          value: n + 1,
          feedback: `Check: ${math(`${n + 1} × ${c.factor} = ${(n + 1) * c.factor}`)}, not ${amount}.`,
        },
      ]),
      check: { kind: "value", expression: `${amount} / ${c.factor}` },
    };
  }
  const part = rng.pick([1, 2, 3] as const);
  const extra = (c.factor / 4) * part;
  const amount = n * c.factor + extra;
  const value = reduce({ n: amount, d: c.factor });
  const small = { one: c.smallOne, many: c.small };
  const extraText = count(extra, small);
  const piece = mixedText(extra, c.factor);
  const pieceText = piece === `${extra}/${c.factor}` ? piece : `${extra}/${c.factor} = ${piece}`;
  return {
    prompt: `${capital(what)} ${amount} ${c.small}${stuff}. How many ${c.big} is that? Write a fraction, mixed number or decimal. (${fact})`,
    answer: fractionAnswer(value, { decimal: true, mixed: true }),
    hints: [
      `${capital(c.big)} are bigger, so divide: ${math(`${amount} ÷ ${c.factor}`)}.`,
      `${amount} is ${n} ${c.big} (${n * c.factor} ${c.small}) and ${extraText} more.`,
      `${capital(extraText)} is ${math(`${extra}/${c.factor}`)} of ${article(c.bigOne)}.`,
    ],
    solution: {
      steps: [
        `${math(`${n} × ${c.factor} = ${n * c.factor}`)}, so ${amount} ${c.small} is ${n} ${c.big} and ${extraText}.`,
        `${capital(extraText)} is ${math(pieceText)} of ${article(c.bigOne)}.`,
        `Together: ${math(mixedText(value.n, value.d))} ${c.big}, which is ${(amount / c.factor).toString()}.`,
      ],
      answer: `${math(mixedText(value.n, value.d))} ${c.big}`,
    },
    wrongAnswers: wrongFractions(value, [
      ...(!c.time
        ? []
        : [
            {
              misconception: "leftover-as-decimal" as const,
              value: { n: n * 100 + extra, d: 100 },
              feedback: `${capital(extraText)} is not ${math(`0.${String(extra).padStart(2, "0")}`)} of ${article(c.bigOne)}: ${article(c.bigOne)} has ${c.factor} ${c.small}, not 100. Write ${extra} out of ${c.factor}.`,
            },
          ]),
      {
        misconception: "multiplies-instead-of-divides",
        value: { n: amount * c.factor, d: 1 },
        feedback: `${capital(c.big)} are bigger, so there are fewer of them. Divide by ${c.factor}.`,
      },
      {
        misconception: "does-only-first-step",
        value: { n, d: 1 },
        feedback: `${n} ${c.big} leaves ${extraText} uncounted. Add the part of ${article(c.bigOne)}.`,
      },
    ]),
    check: { kind: "value", expression: `${amount} / ${c.factor}` },
  };
};

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
