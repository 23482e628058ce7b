/**
 * 5.NBT.A: place value to thousandths: ten times and a tenth of, powers of ten, reading and
 * writing decimals, comparing and rounding them.
 */
import {
  byDifficulty,
  cycle,
  intGrid,
  intRange,
  integerAnswer,
  multipleChoice,
  wrongIntegers,
  type Generator,
  type Mistake,
} from "../../build.ts";
import { numberLine } from "../../figures/index.ts";
import type { Random } from "../../random.ts";
import { formatNumber, math, numberInWords } from "../../text.ts";
import type { Choice, ComparisonSymbol, WrongAnswer } from "../../types.ts";
import { placeValueChart } from "./figures.ts";
import {
  dec,
  decExpr,
  decFixed,
  decimalAnswer,
  decMul,
  decShift,
  decText,
  digitAt,
  placeName,
  placeUnit,
  powerOfTen,
  trim,
  wrongDecimals,
  type Dec,
} from "./tools.ts";
import { counted, plural } from "../../language.ts";

/** A decimal with random digits in the places from 10^high down to 10^low (first and last digits not 0). */
function randomDec(rng: Random, high: number, low: number, avoid: number[] = []): Dec {
  let units = 0;
  for (let p = high; p >= low; p--) {
    const allowed = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter(
      (x) => !avoid.includes(x) && (x !== 0 || (p !== high && p !== low)),
    );
    units = units * 10 + rng.pick(allowed);
  }
  return { units, places: Math.max(0, -low) };
}

/** The decimal with one digit replaced. */
function setDigit(d: Dec, power: number, digit: number): Dec {
  const unit = 10 ** (power + d.places);
  return { units: d.units + (digit - digitAt(d, power)) * unit, places: d.places };
}

const RELATION_TEXT: Record<string, string> = {
  "100": "100 times as much as",
  "10": "10 times as much as",
  "1": "the same as",
  "1/10": `${math("1/10")} of`,
  "1/100": `${math("1/100")} of`,
};

/**
 * m-5.nbt.a.1: the same digit in two places; how do their values compare? Difficulty 1 compares
 * neighbouring places from left to right with a chart; 2 goes either way, into hundredths; 3 has
 * places two apart (100 times, 1/100) down to thousandths and no chart.
 */
export const placeRelation: Generator = ({ rng, difficulty }) => {
  const digit = rng.int(1, 9);
  const [high, low] = byDifficulty({ difficulty }, [
    [1, -1],
    [1, -2],
    [1, -3],
  ] as const);
  const pairs: readonly (readonly [number, number])[] = byDifficulty({ difficulty }, [
    [
      [1, 0],
      [0, -1],
    ],
    [
      [0, -1],
      [-1, -2],
    ],
    [
      [1, -1],
      [0, -2],
      [-1, -3],
    ],
  ] as const);
  const [left, right] = rng.pick(pairs) as readonly [number, number];
  const fromLeft = difficulty === 1 || rng.chance(0.5);
  const [a, b] = fromLeft ? [left, right] : [right, left];
  let number = randomDec(rng, high, low, [digit]);
  number = setDigit(setDigit(number, a, digit), b, digit);
  const ratio = a - b; // 1, -1, 2 or -2 places apart
  const keyValue = ratio === 1 ? "10" : ratio === -1 ? "1/10" : ratio === 2 ? "100" : "1/100";
  const flipped = ratio === 1 ? "1/10" : ratio === -1 ? "10" : ratio === 2 ? "1/100" : "100";
  const miscount = ratio === 1 ? "100" : ratio === -1 ? "1/100" : ratio === 2 ? "10" : "1/10";
  const choice = (value: string) => ({ text: RELATION_TEXT[value] ?? value, value });
  const aName = placeName(a);
  const bName = placeName(b);
  const { choices, answer, wrongAnswers } = multipleChoice(rng, choice(keyValue), [
    {
      ...choice(flipped),
      misconception: a < 0 && b < 0 ? "places-grow-to-the-right" : "reads-the-sign-backwards",
      feedback:
        a < b
          ? `The ${aName} place is to the right of the ${bName} place, so a digit there is worth less, not more.`
          : `The ${aName} place is to the left of the ${bName} place, so a digit there is worth more, not less.`,
    },
    {
      ...choice("1"),
      misconception: "same-digit-same-value",
      feedback: `The digits are the same, but their places are not. ${digit === 8 ? "An" : "A"} ${digit} in the ${aName} is worth ${digit} × ${placeUnit(a)}.`,
    },
    {
      ...choice(miscount),
      misconception: "miscounts-place-shift",
      feedback: `Count the places between them: ${Math.abs(ratio)} ${Math.abs(ratio) === 1 ? "place" : "places"}, and each place is a factor of 10.`,
    },
  ]);
  const shown = decFixed(number);
  const digits = Array.from({ length: high - low + 1 }, (_, i) => ({
    power: high - i,
    digit: digitAt(number, high - i),
  }));
  return {
    prompt: `In ${math(shown)}, the digit ${digit} is in the ${aName} place and in the ${bName} place. The ${digit} in the ${aName} place is worth ___ the ${digit} in the ${bName} place.`,
    figure: difficulty < 3 ? placeValueChart({ digits, highlight: [a, b] }) : undefined,
    answer,
    choices,
    hints: [
      `What is each ${digit} worth? The ${aName} ${digit} is ${math(`${digit} × ${placeUnit(a)}`)}.`,
      `Each place is worth 10 times the place to its right. How many places apart are the two ${digit}s?`,
      `Compare ${decText(decShift(dec(digit, 0), a))} with ${decText(decShift(dec(digit, 0), b))}.`,
    ],
    solution: {
      steps: [
        `The ${digit} in the ${aName} place is worth ${decText(decShift(dec(digit, 0), a))}.`,
        `The ${digit} in the ${bName} place is worth ${decText(decShift(dec(digit, 0), b))}.`,
        `They are ${Math.abs(ratio)} ${Math.abs(ratio) === 1 ? "place" : "places"} apart, ${a > b ? "and the first is to the left" : "and the first is to the right"}.`,
      ],
      answer: `The ${aName} ${digit} is worth ${RELATION_TEXT[keyValue] ?? ""} the ${bName} ${digit}.`,
    },
    wrongAnswers,
    check: { kind: "value", expression: `(${digit} * ${placeUnit(a)}) / (${digit} * ${placeUnit(b)})` },
  };
};

