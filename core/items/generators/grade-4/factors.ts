/**
 * 4.OA.B.4: factor pairs, multiples, and prime or composite. `check` expressions count divisors
 * with mathjs (`mod` over 1..n), so the harness never relies on the generator's own factor lists.
 */
import { integerAnswer, multipleChoice, wrongIntegers, type Generator, type Mistake } from "../../build.ts";
import type { Random } from "../../random.ts";
import { listJoin, math } from "../../text.ts";
import { keyWith, multiSelect, type Card, type WrongPick } from "./select.ts";

/** Factor pairs a × b = n with a <= b, smallest first. */
export function factorPairs(n: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let a = 1; a * a <= n; a++) if (n % a === 0) pairs.push([a, n / a]);
  return pairs;
}

/**
 * mathjs checks, written for whole numbers up to 120 (these items stay within 100): a composite
 * number that small has a factor 2, 3, 5 or 7, and every factor pair has a number from 1 to 10.
 * mathjs is slow per function call, so the tests are spelled out rather than looped over 1..n.
 */
const isPrime = (n: number) =>
  `(${n} > 1 and ${[2, 3, 5, 7].map((k) => `(mod(${n}, ${k}) != 0 or ${n} == ${k})`).join(" and ")} ? 1 : 0)`;

/** mathjs: how many factor pairs n has (one for each factor whose square is at most n). */
const pairCount = (n: number) => `sum(map(1:10, f(k) = mod(${n}, k) == 0 and k * k <= ${n} ? 1 : 0))`;

const times = (a: number, b: number) => math(`${a} × ${b}`);

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * m-4.oa.b.4-factor-pairs: factor pairs, found in order. Difficulty 1: choose the factor pairs of
 * a number up to 40 among cards; 2: how many factor pairs a number from 30 to 64 has; 3: which pair
 * is missing from an ordered list for a number from 60 to 100.
 */
export const factorPairsGenerator: Generator = ({ rng, difficulty, words }) => {
  if (difficulty === 1) return choosePairs(rng);
  if (difficulty === 2) return countPairs(rng);
  return missingPair(rng, rng.pick(words.people));
};

function choosePairs(rng: Random) {
  const n = rng.pick([12, 16, 18, 20, 24, 28, 30, 32, 36, 40]);
  const all = factorPairs(n);
  // At most four true pairs; 1 × n always stays, since forgetting it is the mistake to catch.
  const shownTrue = all.length > 4 ? [all[0] as [number, number], ...rng.sample(all.slice(1), 3)] : all;
  const [a, b] = rng.pick(all.filter(([x]) => x > 1));
  const near: [number, number] = rng.chance(0.5) && b > 2 ? [a, b - 1] : [a, b + 1];
  const x = rng.pick(range(2, 6).filter((v) => v !== a && n - v !== near[1] && v * (n - v) !== n));
  const sum: [number, number] = [x, n - x];
  const cards = rng.shuffle([
    ...shownTrue.map(([p, q]) => ({ p, q, kind: "true" as const })),
    { p: near[0], q: near[1], kind: "near" as const },
    { p: sum[0], q: sum[1], kind: "sum" as const },
  ]);
  const asCards: Card[] = cards.map((c) => ({
    text: times(c.p, c.q),
    value: `${c.p} * ${c.q}`,
    right: c.kind === "true",
  }));
  const at = (pred: (c: (typeof cards)[number]) => boolean) => cards.findIndex(pred);
  const one = at((c) => c.kind === "true" && c.p === 1);
  const middle = at((c) => c.kind === "true" && c.p > 1);
  const picks: WrongPick[] = [
    {
      misconception: "neighbouring-fact",
      cards: keyWith(asCards, [at((c) => c.kind === "near")]),
      feedback: `${times(near[0], near[1])} is ${near[0] * near[1]}, not ${n}: it is one group of ${near[0]} away.`,
    },
    {
      misconception: "adds-instead-of-multiplies",
      cards: keyWith(asCards, [at((c) => c.kind === "sum")]),
      feedback: `${math(`${sum[0]} + ${sum[1]}`)} makes ${n}, but a factor pair must multiply to ${n}: ${times(sum[0], sum[1])} is ${sum[0] * sum[1]}.`,
    },
    {
      misconception: "forgets-one-and-itself",
      cards: keyWith(asCards, [], [one]),
      feedback: `Every number has the factor pair ${times(1, n)}. Don't forget it.`,
    },
    {
      misconception: "misses-a-factor-pair",
      cards: keyWith(asCards, [], [middle]),
      feedback: "Check every card by multiplying: one more pair makes the number.",
    },
  ];
  const steps = cards.map(
    (c) => `${math(`${c.p} × ${c.q} = ${c.p * c.q}`)}: ${c.kind === "true" ? "a factor pair" : `not ${n}`}.`,
  );
  return {
    prompt: `Which of these are factor pairs of ${math(n)}? Choose all that are.`,
    ...multiSelect(asCards, picks),
    hints: [
      `A factor pair is two whole numbers that multiply to make ${n}.`,
      "Multiply the two numbers on each card. Which cards make exactly the number?",
      `Adding to ${n} is not enough: ${math(`${sum[0]} + ${sum[1]} = ${n}`)}, but what is ${times(sum[0], sum[1])}?`,
    ],
    solution: {
      steps,
      answer: listJoin(
        cards
          .filter((c) => c.kind === "true")
          .sort((x, y) => x.p - y.p)
          .map((c) => times(c.p, c.q)),
      ),
    },
    check: { kind: "select-equal" as const, target: String(n) },
  };
}

