/** 5.NBT.B.7: adding, subtracting, multiplying and dividing decimals to hundredths. */
import { byDifficulty, type Generator, type Mistake } from "../../build.ts";
import { math } from "../../text.ts";
import {
  dec,
  decAdd,
  decExpr,
  decFixed,
  decimalAnswer,
  decMul,
  decShift,
  decText,
  wrongDecimals,
  type Dec,
} from "./tools.ts";
import { counted, plural } from "../../language.ts";

/** Column-by-column without regrouping: sums keep only the ones digit, differences take smaller from larger. */
function columns(a: number, b: number, op: "add" | "subtract"): number {
  let result = 0;
  for (let place = 1; place <= Math.max(a, b); place *= 10) {
    const x = Math.floor(a / place) % 10;
    const y = Math.floor(b / place) % 10;
    result += (op === "add" ? (x + y) % 10 : Math.abs(x - y)) * place;
  }
  return result;
}

/** A random decimal with `places` places whose last digit is not 0. */
function randomDec(lo: number, hi: number, places: number, pick: (lo: number, hi: number) => number): Dec {
  let units = pick(lo * 10 ** places, hi * 10 ** places);
  if (units % 10 === 0) units += 1;
  return dec(units, places);
}

const estimate = (d: Dec) => Math.round(Number(decExpr(d)));

/**
 * m-5.nbt.b.7-add-subtract: difficulty 1 adds decimals with the same number of places; 2 adds or
 * subtracts decimals with different places; 3 is a themed "how much is left" story that needs
 * regrouping across the point.
 */
export const addSubtractDecimals: Generator = ({ rng, difficulty, words }) => {
  const int = (lo: number, hi: number) => rng.int(lo, hi);
  let a: Dec;
  let b: Dec;
  let subtract: boolean;
  if (difficulty === 1) {
    const places = rng.pick([1, 2]);
    a = randomDec(1, 40, places, int);
    b = randomDec(1, 40, places, int);
    // Easy items still need one regrouping, so that carrying is practised.
    for (let tries = 0; tries < 30 && columns(a.units, b.units, "add") === a.units + b.units; tries++)
      b = randomDec(1, 40, places, int);
    subtract = false;
  } else if (difficulty === 2) {
    subtract = rng.chance(0.5);
    const [pa, pb] = rng.pick([
      [1, 2],
      [2, 1],
    ] as const);
    a = randomDec(subtract ? 10 : 1, 60, pa, int);
    b = randomDec(1, subtract ? 9 : 60, pb, int);
  } else {
    subtract = true;
    a = rng.chance(0.5) ? dec(rng.int(5, 30), 0) : randomDec(5, 30, 1, int);
    b = randomDec(1, 4, 2, int);
  }
  const result = decAdd(a, b, subtract ? -1 : 1);
  const places = Math.max(a.places, b.places);
  const wa = a.units * 10 ** (places - a.places);
  const wb = b.units * 10 ** (places - b.places);
  const as = decText(a);
  const bs = decText(b);
  const op = subtract ? "−" : "+";
  const container = words.container;
  const person = rng.pick(words.people);
  const prompt =
    difficulty === 3
      ? `The ${container.noun.one} holds ${counted(as, plural("liters"))} of ${container.liquid}. ${person} pours out ${counted(bs, plural("liters"))}. How many liters are left?`
      : `${subtract ? "Subtract" : "Add"}: ${math(`${as} ${op} ${bs}`)}`;
  const mistakes: Mistake<string>[] = [];
  if (a.places !== b.places) {
    const misaligned = subtract ? a.units - b.units : a.units + b.units;
    mistakes.push({
      misconception: "lines-up-last-digits",
      value: decText(dec(misaligned, places)),
      feedback: `Line up the decimal points, not the last digits: write ${a.places < places ? as : bs} as ${a.places < places ? decFixed({ units: wa, places }) : decFixed({ units: wb, places })} so tenths sit under tenths.`,
    });
  }
  mistakes.push(
    subtract
      ? {
          misconception: "subtracts-smaller-digit-from-larger",
          value: decText(dec(columns(wa, wb, "subtract"), places)),
          feedback: "When a digit on top is smaller, regroup: 1 whole is 10 tenths and 1 tenth is 10 hundredths.",
        }
      : {
          misconception: "forgets-to-regroup",
          value: decText(dec(columns(wa, wb, "add"), places)),
          feedback: "When a column adds up to 10 or more, carry the extra to the next place on the left.",
        },
  );
  if (difficulty === 3)
    mistakes.push({
      misconception: "adds-instead-of-subtracts",
      value: decText(decAdd(a, b)),
      feedback: `Some ${container.liquid} was poured out, so there is less than ${counted(as, plural("liters"))} left. Subtract.`,
    });
  const aligned = `${decFixed({ units: wa, places })} ${op} ${decFixed({ units: wb, places })}`;
  return {
    prompt,
    answer: decimalAnswer(result, difficulty === 3 ? { unit: "liters" } : {}),
    hints: [
      `Estimate: about ${math(`${estimate(a)} ${op} ${estimate(b)} = ${subtract ? estimate(a) - estimate(b) : estimate(a) + estimate(b)}`)}.`,
      `Line up the decimal points. Write zeros so both numbers have ${places} ${places === 1 ? "place" : "places"}: ${math(aligned)}.`,
      subtract
        ? "Subtract place by place from the right, regrouping when you need to."
        : "Add place by place from the right, carrying when a column makes 10 or more.",
    ],
    solution: {
      steps: [
        `Line up the points: ${math(aligned)}.`,
        `${subtract ? "Subtract" : "Add"} each place from the right, regrouping as needed: ${math(`${aligned} = ${decFixed({ units: subtract ? wa - wb : wa + wb, places })}`)}.`,
        `Check with the estimate: ${decText(result)} is close to ${subtract ? estimate(a) - estimate(b) : estimate(a) + estimate(b)}.`,
      ],
      answer: difficulty === 3 ? `${counted(decText(result), plural("liters"))} are left.` : decText(result),
    },
    wrongAnswers: wrongDecimals(result, mistakes),
    check: { kind: "value", expression: `${decExpr(a)} ${subtract ? "-" : "+"} ${decExpr(b)}` },
  };
};