/**
 * m-5.nbt.a.2-whole-numbers: whole numbers times 10, 100 and 1,000. Difficulty 1 writes the
 * factor out; 2 uses exponents; 3 hides the exponent or the number (and the number may end in 0).
 */
/**
 * Level 3's questions as [exponent hidden (1) or not, exponent, number]: tens (and hundreds) that
 * already end in a zero, or two-digit numbers. Walked with `cycle`: drawn one by one after several
 * chance draws, two questions of a session could be the same.
 */
const POWERS_LEVEL_3 = intGrid([0, 1], [2, 3]).flatMap(([hide = 0, k = 2]) =>
  [
    ...intRange(2, 9).flatMap((t) => (k === 3 ? [t * 10] : intRange(0, 9).map((h) => t * 10 + h * 100))),
    ...intRange(12, 95),
  ].map((n) => [hide, k, n] as const),
);

export const timesPowerOfTen: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  const level3 = difficulty === 3 ? cycle(ctx, POWERS_LEVEL_3) : undefined;
  const k = level3 ? level3[1] : byDifficulty({ difficulty }, [rng.int(1, 2), rng.int(1, 3), 2]);
  const n = level3
    ? level3[2]
    : difficulty === 1
      ? rng.pick(Array.from({ length: 89 }, (_, i) => i + 11).filter((x) => x % 10 !== 0))
      : rng.int(k === 3 ? 12 : 21, k === 3 ? 99 : 640);
  const product = n * 10 ** k;
  const factor = difficulty === 1 ? formatNumber(10 ** k) : powerOfTen(k);
  const expanded = Array.from({ length: k }, () => "10").join(" × ");
  const hints = [
    `${powerOfTen(k)} means ${math(expanded)} = ${formatNumber(10 ** k)}.`,
    `Multiplying by ${formatNumber(10 ** k)} moves every digit ${k} ${k === 1 ? "place" : "places"} to the left.`,
  ];
  if (difficulty === 3) {
    const hideExponent = level3?.[0] === 1;
    const zerosInProduct = String(product).length - String(product).replace(/0+$/, "").length;
    if (hideExponent) {
      return {
        prompt: `What number goes in the box? ${math(`${formatNumber(n)} × 10^☐ = ${formatNumber(product)}`)}`,
        answer: integerAnswer(k),
        hints: [
          `Compare ${formatNumber(n)} with ${formatNumber(product)}: how many places did the digits move?`,
          `The exponent counts how many 10s are multiplied.`,
        ],
        solution: {
          steps: [
            `${formatNumber(product)} ÷ ${formatNumber(n)} = ${formatNumber(10 ** k)}.`,
            `${formatNumber(10 ** k)} = ${math(expanded)}: ${counted(k, plural("tens"))} multiplied, so ${formatNumber(10 ** k)} = ${powerOfTen(k)}.`,
          ],
          answer: `The exponent is ${k}: ${formatNumber(n)} × ${powerOfTen(k)} = ${formatNumber(product)}.`,
        },
        wrongAnswers: wrongIntegers(k, [
          {
            misconception: "miscounts-place-shift",
            value: zerosInProduct,
            feedback: `${formatNumber(n)} already ends in a zero. Count only the places the digits moved.`,
          },
          {
            misconception: "copies-a-given-number",
            value: 10 ** k,
            feedback: `${formatNumber(10 ** k)} is the number you multiply by. The box is its exponent: how many 10s are multiplied.`,
          },
          {
            misconception: "calculation-slip",
            value: k + 1,
            feedback: `Check: ${formatNumber(n)} × ${powerOfTen(k + 1)} = ${formatNumber(n * 10 ** (k + 1))}.`,
          },
        ]),
        check: { kind: "value", expression: `round(log10(number(${product} / ${n})))` },
      };
    }
    return {
      prompt: `What number goes in the box? ${math(`☐ × ${powerOfTen(k)} = ${formatNumber(product)}`)}`,
      answer: integerAnswer(n),
      hints: [hints[0] ?? "", `Dividing by ${formatNumber(10 ** k)} moves every digit ${k} places to the right.`],
      solution: {
        steps: [
          `${powerOfTen(k)} = ${formatNumber(10 ** k)}.`,
          `${formatNumber(product)} ÷ ${formatNumber(10 ** k)}: each digit moves ${k} places to the right.`,
        ],
        answer: `${formatNumber(n)} × ${powerOfTen(k)} = ${formatNumber(product)}, so the box is ${formatNumber(n)}.`,
      },
      wrongAnswers: wrongIntegers(n, [
        {
          misconception: "miscounts-place-shift",
          value: n * 10,
          feedback: `Check: ${formatNumber(n * 10)} × ${formatNumber(10 ** k)} is ${formatNumber(product * 10)}. Move the digits exactly ${k} places.`,
        },
        {
          misconception: "exponent-times-base",
          value: product / (10 * k),
          feedback: `${powerOfTen(k)} is ${math(expanded)}, not ${math(`10 × ${k}`)}.`,
        },
        {
          misconception: "drops-the-zero",
          value: n / 10,
          feedback: `Check: ${formatNumber(n / 10)} × ${formatNumber(10 ** k)} is only ${formatNumber(product / 10)}.`,
        },
      ]),
      check: { kind: "value", expression: `${product} / 10^${k}` },
    };
  }
  const mistakes: Mistake<number>[] = [
    {
      misconception: "adds-an-extra-zero",
      value: n * 10 ** (k + 1),
      feedback: `That moves the digits ${k + 1} places. ${formatNumber(10 ** k)} moves them ${k}.`,
    },
    {
      misconception: "drops-the-zero",
      value: n * 10 ** (k - 1),
      feedback: `That moves the digits only ${k - 1} ${k - 1 === 1 ? "place" : "places"}. ${formatNumber(10 ** k)} moves them ${k}.`,
    },
  ];
  if (difficulty === 2)
    mistakes.unshift({
      misconception: "exponent-times-base",
      value: n * 10 * k,
      feedback: `${powerOfTen(k)} is ${math(expanded)} = ${formatNumber(10 ** k)}, not ${math(`10 × ${k}`)}.`,
    });
  return {
    prompt: `What is ${math(`${formatNumber(n)} × ${factor}`)}?`,
    answer: integerAnswer(product),
    hints,
    solution: {
      steps: [
        ...(difficulty === 2 ? [`${powerOfTen(k)} = ${math(expanded)} = ${formatNumber(10 ** k)}.`] : []),
        `Each digit of ${formatNumber(n)} moves ${k} ${k === 1 ? "place" : "places"} to the left, and zeros fill the empty places.`,
        `${math(`${formatNumber(n)} × ${formatNumber(10 ** k)} = ${formatNumber(product)}`)}.`,
      ],
      answer: formatNumber(product),
    },
    wrongAnswers: wrongIntegers(product, mistakes),
    check: { kind: "value", expression: `${n} * 10^${k}` },
  };
};