function countPairs(rng: Random) {
  const n = rng.pick(range(30, 64).filter((v) => factorPairs(v).length >= 3));
  const pairs = factorPairs(n);
  const p = pairs.length;
  const square = pairs.some(([a, b]) => a === b);
  const divisors = square ? 2 * p - 1 : 2 * p;
  // Past the square root every pair repeats: the last number to try is the largest whose square fits.
  const tried = Math.floor(Math.sqrt(n));
  const mistakes: Mistake<number>[] = [
    {
      misconception: "counts-factors-not-pairs",
      value: divisors,
      feedback: `${n} has ${divisors} factors, but they go together in pairs. Count each pair once.`,
    },
    {
      misconception: "misses-a-factor-pair",
      value: p - 1,
      feedback: "One pair is missing. Try every number in order from 1, and stop when the pairs start to repeat.",
    },
    {
      misconception: "calculation-slip",
      value: p - 1,
      feedback: "One pair is missing. Try every number in order from 1, and stop when the pairs start to repeat.",
    },
    {
      misconception: "calculation-slip",
      value: p + 1,
      feedback: `Check each pair by multiplying: only ${p === 1 ? "one makes" : "some make"} ${n}, and ${times(3, 8)} and ${times(8, 3)} count as one pair.`,
    },
  ];
  return {
    prompt: `How many factor pairs does ${math(n)} have? (${times(3, 8)} and ${times(8, 3)} count as the same pair.)`,
    answer: integerAnswer(p),
    hints: [
      `Start with ${times(1, n)}. Then try 2, 3, 4 and so on: does each one divide ${n} evenly?`,
      "Each number that divides evenly gives a pair. Stop when the next number to try is already in a pair.",
      `The last number you need to try is ${tried}, because ${math(`${tried + 1} × ${tried + 1} = ${(tried + 1) ** 2}`)} is more than ${n}.`,
    ],
    solution: {
      steps: [
        ...range(1, tried).map((a) =>
          n % a === 0 ? `${math(`${a} × ${n / a} = ${n}`)}.` : `${a} does not divide ${n} evenly.`,
        ),
        `${math(`${tried + 1} × ${tried + 1}`)} is more than ${n}, so every pair is found: ${p} pairs.`,
      ],
      answer: `${n} has ${p} factor pairs: ${listJoin(pairs.map(([a, b]) => times(a, b)))}.`,
    },
    wrongAnswers: wrongIntegers(p, mistakes),
    check: { kind: "value" as const, expression: pairCount(n) },
  };
}

