/**
 * 6.NS.B.2-4: long division, the four operations with decimals, greatest common factor and least
 * common multiple, and taking a common factor out of a sum.
 * Decimals are handled as whole numbers of tenths, hundredths or thousandths, so no floating-point
 * error reaches an answer.
 */
import { cycle, intGrid, intRange, integerAnswer, type Generator, wrongIntegers } from "../../build.ts";
import { count, formatNumber, math } from "../../text.ts";
import { dec, decimalAnswer, gcdOf, wrongDecimals } from "./helpers.ts";
import { counted, plural } from "../../language.ts";

/**
 * m-6.ns.b.2: long division. Difficulty 1: three digits ÷ one digit; 2: four digits ÷ two digits;
 * 3: a quotient with a zero in the middle (7,452 ÷ 36 = 207), in a story.
 */
export const longDivision: Generator = ({ rng, difficulty, words }) => {
  const divisor = difficulty === 1 ? rng.int(3, 9) : rng.int(12, 48);
  let quotient: number;
  if (difficulty === 1) quotient = rng.int(21, Math.floor(999 / divisor));
  else if (difficulty === 2) quotient = rng.int(Math.ceil(1000 / divisor), Math.min(399, Math.floor(9999 / divisor)));
  else quotient = rng.int(1, 9) * 100 + rng.int(1, 9) + (rng.chance(0.3) ? 1000 : 0);
  const dividend = divisor * quotient;
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const group = rng.pick(words.groups);
  const digits = String(quotient);
  const dropped = Number(digits.replace(/0/g, "")) || quotient;
  const estimateBase = Number(String(dividend).slice(0, 2)) * 10 ** (String(dividend).length - 2);
  return {
    prompt:
      difficulty === 3
        ? `${person} packs ${count(dividend, item)} equally into ${count(divisor, group)}. How many ${item.many} go in each ${group.one}?`
        : `Divide: ${math(`${formatNumber(dividend)} ÷ ${divisor}`)}`,
    answer: integerAnswer(quotient),
    hints: [
      `Estimate first: ${math(`${formatNumber(estimateBase)} ÷ ${divisor}`)} is about ${formatNumber(Math.round(estimateBase / divisor))}.`,
      `Work from the left: divide, multiply, subtract, bring down. When ${divisor} does not fit, write 0 in the answer.`,
      `Check by multiplying: your answer × ${divisor} should be ${formatNumber(dividend)}.`,
    ],
    solution: {
      steps: [
        `Estimate: about ${formatNumber(Math.round(estimateBase / divisor))}.`,
        `Long division gives ${formatNumber(quotient)}${digits.includes("0") ? `, with a 0 where ${divisor} did not fit` : ""}.`,
        `Check: ${math(`${divisor} × ${formatNumber(quotient)} = ${formatNumber(dividend)}`)}.`,
      ],
      answer: difficulty === 3 ? `${count(quotient, item)} in each ${group.one}` : formatNumber(quotient),
    },
    wrongAnswers: wrongIntegers(quotient, [
      {
        misconception: "drops-the-zero",
        value: dropped,
        feedback: `A 0 is missing: when ${divisor} does not fit, write 0 in that place. The estimate says about ${formatNumber(Math.round(estimateBase / divisor))}.`,
      },
      {
        misconception: "calculation-slip",
        value: quotient + 1,
        feedback: `Check: ${math(`${divisor} × ${formatNumber(quotient + 1)} = ${formatNumber(divisor * (quotient + 1))}`)}, more than ${formatNumber(dividend)}.`,
      },
      {
        misconception: "calculation-slip",
        value: quotient + 10,
        feedback: `Check the tens digit: ${math(`${divisor} × ${formatNumber(quotient + 10)} = ${formatNumber(divisor * (quotient + 10))}`)}.`,
      },
    ]),
    check: { kind: "value", expression: `${dividend} / ${divisor}` },
  };
};

/**
 * m-6.ns.b.3-add-subtract: add and subtract decimals with different numbers of places.
 * Difficulty 1: add tenths and hundredths; 2: subtract; 3: a story that subtracts with regrouping.
 */