/**
 * m-5.nbt.a.2: decimals times or divided by 10, 100 and 1,000. Difficulty 1: tenths by 10 or 100;
 * 2: hundredths, either way, up to 1,000; 3: exponents, with answers that need placeholder zeros.
 */
/** Level 3's [multiply (1) or divide, exponent, digits], walked with `cycle`. */
const DECIMAL_POWERS_LEVEL_3 = intGrid([0, 1], [2, 3], [11, 99]).filter(([, , units]) => units % 10 !== 0);

export const decimalPowerOfTen: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  const level3 = difficulty === 3 ? cycle(ctx, DECIMAL_POWERS_LEVEL_3) : undefined;
  const multiply = level3 ? level3[0] === 1 : difficulty === 1 ? rng.chance(0.7) : rng.chance(0.5);
  const k = level3 ? (level3[1] ?? 2) : byDifficulty({ difficulty }, [multiply ? rng.int(1, 2) : 1, rng.int(1, 3), 2]);
  const x = level3
    ? dec(level3[2] ?? 11, multiply ? 3 : 1)
    : difficulty === 1
      ? dec(rng.int(1, 9) * 10 + rng.int(1, 9), 1)
      : rng.chance(0.5)
        ? dec(rng.int(101, 999), 2)
        : dec(rng.int(11, 99), 2);
  const safeX = x.units % 10 === 0 ? dec(x.units + 1, x.places) : x;
  const result = decShift(safeX, multiply ? k : -k);
  const factor = difficulty === 3 ? powerOfTen(k) : formatNumber(10 ** k);
  const op = multiply ? "×" : "÷";
  const xs = decText(safeX);
  const mistakes: Mistake<string>[] = [];
  if (multiply)
    mistakes.push({
      misconception: "tacks-on-a-zero",
      value: `${decFixed(safeX)}0`,
      feedback: `${xs}0 is the same number as ${xs}. Multiplying by ${formatNumber(10 ** k)} makes every digit worth ${formatNumber(10 ** k)} times as much.`,
    });
  mistakes.push({
    misconception: "shifts-the-wrong-way",
    value: decText(decShift(safeX, multiply ? -k : k)),
    feedback: multiply
      ? `Multiplying by ${formatNumber(10 ** k)} makes the number bigger, so the digits move to the left.`
      : `Dividing by ${formatNumber(10 ** k)} makes the number smaller, so the digits move to the right.`,
  });
  mistakes.push({
    misconception: "miscounts-place-shift",
    value: decText(decShift(safeX, multiply ? k + 1 : -(k + 1))),
    feedback: `That moves the digits ${k + 1} places. ${formatNumber(10 ** k)} has ${k} ${k === 1 ? "zero" : "zeros"}, so they move ${k}.`,
  });
  if (k > 1)
    mistakes.push({
      misconception: "miscounts-place-shift",
      value: decText(decShift(safeX, multiply ? k - 1 : -(k - 1))),
      feedback: `That moves the digits ${k - 1} ${k - 1 === 1 ? "place" : "places"}. ${formatNumber(10 ** k)} moves them ${k}.`,
    });
  if (difficulty === 3 && multiply)
    mistakes.push({
      misconception: "exponent-times-base",
      value: decText(decMul(safeX, dec(10 * k, 0))),
      feedback: `${powerOfTen(k)} is ${formatNumber(10 ** k)}, not ${math(`10 × ${k}`)}.`,
    });
  return {
    prompt: `What is ${math(`${xs} ${op} ${factor}`)}?`,
    answer: decimalAnswer(result),
    hints: [
      `Should the answer be bigger or smaller than ${xs}?`,
      `${op === "×" ? "Multiplying" : "Dividing"} by ${formatNumber(10 ** k)} moves every digit ${k} ${k === 1 ? "place" : "places"} to the ${multiply ? "left" : "right"}.`,
      ...(difficulty === 3
        ? [`${powerOfTen(k)} = ${formatNumber(10 ** k)}. Write zeros to hold any empty places.`]
        : []),
    ],
    solution: {
      steps: [
        ...(difficulty === 3 ? [`${powerOfTen(k)} = ${formatNumber(10 ** k)}.`] : []),
        `${multiply ? "Multiplying" : "Dividing"} by ${formatNumber(10 ** k)} makes each digit worth ${multiply ? `${formatNumber(10 ** k)} times as much` : `${math(`1/${10 ** k}`)} as much`}: the digits move ${k} ${k === 1 ? "place" : "places"} to the ${multiply ? "left" : "right"}.`,
        `${math(`${xs} ${op} ${formatNumber(10 ** k)} = ${decText(result)}`)}.`,
      ],
      answer: decText(result),
    },
    wrongAnswers: wrongDecimals(result, mistakes),
    check: { kind: "value", expression: `${decExpr(safeX)} ${multiply ? "*" : "/"} 10^${k}` },
  };
};