function missingPair(rng: Random, person: string) {
  const n = rng.pick(range(60, 100).filter((v) => factorPairs(v).length >= 4));
  const pairs = factorPairs(n);
  const missingIndex = rng.int(1, pairs.length - 1);
  const [m, partner] = pairs[missingIndex] as [number, number];
  const shown = pairs.filter((_, i) => i !== missingIndex);
  const option = (a: number, b: number) => ({ text: times(a, b), value: `${a} * 1000 + ${b}` });
  // A neighbouring small number that does not divide n, with the partner that comes closest.
  const near = [m + 1, m - 1, m + 2].find((k) => k > 1 && n % k !== 0) ?? m + 3;
  const nearPartner = Math.round(n / near);
  const [sa, sb] = rng.pick(shown.filter(([a, b]) => a !== b && a > 1)) ?? (shown[0] as [number, number]);
  const mc = multipleChoice(rng, option(m, partner), [
    {
      ...option(sb, sa),
      misconception: "repeats-a-factor-pair",
      feedback: `${times(sb, sa)} is the pair ${times(sa, sb)} turned around: it is already in the list.`,
    },
    {
      ...option(near, nearPartner),
      misconception: "neighbouring-fact",
      feedback: `${times(near, nearPartner)} is ${near * nearPartner}, not ${n}.`,
    },
    {
      ...option(m, partner + 2),
      misconception: "calculation-slip",
      feedback: `${m} is the right number to try, but ${times(m, partner + 2)} is ${m * (partner + 2)}. What times ${m} makes ${n}?`,
    },
    {
      ...option(m, n - m),
      misconception: "adds-instead-of-multiplies",
      feedback: `${math(`${m} + ${n - m} = ${n}`)}, but a factor pair multiplies to ${n}.`,
    },
  ]);
  const listed = shown.map(([a, b]) => times(a, b)).join(", ");
  const smalls = shown.map(([a]) => a).join(", ");
  return {
    prompt: `${person} listed the factor pairs of ${math(n)} in order, but missed one: ${listed}. Which pair is missing?`,
    ...mc,
    hints: [
      "An ordered list tries 1, 2, 3, 4 and so on, one number at a time.",
      `For each number, ask: does it divide ${n} evenly? If it does, is its pair in the list?`,
      `${m} is not in the list. Does ${m} divide ${n}?`,
    ],
    solution: {
      steps: [
        `The first numbers of the pairs are ${smalls}.`,
        `Try ${m}: ${math(`${n} ÷ ${m} = ${partner}`)}, so ${times(m, partner)} is a factor pair.`,
        `${m} is not in the list, so ${times(m, partner)} is the missing pair.`,
      ],
      answer: times(m, partner),
    },
    check: {
      kind: "value" as const,
      expression: (() => {
        // Pairs start with a number whose square is at most n <= 100, so 1 to 10 is enough to try.
        const k = `min(setDifference(filter(1:10, f(k) = mod(${n}, k) == 0 and k * k <= ${n}), [${smalls}]))`;
        return `${k} * 1000 + ${n} / ${k}`;
      })(),
    },
  };
}

/**
 * m-4.oa.b.4: multiples, prime and composite. Difficulty 1: choose the multiples of a one-digit
 * number; 2: which of four numbers is prime; 3: choose the true statements about a number (a
 * multiple of each of its factors, prime or composite).
 */
export const primesAndMultiples: Generator = ({ rng, difficulty }) => {
  if (difficulty === 1) return chooseMultiples(rng);
  if (difficulty === 2) return whichIsPrime(rng);
  return statementsAbout(rng);
};