export const addSubtractDecimals: Generator = ({ rng, difficulty, words }) => {
  // a has one decimal place, b has two; both in hundredths.
  const a = rng.int(difficulty === 1 ? 11 : 51, difficulty === 3 ? 299 : 199) * 10;
  const b = rng.int(101, Math.min(a - 1, 999));
  const add = difficulty === 1;
  const value = add ? a + b : a - b;
  const aText = dec(a, 2);
  const bText = dec(b, 2);
  const person = rng.pick(words.people);
  const event = rng.pick(words.events);
  // Lining up the last digits reads a (one place) as if it had two places.
  const misaligned = add ? a / 10 + b : Math.abs(a / 10 - b);
  return {
    prompt:
      difficulty === 3
        ? `${person} timed ${event} twice: ${counted(aText, plural("minutes"))} and ${counted(bText, plural("minutes"))}. How many minutes longer was the first time?`
        : `${add ? "Add" : "Subtract"}: ${math(`${aText} ${add ? "+" : "−"} ${bText}`)}`,
    answer: decimalAnswer(value / 100, 2),
    hints: [
      `Line up the decimal points, not the last digits.`,
      `Write ${aText} as ${(a / 100).toFixed(2)} so both numbers have hundredths.`,
      `${math(`${(a / 100).toFixed(2)} ${add ? "+" : "−"} ${bText}`)}: work column by column, ${add ? "carrying" : "regrouping"} where needed.`,
    ],
    solution: {
      steps: [
        `Write ${aText} as ${(a / 100).toFixed(2)}.`,
        `Line up the points: ${math(`${(a / 100).toFixed(2)} ${add ? "+" : "−"} ${bText}`)}.`,
        `${math(`${(a / 100).toFixed(2)} ${add ? "+" : "−"} ${bText} = ${dec(value, 2)}`)}.`,
      ],
      answer: difficulty === 3 ? `${counted(dec(value, 2), plural("minutes"))}` : dec(value, 2),
    },
    wrongAnswers: wrongDecimals(value / 100, 2, [
      {
        misconception: "lines-up-last-digits",
        value: misaligned / 100,
        feedback: `Line up the decimal points: the ${aText.split(".")[1] ?? ""} in ${aText} is tenths, so it goes under the tenths of ${bText}.`,
      },
      ...(add
        ? [
            {
              misconception: "forgets-to-regroup" as const,
              value: (value - 100) / 100,
              feedback: `Carry the extra one when a column adds to 10 or more.`,
            },
          ]
        : [
            {
              misconception: "subtracts-smaller-digit-from-larger" as const,
              value: subtractDigitwise(a, b) / 100,
              feedback: `When the top digit is smaller, regroup from the next column instead of subtracting the other way round.`,
            },
          ]),
    ]),
    check: { kind: "value", expression: `${a} / 100 ${add ? "+" : "-"} ${b} / 100` },
  };
};

/** Column subtraction done wrongly: each column's smaller digit from its larger one. */
function subtractDigitwise(a: number, b: number): number {
  const x = String(a);
  const y = String(b).padStart(x.length, "0");
  let out = "";
  for (let i = 0; i < x.length; i++) out += String(Math.abs(Number(x.charAt(i)) - Number(y.charAt(i))));
  return Number(out);
}

/**
 * m-6.ns.b.3-multiply: multiply decimals. Difficulty 1: tenths × a whole number; 2: tenths ×
 * tenths; 3: hundredths × tenths.
 */
export const multiplyDecimals: Generator = ({ rng, difficulty }) => {
  const [pa, pb] = difficulty === 1 ? [1, 0] : difficulty === 2 ? [1, 1] : [2, 1];
  let a = rng.int(difficulty === 3 ? 101 : 11, difficulty === 3 ? 499 : 99);
  if (a % 10 === 0) a += 1;
  let b = difficulty === 1 ? rng.int(3, 9) : rng.int(2, 19);
  if (b % 10 === 0) b += 1;
  const aText = dec(a, pa);
  const bText = dec(b, pb);
  const places = pa + pb;
  const product = a * b;
  const value = product / 10 ** places;
  return {
    prompt: `Multiply: ${math(`${aText} × ${bText}`)}`,
    answer: decimalAnswer(value, places),
    hints: [
      `Multiply as if there were no decimal points: ${math(`${a} × ${b}`)}.`,
      `Count the digits after the points in both numbers: ${pa} + ${pb} = ${places}. The product gets ${places} ${places === 1 ? "digit" : "digits"} after its point.`,
      `Estimate to check: about ${Math.round(a / 10 ** pa)} × ${Math.max(1, Math.round(b / 10 ** pb))}.`,
    ],
    solution: {
      steps: [
        `${math(`${a} × ${b} = ${product}`)}.`,
        `${aText} has ${pa} decimal ${pa === 1 ? "place" : "places"} and ${bText} has ${pb}: ${places} in all.`,
        `Put the point ${places} ${places === 1 ? "place" : "places"} from the right: ${dec(product, places)}.`,
      ],
      answer: dec(product, places),
    },
    wrongAnswers: wrongDecimals(value, places, [
      {
        misconception: "misplaces-decimal-point",
        value: value * 10,
        feedback: `Count the decimal places in both factors: ${places} in all. An estimate shows the size.`,
      },
      {
        misconception: "misplaces-decimal-point",
        value: value / 10,
        feedback: `That has too many decimal places. Count them in both factors: ${places}.`,
      },
      ...(pb > 0
        ? [
            {
              misconception: "does-only-first-step" as const,
              value: product / 10 ** pa,
              feedback: `Count the decimal places in ${bText} too.`,
            },
          ]
        : []),
    ]),
    check: { kind: "value", expression: `${a} / ${10 ** pa} * ${b} / ${10 ** pb}` },
  };
};