/** The decimal part's name: "forty-two thousandths", "seven tenths". */
function partName(part: number, places: number): string {
  const place = ["", "tenth", "hundredth", "thousandth"][places] ?? "";
  return `${numberInWords(part)} ${place}${part === 1 ? "" : "s"}`;
}

/**
 * m-5.nbt.a.3.a: write a decimal from its name or its expanded form. Difficulty 1: tenths and
 * hundredths; 2: thousandths that need placeholder zeros; 3: expanded form with empty places.
 */
export const writeDecimal: Generator = ({ rng, difficulty }) => {
  if (difficulty === 3) {
    const tens = rng.int(0, 9);
    const ones = rng.int(tens === 0 ? 1 : 0, 9);
    const zeroAt = rng.pick([-1, -2]);
    const fraction = [-1, -2, -3].map((p) => (p === zeroAt ? 0 : rng.int(1, 9)));
    const units = (tens * 10 + ones) * 1000 + (fraction[0] ?? 0) * 100 + (fraction[1] ?? 0) * 10 + (fraction[2] ?? 0);
    const value = dec(units, 3);
    const terms = [
      ...(tens ? [`${tens} × 10`] : []),
      ...(ones ? [`${ones} × 1`] : []),
      ...fraction.flatMap((digit, i) => (digit ? [`${digit} × (1/${10 ** (i + 1)})`] : [])),
    ];
    const nonZero = fraction.filter((x) => x !== 0).join("");
    const squeezed = `${tens * 10 + ones}.${nonZero}`;
    return {
      prompt: `Write this number as a decimal: ${math(terms.join(" + "))}`,
      answer: decimalAnswer(value),
      hints: [
        `${math("1/10")} is a tenth, ${math("1/100")} a hundredth and ${math("1/1000")} a thousandth.`,
        `Which places have no term? They need a 0.`,
      ],
      solution: {
        steps: [
          `Tens ${tens}, ones ${ones}.`,
          `Tenths ${fraction[0]}, hundredths ${fraction[1]}, thousandths ${fraction[2]}.`,
          `No term for the ${zeroAt === -1 ? "tenths" : "hundredths"}, so that place gets a 0.`,
        ],
        answer: decFixed(value),
      },
      wrongAnswers: wrongDecimals(value, [
        {
          misconception: "skips-placeholder-zeros",
          value: squeezed,
          feedback: `There is no ${zeroAt === -1 ? "tenths" : "hundredths"} term, so write a 0 in that place to hold it.`,
        },
        {
          misconception: "wrong-last-place",
          value: decText(dec((tens * 10 + ones) * 10_000 + (units % 1000), 4)),
          feedback: `${math("1/1000")} is a thousandth: the last digit goes three places after the point, not four.`,
        },
      ]),
      check: {
        kind: "value",
        expression: `${tens} * 10 + ${ones} + ${fraction[0]} / 10 + ${fraction[1]} / 100 + ${fraction[2]} / 1000`,
      },
    };
  }
  const places = difficulty === 1 ? rng.pick([1, 2, 2]) : 3;
  const part = difficulty === 1 ? rng.int(1, 10 ** places - 1) : rng.chance(0.6) ? rng.int(1, 99) : rng.int(101, 999);
  const safePart = part % 10 === 0 ? part + 1 : part;
  const whole = difficulty === 1 ? rng.int(1, 20) : rng.chance(0.2) ? 0 : rng.int(1, 99);
  const value = dec(whole * 10 ** places + safePart, places);
  const name = whole === 0 ? partName(safePart, places) : `${numberInWords(whole)} and ${partName(safePart, places)}`;
  const digitsOfPart = String(safePart).length;
  const mistakes: Mistake<string>[] = [
    {
      misconception: "skips-placeholder-zeros",
      value: decText(dec(whole * 10 ** digitsOfPart + safePart, digitsOfPart)),
      feedback: `"${partName(safePart, places).split(" ").pop() ?? ""}" means the last digit goes ${places} ${places === 1 ? "place" : "places"} after the point. Fill the empty places with zeros.`,
    },
    {
      misconception: "wrong-last-place",
      value: decText(dec(whole * 10 ** (places + 1) + safePart, places + 1)),
      feedback: `Read your decimal back: its last digit is in the wrong place. For ${partName(safePart, places).split(" ").pop() ?? ""}, the last digit is ${places} ${places === 1 ? "place" : "places"} after the point.`,
    },
  ];
  return {
    prompt: `Write "${name}" as a decimal.`,
    answer: decimalAnswer(value),
    hints: [
      `The word "and" marks the decimal point.`,
      `The last word, "${partName(safePart, places).split(" ").pop() ?? ""}", tells you the last digit goes ${places} ${places === 1 ? "place" : "places"} after the point.`,
      ...(digitsOfPart < places
        ? [
            `${safePart} has only ${digitsOfPart} ${digitsOfPart === 1 ? "digit" : "digits"}, so zeros hold the places before it.`,
          ]
        : []),
    ],
    solution: {
      steps: [
        `The whole number is ${whole}.`,
        `${partName(safePart, places)}: the last digit sits in the ${placeName(-places)} place.`,
        `Write ${safePart} so it ends in that place: ${decFixed(value)}.`,
      ],
      answer: decFixed(value),
    },
    wrongAnswers: wrongDecimals(value, mistakes),
    check: { kind: "value", expression: `${whole} + ${safePart} / 10^${places}` },
  };
};