/**
 * m-5.nbt.b.7-multiply: difficulty 1 multiplies a whole number by tenths; 2 multiplies tenths by
 * tenths; 3 is a story with hundredths times tenths.
 */
export const multiplyDecimals: Generator = ({ rng, difficulty, words }) => {
  const [a, b] = byDifficulty({ difficulty }, [
    [dec(rng.int(2, 9), 0), dec(rng.pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 15, 24, 35, 46]), 1)],
    [dec(rng.pick([2, 3, 4, 5, 6, 7, 8, 9, 12, 15, 25, 35, 45, 65]), 1), dec(rng.int(2, 9), 1)],
    [dec(rng.int(101, 499), 2), dec(rng.pick([12, 14, 15, 16, 24, 25, 32, 35]), 1)],
  ] as const);
  const safeA = a.units % 10 === 0 && a.places > 0 ? dec(a.units + 1, a.places) : a;
  const product = decMul(safeA, b);
  const as = decText(safeA);
  const bs = decText(b);
  const person = rng.pick(words.people);
  const prompt =
    difficulty === 3
      ? `One lap of the park trail is ${as} kilometers long. ${person} walks ${counted(bs, plural("laps"))}. How many kilometers does ${person} walk?`
      : `Multiply: ${math(`${as} × ${bs}`)}`;
  const rawA = safeA.units;
  const rawB = b.units;
  const placesTotal = safeA.places + b.places;
  const lessThanOne = Number(decExpr(b)) < 1;
  return {
    prompt,
    answer: decimalAnswer(product, difficulty === 3 ? { unit: "kilometers" } : {}),
    hints: [
      `Estimate first: ${lessThanOne ? `${bs} is less than 1, so the answer is less than ${as}` : `about ${math(`${estimate(safeA) || 1} × ${estimate(b)}`)}`}.`,
      `Multiply without the points: ${math(`${rawA} × ${rawB} = ${rawA * rawB}`)}.`,
      `${as} has ${safeA.places} ${safeA.places === 1 ? "place" : "places"} and ${bs} has ${b.places}, so the product has ${placesTotal} decimal ${placesTotal === 1 ? "place" : "places"}.`,
    ],
    solution: {
      steps: [
        `Multiply as whole numbers: ${math(`${rawA} × ${rawB} = ${rawA * rawB}`)}.`,
        safeA.places === 0
          ? `${bs} is ${counted(rawB, plural("tenths"))}, so the product is ${rawA * rawB} tenths.`
          : `${as} is ${rawA} ${safeA.places === 1 ? "tenths" : "hundredths"} and ${bs} is ${counted(rawB, plural("tenths"))}: ${safeA.places === 1 ? "tenths times tenths are hundredths" : "hundredths times tenths are thousandths"}.`,
        `${rawA * rawB} ${["ones", "tenths", "hundredths", "thousandths"][placesTotal] ?? ""} = ${decText(product)}.`,
      ],
      answer: difficulty === 3 ? `${person} walks ${decText(product)} kilometers.` : decText(product),
    },
    wrongAnswers: wrongDecimals(product, [
      {
        misconception: "misplaces-decimal-point",
        value: decText(decShift(product, 1)),
        feedback: `Count the decimal places in both factors: ${placesTotal} in all, so the product needs ${placesTotal}.${lessThanOne ? ` And times ${bs}, less than 1, the answer must be less than ${as}.` : ""}`,
      },
      {
        misconception: "misplaces-decimal-point",
        value: decText(decShift(product, -1)),
        feedback: `That has too many decimal places. Count the places in both factors: ${placesTotal} in all.`,
      },
      {
        misconception: "adds-instead-of-multiplies",
        value: decText(decAdd(safeA, b)),
        feedback: `That is ${as} + ${bs}. The question multiplies.`,
      },
    ]),
    check: { kind: "value", expression: `${decExpr(safeA)} * ${decExpr(b)}` },
  };
};