/**
 * m-6.ns.b.3: divide decimals. Difficulty 1: a decimal ÷ a whole number; 2: ÷ tenths with a whole
 * answer (4.8 ÷ 0.6); 3: hundredths ÷ tenths (3.75 ÷ 1.5).
 */
export const divideDecimals: Generator = ({ rng, difficulty }) => {
  // dividend = divisor × quotient, in whole units of 10^-places.
  const [divisorPlaces, quotientPlaces] = difficulty === 1 ? [0, 1] : difficulty === 2 ? [1, 0] : [1, 1];
  let divisor = difficulty === 1 ? rng.int(2, 9) : rng.int(2, 19);
  if (divisor % 10 === 0) divisor += 1;
  // A tenths quotient that is a whole number (6.0) would ask level 2's question again at level 3.
  const drawn = difficulty === 2 ? rng.int(2, 12) : rng.int(11, 99);
  const quotient = difficulty === 3 && drawn % 10 === 0 ? drawn + 1 : drawn;
  const dividendScaled = divisor * quotient;
  const dividendPlaces = divisorPlaces + quotientPlaces;
  const dText = dec(dividendScaled, dividendPlaces);
  const vText = dec(divisor, divisorPlaces);
  const value = quotient / 10 ** quotientPlaces;
  const shift = divisorPlaces;
  return {
    prompt: `Divide: ${math(`${dText} ÷ ${vText}`)}`,
    answer: decimalAnswer(value, quotientPlaces),
    hints: shift
      ? [
          `Make the divisor a whole number: move the point in BOTH numbers ${shift} place to the right.`,
          `${math(`${dText} ÷ ${vText}`)} is the same as ${math(`${dec(dividendScaled, dividendPlaces - shift)} ÷ ${divisor}`)}.`,
        ]
      : [
          `Divide as with whole numbers, and put the point in the answer straight above the point in ${dText}.`,
          `${math(`${dividendScaled} ÷ ${divisor} = ${quotient}`)}; now place the point.`,
        ],
    solution: {
      steps: [
        ...(shift
          ? [`Move both points ${shift} place: ${math(`${dec(dividendScaled, dividendPlaces - shift)} ÷ ${divisor}`)}.`]
          : []),
        `${math(`${dec(dividendScaled, dividendPlaces - shift)} ÷ ${divisor} = ${dec(quotient, quotientPlaces)}`)}.`,
        `Check: ${math(`${dec(quotient, quotientPlaces)} × ${vText} = ${dText}`)}.`,
      ],
      answer: dec(quotient, quotientPlaces),
    },
    wrongAnswers: wrongDecimals(value, quotientPlaces, [
      ...(shift
        ? [
            {
              misconception: "shifts-only-the-divisor" as const,
              value: value / 10,
              feedback: `Move the point in ${dText} as well as in ${vText}, by the same number of places.`,
            },
          ]
        : [
            {
              misconception: "misplaces-decimal-point" as const,
              value: value * 10,
              feedback: `Put the point in the answer straight above the point in ${dText}.`,
            },
          ]),
      {
        misconception: "multiplies-instead-of-divides",
        value: (dividendScaled / 10 ** dividendPlaces) * (divisor / 10 ** divisorPlaces),
        feedback: `That multiplies. Check: your answer × ${vText} should give ${dText}.`,
      },
    ]),
    check: {
      kind: "value",
      expression: `(${dividendScaled} / ${10 ** dividendPlaces}) / (${divisor} / ${10 ** divisorPlaces})`,
    },
  };
};

/**
 * m-6.ns.b.4-gcf-lcm: greatest common factor and least common multiple. Difficulty 1: the GCF of
 * two numbers up to 50; 2: the LCM of two numbers up to 12; 3: a story where the child decides which.
 */