/** The digits after the point read as one whole number (the "longer is bigger" reading). */
const naiveValue = (d: Dec) => Math.floor(d.units / 10 ** d.places) * 1e6 + (d.units % 10 ** d.places);

const flip: Record<ComparisonSymbol, ComparisonSymbol> = { "<": ">", ">": "<", "=": "=" };

/**
 * m-5.nbt.a.3.b: compare decimals. Difficulty 1: same number of places; 2: different lengths
 * (the longer one is often smaller, or equal with trailing zeros); 3: put four in order.
 */
export const compareDecimals: Generator = ({ rng, difficulty }) => {
  const whole = rng.int(0, difficulty === 1 ? 9 : 20);
  if (difficulty === 3) {
    const t = rng.int(1, 7);
    const h = rng.int(1, 9);
    const k = rng.int(1, 9);
    const values = [
      dec(whole * 100 + t * 10 + h, 2),
      dec(whole * 1000 + t * 100 + k, 3),
      dec(whole * 10 + t + 1, 1),
      dec(whole * 1000 + t * 100 + rng.int(1, 9) * 10 + rng.int(1, 9), 3),
    ];
    const unique = values.filter((v, i) => values.findIndex((w) => decExpr(w) === decExpr(v)) === i);
    const ascending = rng.chance(0.5);
    const shuffled = rng.shuffle(unique);
    const cards: Choice[] = shuffled.map((v, i) => ({
      id: "abcd".charAt(i),
      text: math(decFixed(v)),
      value: decExpr(v),
    }));
    const valueOf = (c: Choice) => Number(c.value);
    const sorted = [...cards].sort((x, y) => (ascending ? valueOf(x) - valueOf(y) : valueOf(y) - valueOf(x)));
    const decOf = (c: Choice) => shuffled[cards.indexOf(c)] ?? dec(0, 0);
    const naive = [...cards].sort((x, y) =>
      ascending ? naiveValue(decOf(x)) - naiveValue(decOf(y)) : naiveValue(decOf(y)) - naiveValue(decOf(x)),
    );
    const order = sorted.map((c) => c.id);
    const wrongAnswers: WrongAnswer[] = [];
    if (naive.map((c) => c.id).join() !== order.join())
      wrongAnswers.push({
        misconception: "longer-decimal-is-bigger",
        response: { format: "ordering", order: naive.map((c) => c.id) },
        feedback:
          "More digits does not mean bigger. Write every number with three places, then compare place by place.",
      });
    if (naive.map((c) => c.id).join() !== [...order].reverse().join())
      wrongAnswers.push({
        misconception: "reads-the-sign-backwards",
        response: { format: "ordering", order: [...order].reverse() },
        feedback: `That is from ${ascending ? "greatest to least" : "least to greatest"}. Check which way the question asks.`,
      });
    const three = sorted.map((c) => decFixed({ units: decOf(c).units * 10 ** (3 - decOf(c).places), places: 3 }));
    return {
      prompt: `Put the numbers in order from ${ascending ? "least to greatest" : "greatest to least"}.`,
      answer: { format: "ordering", order },
      choices: cards,
      hints: [
        "Line up the decimal points. Write zeros so every number has three places after the point.",
        "Compare the tenths first, then the hundredths, then the thousandths.",
      ],
      solution: {
        steps: [
          `With three places each: ${three.join(", ")}.`,
          `Compare place by place from the left.`,
          `${math(sorted.map((c) => decFixed(decOf(c))).join(ascending ? " < " : " > "))}.`,
        ],
        answer: sorted.map((c) => math(decFixed(decOf(c)))).join(", "),
      },
      wrongAnswers,
      check: { kind: "order", direction: ascending ? "ascending" : "descending" },
    };
  }
  let left: Dec;
  let right: Dec;
  if (difficulty === 1) {
    const a = rng.int(1, 98);
    const b = rng.pick(Array.from({ length: 98 }, (_, i) => i + 1).filter((x) => x !== a && x % 10 !== 0));
    left = dec(whole * 100 + (a % 10 === 0 ? a + 1 : a), 2);
    right = dec(whole * 100 + b, 2);
  } else {
    const t = rng.int(1, 8);
    const kind = rng.pick(["longer-smaller", "longer-smaller", "equal", "longer-bigger"] as const);
    const short = dec(whole * 100 + t * 10 + rng.int(1, 9), 2);
    if (kind === "equal") {
      left = dec(whole * 10 + t, 1);
      right = dec(whole * 100 + t * 10, 2);
    } else if (kind === "longer-smaller") {
      left = short;
      right = dec(whole * 1000 + t * 100 + rng.int(0, (short.units % 10) - 1) * 10 + rng.int(1, 9), 3);
    } else {
      left = dec(whole * 10 + t, 1);
      right = dec(whole * 1000 + t * 100 + rng.int(1, 9) * 10 + rng.int(1, 9), 3);
    }
    if (rng.chance(0.5)) [left, right] = [right, left];
  }
  const diff = Number(decExpr(left)) - Number(decExpr(right));
  const symbol: ComparisonSymbol = Math.abs(diff) < 1e-12 ? "=" : diff < 0 ? "<" : ">";
  const naiveDiff = naiveValue(left) - naiveValue(right);
  const naiveSymbol: ComparisonSymbol = naiveDiff === 0 ? "=" : naiveDiff < 0 ? "<" : ">";
  const l = decFixed(left);
  const r = decFixed(right);
  const wrongAnswers: WrongAnswer[] = [];
  if (naiveSymbol !== symbol)
    wrongAnswers.push({
      misconception: "longer-decimal-is-bigger",
      response: { format: "comparison", symbol: naiveSymbol },
      feedback:
        "More digits does not make a decimal bigger. Give both numbers the same number of places, then compare.",
    });
  if (symbol !== "=" && naiveSymbol === symbol)
    wrongAnswers.push({
      misconception: "reads-the-sign-backwards",
      response: { format: "comparison", symbol: flip[symbol] },
      feedback: "The open side of the sign faces the bigger number.",
    });
  if (symbol !== "=" && !wrongAnswers.some((w) => w.response.format === "comparison" && w.response.symbol === "="))
    wrongAnswers.push({
      misconception: "same-digit-same-value",
      response: { format: "comparison", symbol: "=" },
      feedback: "The numbers start the same, but look further: some digit is different.",
    });
  const places = Math.max(left.places, right.places);
  const widened = (d: Dec) => decFixed({ units: d.units * 10 ** (places - d.places), places });
  return {
    prompt: `Choose <, = or > to compare: ${math(`${l} ☐ ${r}`)}`,
    answer: { format: "comparison", symbol, left: decExpr(left), right: decExpr(right) },
    hints: [
      "Line up the decimal points and compare from the left.",
      places > Math.min(left.places, right.places)
        ? `Write both with ${places} places: ${widened(left)} and ${widened(right)}.`
        : "Find the first place where the digits are different.",
    ],
    solution: {
      steps: [
        `With the same number of places: ${widened(left)} and ${widened(right)}.`,
        symbol === "="
          ? "Every digit matches, so they are equal."
          : `The first place where they differ decides: ${math(`${l} ${symbol} ${r}`)}.`,
      ],
      answer: math(`${l} ${symbol} ${r}`),
    },
    wrongAnswers,
    check: { kind: "compare", left: decExpr(left), right: decExpr(right) },
  };
};