/**
 * m-5.nbt.b.7: dividing decimals. Difficulty 1: a decimal shared by a whole number; 2: tenths
 * divided by tenths; 3: a "how many cups" story dividing by hundredths.
 */
export const divideDecimals: Generator = ({ rng, difficulty, words }) => {
  let divisor: Dec;
  let quotient: Dec;
  if (difficulty === 1) {
    divisor = dec(rng.int(2, 9), 0);
    quotient = dec(rng.pick(Array.from({ length: 89 }, (_, i) => i + 11).filter((x) => x % 10 !== 0)), 1);
  } else if (difficulty === 2) {
    divisor = dec(rng.int(2, 9), 1);
    quotient = dec(rng.int(3, 25), 0);
  } else {
    divisor = rng.pick([dec(25, 2), dec(5, 2), dec(75, 2), dec(15, 2), dec(2, 1), dec(4, 1), dec(12, 1)]);
    quotient = dec(rng.int(4, 40), 0);
  }
  // "0.8 is 8 tenths" in a hint must not read as the answer: the quotient never equals the
  // divisor's count of tenths or hundredths.
  if (difficulty > 1 && quotient.units === divisor.units) quotient = dec(quotient.units + 1, 0);
  const dividend = decMul(divisor, quotient);
  const ds = decText(dividend);
  const vs = decText(divisor);
  const qs = decText(quotient);
  const container = words.container;
  const person = rng.pick(words.people);
  const byWhole = difficulty === 1;
  const prompt =
    difficulty === 3
      ? `${person} pours ${counted(ds, plural("liters"))} of ${container.liquid} from the ${container.noun.one} into cups that hold ${counted(vs, plural("liters"))} each. How many cups can ${person} fill?`
      : `Divide: ${math(`${ds} ÷ ${vs}`)}`;
  const scaled = Math.max(dividend.places, divisor.places);
  const dUnits = dividend.units * 10 ** (scaled - dividend.places);
  const vUnits = divisor.units * 10 ** (scaled - divisor.places);
  const unitName = ["ones", "tenths", "hundredths"][scaled] ?? "";
  return {
    prompt,
    answer: decimalAnswer(quotient, difficulty === 3 ? { unit: "cups" } : {}),
    hints: byWhole
      ? [
          `Think of ${ds} as ${counted(dividend.units, plural("tenths"))} shared into ${vs} equal groups.`,
          `${math(`${dividend.units} ÷ ${vs} = ${quotient.units}`)}, so each group gets ${counted(quotient.units, plural("tenths"))}.`,
        ]
      : [
          `How many ${vs}s fit in ${ds}? The answer is more than ${ds} because ${vs} is less than 1.`,
          `Count in ${unitName}: ${ds} is ${dUnits} ${unitName} and ${vs} is ${vUnits} ${unitName}.`,
          `${math(`${dUnits} ÷ ${vUnits}`)}.`,
        ],
    solution: {
      steps: byWhole
        ? [
            `${ds} is ${counted(dividend.units, plural("tenths"))}.`,
            `${math(`${dividend.units} ÷ ${vs} = ${quotient.units}`)}: ${counted(quotient.units, plural("tenths"))} is ${qs}.`,
            `Check: ${math(`${qs} × ${vs} = ${ds}`)}.`,
          ]
        : [
            `Ask how many ${vs}s fit in ${ds}.`,
            `In ${unitName}: ${math(`${dUnits} ÷ ${vUnits} = ${qs}`)}.`,
            `Check: ${math(`${qs} × ${vs} = ${ds}`)}.`,
          ],
      answer: difficulty === 3 ? `${person} can fill ${counted(qs, plural("cups"))}.` : qs,
    },
    wrongAnswers: wrongDecimals(quotient, [
      byWhole
        ? {
            misconception: "misplaces-decimal-point",
            value: decText(decShift(quotient, 1)),
            feedback: `Sharing ${ds} into ${counted(vs, plural("groups"))} gives less than ${ds} each. Place the point: ${counted(dividend.units, plural("tenths"))} ÷ ${vs} is ${counted(quotient.units, plural("tenths"))}.`,
          }
        : {
            misconception: "division-makes-smaller",
            value: decText(decShift(quotient, -1)),
            feedback: `Lots of small ${counted(vs, plural("pieces"))} fit in ${ds}, so the answer is bigger than ${ds}. Check: ${math(`${decText(decShift(quotient, -1))} × ${vs}`)} is not ${ds}.`,
          },
      {
        misconception: "misplaces-decimal-point",
        value: decText(byWhole ? decShift(quotient, -1) : decShift(quotient, 1)),
        feedback: `Check by multiplying your answer by ${vs}: it should give ${ds}.`,
      },
      {
        misconception: "multiplies-instead-of-divides",
        value: decText(decMul(dividend, divisor)),
        feedback: `That multiplies ${ds} by ${vs}. The question asks how many ${vs}s fit in ${ds}, or how much is in each share: divide.`,
      },
    ]),
    check: { kind: "value", expression: `${decExpr(dividend)} / ${decExpr(divisor)}` },
  };
};