/** Level 1's greatest common factors: g × (p, q) with p, q from 2-7 and sharing no factor. */
const GCF_LEVEL_1 = intRange(2, 7).flatMap((g) =>
  intGrid([2, 7], [2, 7])
    .filter(([p, q]) => p !== q && gcdOf(p, q) === 1)
    .map(([p, q]) => [g, p, q] as const),
);

export const gcfAndLcm: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const kind = difficulty === 1 ? "gcf" : difficulty === 2 ? "lcm" : rng.pick(["gcf", "lcm"] as const);
  if (kind === "gcf") {
    const walked = difficulty === 1 ? cycle(ctx, GCF_LEVEL_1) : undefined;
    const g = walked ? walked[0] : rng.int(2, 12);
    let [p, q] = walked ? [walked[1], walked[2]] : (rng.sample([2, 3, 4, 5, 6, 7], 2) as [number, number]);
    while (gcdOf(p, q) !== 1) q += 1;
    if (gcdOf(p, q) !== 1 || p === q) [p, q] = [2, 3];
    const [a, b] = [g * p, g * q];
    const commonSmaller = [2, 3, 4, 5, 6].find((f) => f < g && g % f === 0);
    const other = rng.pick(words.items.filter((i) => i !== item));
    const prompt =
      difficulty === 3
        ? `${person} has ${count(a, item)} and ${count(b, other)}. ${person} wants to make identical gift bags with no leftovers, each with the same mix. What is the greatest number of bags ${person} can make?`
        : `What is the greatest common factor of ${a} and ${b}?`;
    return {
      prompt,
      answer: integerAnswer(g),
      hints: [
        difficulty === 3
          ? `The number of bags must divide both ${a} and ${b}: it is a common factor.`
          : `List the factors of ${a} and of ${b}.`,
        `Which factors are on both lists? Take the greatest.`,
      ],
      solution: {
        steps: [
          `${math(`${a} = ${g} × ${p}`)} and ${math(`${b} = ${g} × ${q}`)}.`,
          `${p} and ${q} share no factor other than 1, so ${g} is the greatest common factor.`,
        ],
        answer: difficulty === 3 ? `${counted(g, plural("bags"))}` : `${g}`,
      },
      wrongAnswers: wrongIntegers(g, [
        {
          misconception: "mixes-up-gcf-and-lcm",
          value: (a * b) / g,
          feedback: `${formatNumber((a * b) / g)} is a common multiple, bigger than both numbers. A common factor divides both.`,
        },
        ...(commonSmaller
          ? [
              {
                misconception: "calculation-slip" as const,
                value: commonSmaller,
                feedback: `${commonSmaller} is a common factor, but not the greatest: ${g} divides both too.`,
              },
            ]
          : []),
        {
          misconception: "subtracts-instead-of-divides",
          value: Math.abs(b - a),
          feedback: `The difference is not always a factor. Check: does ${Math.abs(b - a)} divide ${a}?`,
        },
      ]),
      check: { kind: "value", expression: `gcd(${a}, ${b})` },
    };
  }
  // Level 2 asks only least common multiples: walk its 72 ordered pairs.
  const LCM_NUMBERS = [2, 3, 4, 5, 6, 8, 9, 10, 12];
  const [a, b] =
    difficulty === 2
      ? cycle(
          ctx,
          LCM_NUMBERS.flatMap((x) => LCM_NUMBERS.filter((y) => y !== x).map((y) => [x, y] as [number, number])),
        )
      : (rng.sample(LCM_NUMBERS, 2) as [number, number]);
  const g = gcdOf(a, b);
  const l = (a * b) / g;
  const prompt =
    difficulty === 3
      ? `At ${rng.pick(words.events)}, one light flashes every ${counted(a, plural("seconds"))} and another every ${counted(b, plural("seconds"))}. They just flashed together. After how many seconds will they next flash together?`
      : `What is the least common multiple of ${a} and ${b}?`;
  return {
    prompt,
    answer: integerAnswer(l),
    hints: [
      difficulty === 3
        ? `The time must be a multiple of ${a} and of ${b}: a common multiple.`
        : `List the multiples of ${Math.max(a, b)}: ${Math.max(a, b)}, ${2 * Math.max(a, b)}, ${3 * Math.max(a, b)}…`,
      `Which is the first one that ${Math.min(a, b)} also divides?`,
    ],
    solution: {
      steps: [
        `Multiples of ${Math.max(a, b)}: ${Array.from({ length: l / Math.max(a, b) }, (_, i) => (i + 1) * Math.max(a, b)).join(", ")}.`,
        `The first that ${Math.min(a, b)} divides is ${l}.`,
      ],
      answer: difficulty === 3 ? `${counted(l, plural("seconds"))}` : `${l}`,
    },
    wrongAnswers: wrongIntegers(l, [
      {
        misconception: "mixes-up-gcf-and-lcm",
        value: g,
        feedback: `${g} is a common factor. The answer must be a multiple of both, at least as big as ${Math.max(a, b)}.`,
      },
      {
        misconception: "calculation-slip",
        value: a * b,
        feedback: `${a * b} is a common multiple, but not the least: ${l} comes first.`,
      },
      {
        misconception: "adds-instead-of-multiplies",
        value: a + b,
        feedback: `Check: is ${a + b} a multiple of ${a} and of ${b}?`,
      },
    ]),
    check: { kind: "value", expression: `lcm(${a}, ${b})` },
  };
};