function chooseMultiples(rng: Random) {
  const d = rng.pick([3, 4, 6, 7, 8, 9]);
  const multiples = rng.sample(range(3, 12), rng.int(2, 3)).map((k) => d * k);
  const lastDigit = rng.pick(
    range(1, 9)
      .map((t) => 10 * t + d)
      .filter((v) => v % d !== 0),
  );
  const near = rng.pick(
    multiples.flatMap((m) => [m - 2, m - 1, m + 1, m + 2]).filter((v) => v !== lastDigit && !multiples.includes(v)),
  );
  const other = rng.pick(
    range(4, 9)
      .map((k) => (d + 1) * k)
      .filter((v) => v % d !== 0 && v !== near && v !== lastDigit),
  );
  const factor = range(2, d - 1).find((f) => d % f === 0);
  // The near miss always shows; the other lures take turns.
  const lures = [
    { v: near, kind: "near" },
    ...rng.shuffle([
      { v: lastDigit, kind: "last" },
      { v: other, kind: "other" },
      ...(factor ? [{ v: factor, kind: "factor" }] : []),
    ]),
  ];
  const chosenLures = lures.slice(0, 6 - multiples.length);
  const cards = rng.shuffle([...multiples.map((v) => ({ v, kind: "multiple" })), ...chosenLures]);
  const asCards: Card[] = cards.map((c) => ({
    text: math(c.v),
    value: `mod(${c.v}, ${d})`,
    right: c.kind === "multiple",
  }));
  const at = (kind: string) => cards.findIndex((c) => c.kind === kind);
  const biggest = Math.max(...multiples);
  const picks: WrongPick[] = [
    {
      misconception: "calculation-slip",
      cards: keyWith(asCards, [at("near")]),
      feedback: `${near} is close to a multiple of ${d}, but ${math(`${near} ÷ ${d}`)} leaves a remainder.`,
    },
    {
      misconception: "neighbouring-fact",
      cards: keyWith(asCards, [at("other")]),
      feedback: `${other} is in the ${d + 1} times table, not the ${d} times table.`,
    },
    {
      misconception: "multiple-by-last-digit",
      cards: keyWith(asCards, [at("last")]),
      feedback: `${lastDigit} ends in ${d}, but the last digit does not decide it: ${math(`${lastDigit} ÷ ${d}`)} leaves a remainder.`,
    },
    {
      misconception: "confuses-factors-and-multiples",
      cards: keyWith(asCards, [at("factor")]),
      feedback: `${factor} is a factor of ${d}, not a multiple. Multiples of ${d} are ${d}, ${2 * d}, ${3 * d} and so on.`,
    },
    {
      misconception: "calculation-slip",
      cards: keyWith(asCards, [], [cards.findIndex((c) => c.v === biggest)]),
      feedback: `${biggest} is ${math(`${d} × ${biggest / d}`)}, so it is a multiple of ${d} too.`,
    },
  ];
  return {
    prompt: `Which of these numbers are multiples of ${math(d)}? Choose all that are.`,
    ...multiSelect(asCards, picks),
    hints: [
      `A multiple of ${d} is ${d} times a whole number: it is in the ${d} times table.`,
      `Divide each number by ${d}. A multiple divides evenly, with no remainder.`,
      "The last digit alone does not tell you: check by dividing.",
    ],
    solution: {
      steps: cards.map((c) =>
        c.kind === "multiple"
          ? `${math(`${c.v} = ${d} × ${c.v / d}`)}: a multiple of ${d}.`
          : `${math(`${c.v} ÷ ${d}`)} is ${Math.floor(c.v / d)} remainder ${c.v % d}: not a multiple.`,
      ),
      answer: listJoin(multiples.sort((x, y) => x - y).map(String)),
    },
    check: { kind: "select-equal" as const, target: "0" },
  };
}

const PRIMES = [11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97];
/** Odd composites whose smallest factor is 3 or more: they look prime to a child who only checks for even. */
const ODD_COMPOSITES = [21, 27, 33, 39, 49, 51, 57, 63, 69, 77, 81, 87, 91, 93];

function smallestFactor(n: number): number {
  for (let k = 2; k * k <= n; k++) if (n % k === 0) return k;
  return n;
}

function whichIsPrime(rng: Random) {
  const prime = rng.pick(PRIMES);
  const [oddLure, ...fallbacks] = rng.sample(ODD_COMPOSITES, 4) as [number, ...number[]];
  const option = (v: number) => ({ text: math(v), value: String(v) });
  const proof = (v: number) => {
    const f = smallestFactor(v);
    return `${math(`${f} × ${v / f} = ${v}`)}, so ${v} has a factor pair other than ${times(1, v)}: it is composite.`;
  };
  const mc = multipleChoice(rng, option(prime), [
    {
      ...option(oddLure),
      misconception: "odd-means-prime",
      feedback: `Odd numbers can be composite too. ${proof(oddLure)}`,
    },
    {
      ...option(1),
      misconception: "one-is-prime",
      feedback: "1 has only one factor, itself, so it is neither prime nor composite.",
    },
    ...fallbacks.map((v) => ({ ...option(v), misconception: "calculation-slip" as const, feedback: proof(v) })),
  ]);
  const values = (mc.choices ?? []).map((c) => c.value);
  return {
    prompt: "Which of these numbers is prime?",
    ...mc,
    hints: [
      "A prime number has exactly one factor pair: 1 and itself.",
      "For each number, look for a factor pair other than 1 × the number. Try 2, 3, 5 and 7.",
      "Being odd is not enough to be prime: 9 is odd, and 9 = 3 × 3.",
    ],
    solution: {
      steps: [
        ...values
          .map(Number)
          .filter((v) => v !== prime)
          .map((v) => (v === 1 ? "1 is neither prime nor composite." : proof(v))),
        `${prime} is not divisible by 2, 3, 5 or 7, so its only factor pair is ${times(1, prime)}: it is prime.`,
      ],
      answer: `${prime}`,
    },
    check: {
      kind: "value" as const,
      expression: values.map((v) => `${isPrime(Number(v))} * ${v}`).join(" + "),
    },
  };
}

