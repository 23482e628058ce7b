/**
 * Content quality checks (issue 20: "items a teacher would sign"). The key checks in harness.ts
 * prove an item right; these prove it reads well: numbers agree with their nouns, articles fit,
 * figure descriptions carry what the question needs, hints nudge without handing over the answer,
 * worked solutions do the work, quantities are believable, and items do not repeat within a
 * session's reach. Pure text heuristics over the item as the child sees it, so they run on every
 * seed in the generator suite. Each finding names its class, so a scan can count them.
 */
import { coachingForQuestion, numbersIn } from "../curriculum/coaching.ts";
import { getSkill } from "../curriculum/index.ts";
import type { CoachingNotes } from "../curriculum/types.ts";
import { SURFACE_IN } from "./language.ts";
import { gcd } from "./numbers.ts";
import { plainText } from "./text.ts";
import type { Item } from "./types.ts";

export const QUALITY_CLASSES = [
  "grammar",
  "figure",
  "hint-gives-away",
  "solution-steps",
  "implausible",
  "repeat",
  "coaching",
  "minus-sign",
] as const;
export type QualityClass = (typeof QUALITY_CLASSES)[number];
/**
 * Classes with no finding left in any generator: the generator suite fails on any finding of
 * these, and quality-baseline.json may not list them (quality.test.ts). Since 7.SP.C.5 walks its
 * event sets (decision 0037) that is every class, and the baseline file is empty.
 */
export const ZERO_CLASSES: readonly QualityClass[] = QUALITY_CLASSES;
export type QualityProblem = { kind: QualityClass; message: string };

/** Every text of the item a child or parent reads, with where it is (for messages). */
function texts(item: Item): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [{ where: "prompt", text: item.prompt }];
  item.hints.forEach((h, i) => out.push({ where: `hint ${i + 1}`, text: h }));
  item.solution.steps.forEach((s, i) => out.push({ where: `step ${i + 1}`, text: s }));
  out.push({ where: "solution answer", text: item.solution.answer });
  for (const c of item.choices ?? []) out.push({ where: `choice ${c.id}`, text: c.text });
  for (const w of item.wrongAnswers) out.push({ where: `feedback (${w.misconception})`, text: w.feedback });
  if (item.figure) out.push({ where: "figure description", text: item.figure.description });
  return out.map((t) => ({ where: t.where, text: plainText(t.text) }));
}

/**
 * Words that end in "s" but are not plural nouns, so "1 is" or "1 plus" are fine. Everything else
 * ending in "s" right after the number 1 is a plural noun with a count of one ("1 rows").
 */
const NOT_PLURAL = new Set(
  (
    "is was has does goes equals times plus minus gets makes means needs fits comes stays shows gives takes lies " +
    "sits leaves keeps adds uses matches less across this its as us bus gas glass class grass pass mass dress " +
    "cross boss chess lens bonus cactus canvas circus plus minus campus corps series species always perhaps " +
    "hours? whereas thus yes tells says counts moves lands jumps starts ends stands appears belongs remains " +
    "becomes represents stands covers divides multiplies rounds turns describes follows includes contains " +
    "passes crosses misses repeats works shrinks lowers cuts grows rises drops falls sells buys reads runs swims " +
    "walks rides spends saves earns pays costs weighs holds measures"
  ).split(/\s+/),
);

/** "an" is right before a number that is read starting with a vowel sound: 8, 11, 18, 80-89, 800..., 11,000. */
export function numberTakesAn(numberText: string): boolean {
  const digits = numberText.replace(/^[−-]/, "");
  if (/^8/.test(digits)) return true;
  const whole = digits.split(".")[0] ?? "";
  const lead = whole.includes(",")
    ? (whole.split(",")[0] ?? "")
    : whole.length % 3 === 0
      ? ""
      : whole.slice(0, whole.length % 3);
  return (lead === "11" || lead === "18") && whole.replace(/,/g, "").length % 3 === 2;
}

/** Words that start with a vowel letter but a consonant sound ("a unit"), and the reverse ("an hour"). */
const CONSONANT_SOUND = /^(uni|use|usu|uti|eu|one\b|once\b|ur[aiou])/i;
const VOWEL_SOUND = /^(hour|honest|honor|heir|[aefhilmnorsx]\b)/i;