/** Round half up to `places` places. */
function roundDec(d: Dec, places: number): Dec {
  const drop = d.places - places;
  if (drop <= 0) return d;
  const unit = 10 ** drop;
  return trim({ units: Math.floor((d.units + unit / 2) / unit), places });
}

const PLACE_TO: Record<number, string> = { 0: "whole number", 1: "tenth", 2: "hundredth" };
const PLACE_OF: Record<number, string> = { 0: "ones", 1: "tenths", 2: "hundredths" };

/**
 * m-5.nbt.a.4: round decimals. Difficulty 1 rounds to the nearest whole number with a number
 * line; 2 to the nearest tenth; 3 to the nearest tenth or hundredth from thousandths, often where
 * rounding in a chain from the right would go wrong.
 */
export const roundDecimal: Generator = ({ rng, difficulty, words }) => {
  const to = byDifficulty({ difficulty }, [0, 1, rng.pick([1, 2])]);
  const places = byDifficulty({ difficulty }, [rng.int(1, 2), rng.int(2, 3), 3]);
  const whole = rng.int(difficulty === 1 ? 1 : 0, difficulty === 1 ? 30 : 99);
  let units = whole;
  for (let p = 1; p <= places; p++) units = units * 10 + rng.int(p === places ? 1 : 0, 9);
  // Chain trap: the deciding digit is 4 and everything after it would round it up to 5.
  if (places - to >= 2 && rng.chance(0.5)) {
    const after = places - to;
    const head = Math.floor(units / 10 ** after);
    units = head * 10 ** after + 4 * 10 ** (after - 1) + rng.int(5, 9) * 10 ** (after - 2);
  }
  const x = dec(units, places);
  const answer = roundDec(x, to);
  const down = trim({ units: Math.floor(units / 10 ** (places - to)), places: to });
  const up = trim({ units: Math.floor(units / 10 ** (places - to)) + 1, places: to });
  const roundedUp = decExpr(answer) === decExpr(up);
  let chain = x;
  for (let p = places - 1; p >= to; p--) chain = roundDec(chain, p);
  const otherPlace = to === 0 ? 1 : to === 1 ? (places > 2 ? 2 : 0) : 1;
  const deciding = digitAt(x, -(to + 1));
  const runner = rng.pick(words.people);
  const mistakes: Mistake<string>[] = [
    roundedUp
      ? {
          misconception: "truncates-instead-of-rounding",
          value: decText(down),
          feedback: `The next digit is ${deciding}, which is 5 or more, so round up.`,
        }
      : {
          misconception: "rounds-up-always",
          value: decText(up),
          feedback: `The next digit is ${deciding}, which is less than 5, so the ${PLACE_OF[to]} digit stays the same.`,
        },
    {
      misconception: "chain-rounding",
      value: decText(chain),
      feedback: `Look only at the one digit right after the ${PLACE_OF[to]} place: it is ${deciding}. The digits after it do not matter.`,
    },
    {
      misconception: "rounds-to-wrong-place",
      value: decText(roundDec(x, otherPlace)),
      feedback: `That is rounded to the nearest ${PLACE_TO[otherPlace]}. The question asks for the nearest ${PLACE_TO[to]}.`,
    },
  ];
  const xs = decFixed(x);
  const story = difficulty === 2 ? `${runner} measured ${counted(math(xs), plural("seconds"))} for one lap. ` : "";
  const below = decText(down);
  const above = decText(up);
  return {
    prompt: `${story}Round ${math(xs)} to the nearest ${PLACE_TO[to]}.`,
    figure:
      difficulty === 1
        ? numberLine({
            min: whole,
            max: whole + 1,
            ticksPerUnit: 10,
            points: [{ value: { n: units, d: 10 ** places }, label: xs }],
          })
        : undefined,
    answer: decimalAnswer(answer),
    hints: [
      `Which two ${to === 0 ? "whole numbers" : `${PLACE_TO[to]}s`} is ${xs} between?`,
      `It is between ${below} and ${above}. Look only at the digit right after the ${PLACE_OF[to]} place.`,
      `Is that digit 5 or more (round up to ${above}), or 4 or less (round down to ${below})?`,
    ],
    solution: {
      steps: [
        `${xs} is between ${below} and ${above}.`,
        `The digit after the ${PLACE_OF[to]} place is ${deciding}, so ${roundedUp ? "round up" : "keep the digit"}.`,
      ],
      answer: `${xs} rounds to ${decText(answer)}.`,
    },
    wrongAnswers: wrongDecimals(answer, mistakes),
    check: { kind: "value", expression: `floor(${decExpr(x)} * 10^${to} + 1/2) / 10^${to}` },
  };
};