function statementsAbout(rng: Random) {
  const n = rng.pick([...ODD_COMPOSITES.filter((v) => v > 30), 42, 48, 54, 56, 64, 72, 84, 96, 98]);
  const small = range(2, 9).filter((k) => n % k === 0);
  const a = rng.pick(small);
  const notFactor = rng.pick(range(3, 9).filter((k) => n % k !== 0));
  const primeClaim = rng.chance(0.5);
  const statements = rng.shuffle([
    { text: `${n} is a multiple of ${a}.`, value: `mod(${n}, ${a})`, right: true, kind: "multiple" },
    { text: `${a} is a factor of ${n}.`, value: `mod(${n}, ${a})`, right: true, kind: "factor" },
    { text: `${n} is a factor of ${a}.`, value: `mod(${a}, ${n})`, right: false, kind: "reversed" },
    { text: `${n} is a multiple of ${notFactor}.`, value: `mod(${n}, ${notFactor})`, right: false, kind: "not" },
    primeClaim
      ? { text: `${n} is prime.`, value: `1 - ${isPrime(n)}`, right: false, kind: "prime" }
      : { text: `${n} is composite.`, value: isPrime(n), right: true, kind: "composite" },
  ]);
  const cards: Card[] = statements.map((s) => ({ text: s.text, value: s.value, right: s.right }));
  const at = (kind: string) => statements.findIndex((s) => s.kind === kind);
  const b = n / a;
  const picks: WrongPick[] = [
    {
      misconception: "calculation-slip",
      cards: keyWith(cards, [at("not")]),
      feedback: `${math(`${n} ÷ ${notFactor}`)} leaves a remainder of ${n % notFactor}, so ${n} is not a multiple of ${notFactor}.`,
    },
    {
      misconception: "confuses-factors-and-multiples",
      cards: keyWith(cards, [at("reversed")]),
      feedback: `${n} is bigger than ${a}, so it cannot be a factor of ${a}. It is a multiple of ${a}.`,
    },
    {
      misconception: "confuses-factors-and-multiples",
      cards: keyWith(cards, [], [at("multiple")]),
      feedback: `${math(`${a} × ${b} = ${n}`)}: ${a} is a factor of ${n}, so ${n} is a multiple of ${a}.`,
    },
    primeClaim
      ? {
          misconception: n % 2 === 1 ? "odd-means-prime" : "calculation-slip",
          cards: keyWith(cards, [at("prime")]),
          feedback: `${math(`${a} × ${b} = ${n}`)} is a factor pair other than ${times(1, n)}, so ${n} is composite, not prime.`,
        }
      : {
          misconception: n % 2 === 1 ? "odd-means-prime" : "calculation-slip",
          cards: keyWith(cards, [], [at("composite")]),
          feedback: `${math(`${a} × ${b} = ${n}`)} is a factor pair other than ${times(1, n)}, so ${n} is composite.`,
        },
  ];
  return {
    prompt: `Which of these statements about ${math(n)} are true? Choose all that are.`,
    ...multiSelect(cards, picks),
    hints: [
      `Find a factor pair of ${n} with a one-digit number in it.`,
      `If ${a} × ☐ = ${n}, then ${a} is a factor of ${n} and ${n} is a multiple of ${a}.`,
      "A composite number has a factor pair other than 1 × the number; a prime number does not.",
    ],
    solution: {
      steps: [
        `${math(`${a} × ${b} = ${n}`)}: ${a} is a factor of ${n}, and ${n} is a multiple of ${a}.`,
        `${n} is not a factor of ${a}: a factor is never bigger than the number.`,
        `${math(`${n} ÷ ${notFactor}`)} leaves a remainder, so ${n} is not a multiple of ${notFactor}.`,
        `${n} has the factor pair ${times(a, b)}, so it is composite, not prime.`,
      ],
      answer: listJoin(statements.filter((s) => s.right).map((s) => `"${s.text}"`)),
    },
    check: { kind: "select-equal" as const, target: "0" },
  };
}