function grammarProblems(where: string, text: string): string[] {
  const found: string[] = [];
  // "1 rows", "and 1 friends": a count of one with a plural noun (not "1 1/2 cups", not "0.1 meters").
  // (A sum or product such as "2 + 1 cubes" or "3 × 1 pieces" counts more than one.)
  for (const m of text.matchAll(/(?<![\d,/×+−÷*-]\s?|[\d.,/])\b1 ([a-z]+s)\b/g)) {
    const word = m[1] ?? "";
    if (!NOT_PLURAL.has(word) && !/(ss|us|is)$/.test(word)) found.push(`${where}: "1 ${word}"`);
  }
  // Irregular plurals with a count of one ("1 children chose goats").
  for (const m of text.matchAll(/(?<![\d,/×+−÷*-]\s?|[\d.,/])\b1 (children|people|men|women|teeth|mice|geese)\b/g))
    found.push(`${where}: "1 ${m[1]}"`);
  // "there are 1 ten": a count of one takes "is".
  for (const m of text.matchAll(/\bthere are 1\b(?![\d./ ]*\d)/gi)) found.push(`${where}: "${m[0]}"`);
  // "Kwame and 1 friend": company is counted in words when it is one ("Kwame and a friend").
  for (const m of text.matchAll(
    /\band 1 (friend|brother|sister|cousin|classmate|teammate|neighbou?r|buddy|partner|parent|grandparent)\b/g,
  ))
    found.push(`${where}: "${m[0]}" (say "and a ${m[1]}")`);
  // "a 8%", "A attic", "an cube".
  for (const m of text.matchAll(/(?<![\w'’])(a|an|A|An) (\$?)([\d.,]+|[A-Za-z]+)/g)) {
    const [, art, dollar, next] = m as unknown as [string, string, string, string];
    // A capital "A" is an article only where a sentence starts; elsewhere it names a point ("point A is").
    if (/^A/.test(art) && !/(^|[.?!:]\s+|["“(]\s*)$/.test(text.slice(0, m.index))) continue;
    // "a" before a verb or a function word is the letter a (a variable), not an article.
    if (/^(is|and|at|on|in|or|to|of|the|by|for|with|as|if|than|x|y|b|c|n|m|k)$/.test(next)) continue;
    const an = art.toLowerCase() === "an";
    let wantAn: boolean;
    if (dollar) wantAn = false;
    else if (/^[\d]/.test(next)) wantAn = numberTakesAn(next.replace(/[.,]$/, ""));
    else if (CONSONANT_SOUND.test(next)) wantAn = false;
    else if (VOWEL_SOUND.test(next)) wantAn = true;
    else wantAn = /^[aeiou]/i.test(next);
    // Single capital letters are names of points or shapes ("a B", "an A"): read as letters.
    if (/^[A-Z]$/.test(next)) wantAn = /^[AEFHILMNORSX]$/.test(next);
    if (an !== wantAn) found.push(`${where}: "${art} ${dollar}${next}"`);
  }
  // "4/10 liters", "3/4 square feet": a proper fraction of a unit reads in the singular ("3/4 cup",
  // "4/10 of a liter", "3/4 of a square foot").
  for (const m of text.matchAll(
    /(?<![\d]\s)\b(\d+)\/(\d+) ((?:square |cubic )?(?:cups|liters|meters|centimeters|feet|inches|miles|pounds|hours|gallons|kilograms|grams|yards|quarts|pints|ounces|units))\b/g,
  ))
    if (Number(m[1]) < Number(m[2])) found.push(`${where}: "${m[0]}"`);
  // A story's amount of a unit is in lowest terms ("1/3 liter", not "2/6 liter"), unless the story
  // keeps like denominators on purpose ("2/4 liter, then 1/4 liter more"); hints and worked
  // solutions may show an unsimplified step.
  const denominators = [...text.matchAll(/\b\d+\/(\d+)\b/g)].map((m) => m[1]);
  const likeDenominators = (d: string | undefined) => denominators.filter((x) => x === d).length > 1;
  if (where === "prompt")
    for (const m of text.matchAll(
      /(?<![\d]\s)\b(\d+)\/(\d+) (?:of an? )?((?:square |cubic )?(?:cup|liter|meter|centimeter|foot|feet|inch|inches|mile|pound|hour|gallon|kilogram|gram|yard|quart|pint|ounce)s?)\b/g,
    ))
      if (gcd(Number(m[1]), Number(m[2])) > 1 && !likeDenominators(m[2]))
        found.push(`${where}: "${m[0]}" is not in lowest terms`);
  if (/\b(\w+) \1\b/i.test(text.replace(/\b(\d+) \1\b/g, "")) && !/\b(that that|had had)\b/i.test(text)) {
    const m = /\b(\w+) \1\b/i.exec(text.replace(/\b(\d+) \1\b/g, ""));
    if (m && !/^\d+$/.test(m[1] ?? "")) found.push(`${where}: doubled word "${m[0]}"`);
  }
  if (
    /\s[.,;:?!](?!\d)/.test(
      text
        .replace(/\s\.\.\./g, "")
        .replace(/\s\?(?=[\s.,;:)/°%]|$)/g, "")
        .replace(/\s:\s/g, ": "),
    )
  )
    found.push(`${where}: space before punctuation`);
  if (/\S {2,}\S/.test(text)) found.push(`${where}: double space`);
  // "puts them in a plate": things lie on a surface.
  for (const m of text.matchAll(new RegExp(SURFACE_IN.source, "g"))) found.push(`${where}: "${m[0]}" (on, not in)`);
  return found;
}

/** Empty labels in a figure's description: "point  at (4, -2)", `is marked ""`. */
function figureProblems(item: Item): string[] {
  if (!item.figure) return [];
  const d = item.figure.description;
  const found: string[] = [];
  // "point at (4, -2)" where a name is missing ("point A at"); "a point at 8" and "points at" are fine.
  if (
    /\S {2,}\S/.test(d) ||
    /""|''|“”|\(\s*\)|\b(?:is|are) (?:labeled|marked)\s*[.,]|(?<!\b(?:a|one|each|the|another|unnamed)\s)\bpoint\s+at\b/.test(
      d,
    )
  )
    found.push(`figure description has an empty label: "${d.slice(0, 120)}"`);
  // Every number the picture shows (except axis ticks and the answer's own "?") is read aloud too.
  const labels = [...item.figure.svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => (m[1] ?? "").trim());
  const spoken = plainText(d).replace(/−/g, "-");
  // Tick labels of a line split into N equal parts are read by "split into N equal parts".
  const parts = [...d.matchAll(/(\d+) equal (?:parts|pieces|steps|spaces)/g)].map((m) => m[1]);
  // Tick labels of an axis "from 0 to 2 in steps of 1/4" are read by the range and the step.
  const stepped =
    /from ([−-]?[\d ./]+?) to ([−-]?[\d ./]+?)(?: \w+)? (?:in steps of|counting by) (\d+\/\d+|\d*\.?\d+)/.exec(
      plainText(d),
    );
  const onAxis = (l: string): boolean => {
    if (!stepped) return false;
    const [lo, hi, step, at] = [stepped[1], stepped[2], stepped[3], l].map((t) => readNumber(t ?? ""));
    if ([lo, hi, step, at].some((x) => x === null)) return false;
    const k = ((at as number) - (lo as number)) / (step as number);
    return (at as number) >= (lo as number) && (at as number) <= (hi as number) && Math.abs(k - Math.round(k)) < 1e-9;
  };
  const ORDINAL: Record<string, string> = { "1st": "first", "2nd": "second", "3rd": "third" };
  const numeric = labels.filter(
    (l) =>
      /\d/.test(l) &&
      !/^[-−]?\d+$/.test(l) &&
      !parts.some((n) => new RegExp(`^[-−]?\\d+/${n}$`).test(l)) &&
      !onAxis(l) &&
      !(ORDINAL[l] !== undefined && new RegExp(`\\b${ORDINAL[l]}\\b`, "i").test(d)),
  );
  for (const label of numeric) {
    const core = label.replace(/−/g, "-").replace(/\s+/g, " ");
    const numbers = core.match(/\d+(?:[.,/]\d+)*/g) ?? [];
    if (numbers.some((n) => !spoken.includes(n)))
      found.push(`figure shows "${label}" but the description does not say it`);
  }
  // A question about a named point's place ("the y-coordinate (up) of point P", "the ordered pair
  // of point A") needs a description that places that point: a sentence naming it with where it
  // is ("P is 6 units to the right of the origin and 2 units up", "P at (6, 2)"). A grid's own size
  // ("8 units on each side") does not place the point.
  const prompt = plainText(item.prompt);
  const asked =
    /\b(?:[xy]-)?coordinates?(?: \([a-z]+\))? of (?:point )?([A-Z])\b|\bordered pair (?:of|for|names) (?:point )?([A-Z])\b|where is point ([A-Z])\b/i.exec(
      prompt,
    );
  if (asked || /which point is at/i.test(prompt)) {
    const label = asked ? (asked[1] ?? asked[2] ?? asked[3] ?? "") : "";
    const places = label
      ? new RegExp(
          `\\b${label}\\b[^.]*(\\(\\s*[−-]?\\d|\\d+ units? (?:to the )?(?:right|left|up|down|above|below))`,
        ).test(d)
      : /\(|right|left|above|below|\bat [−-]?\d/i.test(d);
    if (!places) found.push("the question asks about a point's place but the description gives no way to find it");
  }
  return found;
}

/** "3", "-2", "1/4", "1 1/4", "2.5" as a number (null when it is not one). */
function readNumber(text: string): number | null {
  const t = text.trim().replace(/−/g, "-");
  const m = /^(-)?(?:(\d+) )?(\d+)\/(\d+)$/.exec(t);
  if (m) return (m[1] ? -1 : 1) * (Number(m[2] ?? 0) + Number(m[3]) / Number(m[4]));
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : null;
}

function answerTexts(item: Item): string[] {
  const a = item.answer;
  switch (a.format) {
    case "integer":
      return [String(a.value), a.value.toLocaleString("en-US")];
    case "decimal":
      return [String(a.value)];
    case "fraction":
      return [`${a.value.n}/${a.value.d}`];
    case "multiple-choice": {
      const text = item.choices?.find((c) => c.id === a.choiceId)?.text;
      return text ? [plainText(text)] : [];
    }
    default:
      return [];
  }
}

/**
 * The last hint must leave the last step to the child: it may not state the key as the result of
 * a computation ("= 42"), say "the answer is", or repeat the worked solution.
 */
function hintProblems(item: Item): string[] {
  const found: string[] = [];
  // A hint may repeat an early step of the worked solution (that is what a nudge is), but not the
  // step that reaches the answer, and the hints together may not be the whole worked solution.
  const stepList = item.solution.steps.map((s) => plainText(s).trim());
  const last = stepList[stepList.length - 1] ?? "";
  const hintSet = new Set(item.hints.map((h) => plainText(h).trim()));
  if (stepList.length >= 2 && stepList.every((s) => hintSet.has(s)))
    found.push("the hints together are the whole worked solution");
  const keys = answerTexts(item).filter((k) => k.length > 0);
  item.hints.forEach((raw, i) => {
    const hint = plainText(raw);
    if (hint.trim() === last) found.push(`hint ${i + 1} is the last step of the worked solution`);
    // "The answer is 12" hands it over; "the answer is less than 1" is an estimate, a fair hint.
    if (
      /\bthe answer is\s+(?!about\b|in\b|less\b|more\b|smaller\b|bigger\b|greater\b|between\b|close\b|near\b|not\b)/i.test(
        hint,
      )
    )
      found.push(`hint ${i + 1} says "the answer is"`);
    for (const key of keys) {
      const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const numeric = /^-?[\d.,/]+$/.test(key);
      const gives = numeric
        ? new RegExp(`(=|equals|makes|is)\\s*${escaped}(?![\\d/.,]\\d|\\d|[a-zA-Zπ])`).test(hint.replace(/−/g, "-"))
        : hint.includes(key) && key.length > 3 && /=|so the|is the/.test(hint);
      if (gives) found.push(`hint ${i + 1} gives the answer ${key}: "${hint.slice(0, 100)}"`);
    }
    // A fraction key reached in an unsimplified form ("5/6 × 8 = 40/6" for 20/3) is given away too.
    if (item.answer.format === "fraction") {
      const { n, d } = item.answer.value;
      for (const m of hint.replace(/−/g, "-").matchAll(/(?:=|equals|makes)\s*(-?\d+)\/(\d+)(?![\d/]|\.\d)/g))
        if (Number(m[1]) * d === n * Number(m[2]) && `${m[1]}/${m[2]}` !== `${n}/${d}`)
          found.push(`hint ${i + 1} gives the answer ${n}/${d} as ${m[1]}/${m[2]}: "${hint.slice(0, 100)}"`);
    }
  });
  return found;
}

const VAGUE_STEP =
  /\b(then see|see which|work it out|figure it out|do the math|just (add|multiply|divide|subtract)|try [a-z] = \d+ first)\b/i;

/** A worked solution does the work: at least one step with a number or a computation, no empty promises. */
function solutionProblems(item: Item): string[] {
  const found: string[] = [];
  const steps = item.solution.steps.map(plainText);
  for (const [i, s] of steps.entries())
    if (VAGUE_STEP.test(s)) found.push(`step ${i + 1} does not do the work: "${s.slice(0, 100)}"`);
  // A number answer is reached by a computation the steps show. A word answer (a shape's name, "a
  // statistical question", "line PQ") is reached by reasons: two steps at least, or one that
  // quotes the numbers it rests on.
  const numeric =
    ["integer", "decimal", "fraction", "number-line-point", "comparison", "expression"].includes(item.answer.format) ||
    /\d/.test(answerTexts(item).join(" "));
  if (numeric && !steps.some((s) => /\d|=|[<>≤≥]/.test(s)) && !/\d/.test(plainText(item.solution.answer)))
    found.push("no step of the worked solution shows a number or a computation");
  if (!numeric && steps.length < 2 && !steps.some((s) => /\d/.test(s)))
    found.push("a word answer with one step and no evidence from the numbers");
  return found;
}

/** Quantity kinds and what a child would believe; a finding quotes the words. */
const PLAUSIBLE: { kind: string; pattern: RegExp; ok: (n: number, m: RegExpMatchArray) => boolean }[] = [
  {
    kind: "a part that is more than the whole",
    pattern: /\b([\d.]+)% of (them|the whole|all of|the \w+ (?:he|she|they) (?:has|have|had))\b/g,
    ok: (n) => n <= 100,
  },
  { kind: "sleep", pattern: /\b([\d.]+) hours? (?:of sleep|sleeping|asleep)/g, ok: (n) => n <= 14 },
  {
    kind: "practice or lesson length",
    pattern: /\b([\d.]+) hours? (?:of|at|for) (?:swim |soccer |band |piano |dance )?(?:practice|lessons?|class)/g,
    ok: (n) => n <= 6,
  },
  { kind: "hours in a day", pattern: /\b([\d.]+) hours (?:a|each|per) day\b/g, ok: (n) => n <= 24 },
  { kind: "minutes in one sitting", pattern: /\b([\d.]+) minutes? (?:of|at|for) /g, ok: (n) => n <= 600 },
  { kind: "a child's age", pattern: /\bis ([\d.]+) years old\b/g, ok: (n) => n <= 100 },
  {
    kind: "how long an event lasts",
    pattern:
      /\b(?:practice|lesson|class|show|party|match|race|concert|tour|walk|hike|night|movie|visit|trip|club) (?:lasts|lasted) ([\d.,]+) hours/gi,
    ok: (n) => n <= 12,
  },
  { kind: "depth of a dive", pattern: /\b([\d.,]+) feet below the surface/g, ok: (n) => n <= 130 },
  { kind: "an air temperature", pattern: /temperature[^.]*? was (-?[\d.,]+) °F/g, ok: (n) => n >= -60 && n <= 125 },
  { kind: "a price of a small thing", pattern: /\bcosts? \$([\d,]+(?:\.\d+)?) each\b/g, ok: (n) => n <= 2000 },
];

function plausibilityProblems(item: Item): string[] {
  const found: string[] = [];
  for (const { where, text } of texts(item)) {
    if (where.startsWith("feedback") || where.startsWith("choice")) continue;
    for (const rule of PLAUSIBLE)
      for (const m of text.matchAll(rule.pattern)) {
        const n = Number((m[1] ?? "").replace(/,/g, ""));
        if (Number.isFinite(n) && !rule.ok(n, m)) found.push(`${where}: ${rule.kind}: "${m[0]}"`);
      }
  }
  return found;
}

/** What the parent sees of the question beside the coaching panel: prompt, choices, figure, answer. */
export function questionTexts(item: Item): string[] {
  return [
    plainText(item.prompt),
    ...(item.choices ?? []).map((c) => plainText(c.text)),
    item.figure?.description ?? "",
    plainText(item.solution.answer),
  ];
}

/**
 * Numbers a coaching note quotes that the question does not show (a note about 7/10 beside a
 * question about 3/4). `notes` are the notes as shown beside the item; by default the skill's,
 * through `coachingForQuestion` as the activity screen shows them.
 */
export function coachingProblems(item: Item, notes?: CoachingNotes): string[] {
  const skillNotes = getSkill(item.skillId)?.coaching;
  const shownNotes = notes ?? (skillNotes && coachingForQuestion(skillNotes, questionTexts(item)));
  if (!shownNotes) return [];
  const shown = new Set(questionTexts(item).flatMap(numbersIn));
  return [
    { where: "say", text: shownNotes.say },
    ...shownNotes.ask.map((text, i) => ({ where: `ask ${i + 1}`, text })),
    { where: "misconception", text: shownNotes.misconception },
  ].flatMap(({ where, text }) => {
    const foreign = numbersIn(text).filter((n) => !shown.has(n));
    return foreign.length > 0 ? [`coaching ${where} quotes ${foreign.join(", ")}, not in the question: "${text}"`] : [];
  });
}

/**
 * A subtraction written with the hyphen "-" between numbers ("671 - 668"): displayed math uses
 * the minus sign "−" (U+2212), which reads as a minus and is as wide as "+". A number, a closing
 * bracket or a single-letter unknown on each side ("x - 3", "(4 + 2) - 1") counts; a word with a
 * hyphen ("x-coordinate", "3-digit") does not, having no spaces around it.
 */
export function minusSignProblems(where: string, text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?:\d|\)|(?<![\w'’])[a-z])[²³]?\s+-\s+(?=[\d(]|[a-z](?![\w'’]))/g))
    found.push(
      `${where}: "${text.slice(Math.max(0, m.index - 12), m.index + m[0].length + 6)}" (a subtraction takes "−", not "-")`,
    );
  return found;
}

/** Every content problem with one item (repeats need several items: see `repeatProblems`). */
export function qualityProblems(item: Item): QualityProblem[] {
  const out: QualityProblem[] = [];
  for (const { where, text } of texts(item))
    for (const message of grammarProblems(where, text)) out.push({ kind: "grammar", message });
  for (const message of figureProblems(item)) out.push({ kind: "figure", message });
  for (const message of hintProblems(item)) out.push({ kind: "hint-gives-away", message });
  for (const message of solutionProblems(item)) out.push({ kind: "solution-steps", message });
  for (const message of plausibilityProblems(item)) out.push({ kind: "implausible", message });
  for (const message of coachingProblems(item)) out.push({ kind: "coaching", message });
  for (const { where, text } of texts(item))
    for (const message of minusSignProblems(where, text)) out.push({ kind: "minus-sign", message });
  return out;
}

/**
 * What makes two items "the same question" for a child: the prompt, the figure (its description
 * and its picture: "What is the y-coordinate of point P?" over two grids with P in two places are
 * two questions) and the set of choices, in any order; not the theme id.
 */
export function questionKey(item: Item): string {
  // The choices in any order: the same four answers shuffled are the same question to a child.
  const choices = (item.choices ?? []).map((c) => c.text).sort();
  return `${plainText(item.prompt)}|${item.figure?.description ?? ""}|${choices.join("|")}|${item.figure?.svg ?? ""}`;
}

/**
 * Items a child could meet in one sitting: `SESSION_REACH` consecutive seeds of one skill and
 * level. Two equal questions inside that window, or the same question at two adjacent levels, are
 * repeats. A level with only N < SESSION_REACH different questions is held to N: every question
 * once before any repeats.
 */
export const SESSION_REACH = 12;

export function repeatProblems(byDifficulty: ReadonlyMap<number, readonly Item[]>): QualityProblem[] {
  const out: QualityProblem[] = [];
  const keysAt = new Map<number, Set<string>>();
  for (const [difficulty, items] of byDifficulty) {
    const keys = items.map(questionKey);
    keysAt.set(difficulty, new Set(keys));
    // A level with fewer different questions than the window (single-digit facts, grade-3
    // fractions with denominators 2-8) cannot avoid a repeat inside it; it must walk through all
    // of its questions before any comes back (`cycle` in build.ts). Decision 0022.
    // (Never below 2: the same question twice in a row is always a repeat.)
    const reach = Math.min(SESSION_REACH, Math.max(2, new Set(keys).size));
    for (let i = 0; i < keys.length; i++)
      for (let j = i + 1; j < Math.min(keys.length, i + reach); j++)
        if (keys[i] === keys[j]) {
          out.push({
            kind: "repeat",
            message: `difficulty ${difficulty}: seeds ${items[i]?.seed} and ${items[j]?.seed} ask the same question: "${plainText(items[i]?.prompt ?? "").slice(0, 80)}"`,
          });
          break;
        }
  }
  for (const [difficulty, keys] of keysAt) {
    const next = keysAt.get(difficulty + 1);
    if (!next) continue;
    for (const key of keys)
      if (next.has(key))
        out.push({
          kind: "repeat",
          message: `the same question at difficulty ${difficulty} and ${difficulty + 1}: "${key.split("|")[0]?.slice(0, 80)}"`,
        });
  }
  return out;
}