/**
 * m-6.ns.b.4: take the greatest common factor out of a sum. Difficulty 1: the first number in the
 * brackets; 2: the factor outside; 3: the factor outside when a smaller common factor also works.
 */
export const factorOutGcf: Generator = ({ rng, difficulty }) => {
  // Levels 2 and 3 ask the same form, so their factors differ: 2-7 at level 2, 8-12 at level 3.
  const g = difficulty === 3 ? rng.pick([8, 9, 10, 12] as const) : rng.int(2, difficulty === 1 ? 9 : 7);
  let p = rng.int(2, 11);
  let q = rng.int(1, 11);
  while (gcdOf(p, q) !== 1 || p === q) {
    q += 1;
    if (q > 12) [p, q] = [p + 1, 1];
  }
  const [a, b] = [g * p, g * q];
  const smaller = [2, 3, 4, 5, 6].filter((f) => f < g && g % f === 0).pop();
  if (difficulty === 1) {
    return {
      prompt: `What number goes in the box? ${math(`${a} + ${b} = ${g} × (☐ + ${q})`)}`,
      answer: integerAnswer(p),
      hints: [`Both numbers are divided by ${g} to go inside the brackets.`, `${math(`${a} ÷ ${g}`)}.`],
      solution: {
        steps: [
          `${math(`${a} ÷ ${g} = ${p}`)}.`,
          `Check: ${math(`${g} × (${p} + ${q}) = ${g} × ${p + q} = ${a + b}`)}.`,
        ],
        answer: `The box is ${p}.`,
      },
      wrongAnswers: wrongIntegers(p, [
        {
          misconception: "copies-a-given-number",
          value: a,
          feedback: `${a} is outside the brackets already. Inside, it is divided by ${g}.`,
        },
        {
          misconception: "subtracts-instead-of-divides",
          value: a - g,
          feedback: `Divide ${a} by ${g}; don't subtract.`,
        },
      ]),
      check: { kind: "value", expression: `${a} / ${g}` },
    };
  }
  return {
    prompt: `Rewrite the sum using the greatest common factor: ${math(`${a} + ${b} = ☐ × (${p} + ${q})`)}. What number goes in the box?`,
    answer: integerAnswer(g),
    hints: [
      `The box is a number that divides both ${a} and ${b}.`,
      `${math(`${a} ÷ ${p}`)} and ${math(`${b} ÷ ${q}`)} should give the same number.`,
    ],
    solution: {
      steps: [
        `${math(`${a} = ${g} × ${p}`)} and ${math(`${b} = ${g} × ${q}`)}.`,
        `So ${math(`${a} + ${b} = ${g} × (${p} + ${q})`)}.`,
        `Check: ${math(`${g} × ${p + q} = ${a + b}`)}.`,
      ],
      answer: `${g}`,
    },
    wrongAnswers: wrongIntegers(g, [
      {
        misconception: "copies-a-given-number",
        value: a + b,
        feedback: `${a + b} is the sum. The box is the common factor taken out.`,
      },
      ...(smaller
        ? [
            {
              misconception: "calculation-slip" as const,
              value: smaller,
              feedback: `${smaller} is a common factor, but ${smaller} × (${p} + ${q}) = ${smaller * (p + q)}, not ${a + b}. Use the greatest.`,
            },
          ]
        : []),
      {
        misconception: "adds-instead-of-multiplies",
        value: p + q,
        feedback: `${p + q} is the sum inside the brackets. What times it gives ${a + b}?`,
      },
    ]),
    check: { kind: "value", expression: `gcd(${a}, ${b})` },
  };
};
