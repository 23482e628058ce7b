/**
 * The language layer of the generators (issue 20, docs/decisions/0016-item-language-and-scenes.md):
 * every place a number meets a word goes through here, so "1 row", "an 8% tax", "3/4 cup" and
 * "Jamal's" are right by construction instead of by each generator's care.
 *
 * English only today. The functions are gathered in one `Language` object so a second language can
 * supply its own rules (Spanish: un/una by the noun's gender, "1 fila / 3 filas", "de Jamal") without
 * the generators changing their calls; see the decision record for what else a Spanish layer needs.
 */

/** A countable noun: "box" / "boxes". `gender` is unused in English and kept for languages that need it. */
export type Noun = { one: string; many: string; gender?: "masculine" | "feminine" };

/** A unit of measure, with its symbol for answer boxes ("ft"). */
export type Unit = Noun & { symbol?: string };

const n = (one: string, many = `${one}s`, symbol?: string): Unit =>
  symbol === undefined ? { one, many } : { one, many, symbol };

/** The units generators use, so no one spells "foots" or "1 inches". */
export const UNITS = {
  inch: n("inch", "inches", "in"),
  foot: n("foot", "feet", "ft"),
  yard: n("yard", "yards", "yd"),
  mile: n("mile", "miles", "mi"),
  centimeter: n("centimeter", "centimeters", "cm"),
  meter: n("meter", "meters", "m"),
  kilometer: n("kilometer", "kilometers", "km"),
  gram: n("gram", "grams", "g"),
  kilogram: n("kilogram", "kilograms", "kg"),
  ounce: n("ounce", "ounces", "oz"),
  pound: n("pound", "pounds", "lb"),
  milliliter: n("milliliter", "milliliters", "mL"),
  liter: n("liter", "liters", "L"),
  cup: n("cup"),
  pint: n("pint"),
  quart: n("quart"),
  gallon: n("gallon"),
  second: n("second"),
  minute: n("minute"),
  hour: n("hour"),
  day: n("day"),
  week: n("week"),
  year: n("year"),
  degree: n("degree"),
  dollar: n("dollar"),
  cent: n("cent"),
} as const satisfies Record<string, Unit>;
export type UnitName = keyof typeof UNITS;

/** A whole number with thousands commas, as children see them in class: 1,250. */
export function formatNumber(value: number): string {
  const sign = value < 0 ? "-" : "";
  const [whole = "", decimals] = String(Math.abs(value)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return sign + grouped + (decimals === undefined ? "" : `.${decimals}`);
}

/**
 * Whether an amount takes the singular noun. English uses the singular for exactly one and for a
 * proper fraction of one ("3/4 cup", "1/2 inch"); everything else is plural ("0 cups", "1 1/2 cups").
 * `amount` may be a number or the text shown ("3/4", "1 1/2", "2.5").
 */
export function isSingular(amount: number | string): boolean {
  if (typeof amount === "number") return amount === 1 || amount === -1;
  const text = amount
    .replace(/\\\(|\\\)/g, "")
    .trim()
    .replace(/^[−-]/, "");
  if (/^1(\.0+)?$/.test(text)) return true;
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  return fraction !== null && Number(fraction[1]) < Number(fraction[2]);
}

const IRREGULAR_SINGULAR: Record<string, string> = {
  feet: "foot",
  teeth: "tooth",
  children: "child",
  people: "person",
  leaves: "leaf",
  loaves: "loaf",
  scarves: "scarf",
  halves: "half",
  shelves: "shelf",
  wolves: "wolf",
  mice: "mouse",
  geese: "goose",
  fish: "fish",
  sheep: "sheep",
  starfish: "starfish",
  series: "series",
  species: "species",
};

/**
 * A noun from its plural, for the many places a generator names a plain counted word:
 * `count(rows, noun("rows"))` -> "1 row" / "3 rows". Irregular plurals are listed above.
 */
export function noun(plural: string): Noun {
  const irregular = IRREGULAR_SINGULAR[plural];
  if (irregular !== undefined) return { one: irregular, many: plural };
  let one = plural;
  if (/[^aeiou]ies$/.test(plural)) one = `${plural.slice(0, -3)}y`;
  else if (/(ches|shes|xes|sses|zzes|oes)$/.test(plural)) one = plural.slice(0, -2);
  else if (/s$/.test(plural)) one = plural.slice(0, -1);
  return { one, many: plural };
}

/** The noun in the right number for the amount, without the amount. */
export function nounFor(amount: number | string, noun: Noun): string {
  return isSingular(amount) ? noun.one : noun.many;
}

/** "1 shell", "3 shells", "1,200 shells", "3/4 cup", "2 1/2 cups". */
export function count(amount: number | string, noun: Noun): string {
  const shown = typeof amount === "number" ? formatNumber(amount) : amount;
  return `${shown} ${nounFor(amount, noun)}`;
}

/** An amount of a unit by the unit's name: `measure(1, "inch")` -> "1 inch". */
export function measure(amount: number | string, unit: UnitName): string {
  return count(amount, UNITS[unit]);
}

/**
 * Whether "an" comes before this word or number as it is read aloud: "an 8% tax", "an 11-year-old",
 * "an 18", "an hour", "a unit", "a one-step problem", "an A" (letter names), "a B".
 */
export function takesAn(word: string): boolean {
  const w = word.trim().replace(/^[\\(]+/, "");
  if (/^\$/.test(w)) return false; // "a $5 ticket": read "a five-dollar"
  if (/^[−-]/.test(w)) return false; // "a -3": read "a negative three"
  if (/^\d/.test(w)) {
    const whole = (w.split(/[.\s/%]/)[0] ?? "").replace(/,$/, "");
    if (/^8/.test(whole)) return true; // eight, eighty, eight hundred, eight thousand
    const digits = whole.replace(/,/g, "");
    const lead = digits.length % 3 === 0 ? digits.slice(0, 3) : digits.slice(0, digits.length % 3);
    return lead === "11" || lead === "18"; // eleven, eighteen, eleven thousand...
  }
  if (/^[A-Z](\b|$)/.test(w) && !/^[A-Z][a-z]/.test(w)) return /^[AEFHILMNORSX]/.test(w); // letter names
  if (/^(uni|use|usu|uti|ura|uro|eu|ewe|one\b|once\b)/i.test(w)) return false;
  if (/^(hour|honest|honor|heir)/i.test(w)) return true;
  return /^[aeiou]/i.test(w);
}

/** "a" or "an" before a word or number: "an 8% tax", "a unit", "an hour". */
export function article(phrase: string): string {
  return `${takesAn(phrase) ? "an" : "a"} ${phrase}`;
}

/** "Jamal's", "the Diazes'", "James's" (school style keeps 's after a name ending in s). */
export function possessive(name: string): string {
  return /s$/.test(name) && /^[a-z]/.test(name) ? `${name}'` : `${name}'s`;
}

/** "x", "x and y", "x, y and z". */
export function listJoin(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

/** "Jamal", "Jamal and a friend", "Jamal and 2 friends": a group of people counted after a name. */
export function andFriends(name: string, friends: number): string {
  if (friends === 0) return name;
  if (friends === 1) return `${name} and a friend`;
  return `${name} and ${count(friends, { one: "friend", many: "friends" })}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The operations a generator needs from a language; English is the only one so far. */
export type Language = {
  code: "en";
  count: typeof count;
  nounFor: typeof nounFor;
  measure: typeof measure;
  article: typeof article;
  possessive: typeof possessive;
  listJoin: typeof listJoin;
  formatNumber: typeof formatNumber;
};

export const ENGLISH: Language = {
  code: "en",
  count,
  nounFor,
  measure,
  article,
  possessive,
  listJoin,
  formatNumber,
};

/**
 * Aliases for generator files whose own variables are called `count` or `noun`:
 * `${counted(rows, plural("rows"))}` reads "1 row" / "3 rows".
 */
export { count as counted, noun as plural };

const COUNT_WORDS = [
  ...Object.values(UNITS).map((u) => u.many),
  ..."parts pieces units tens ones tenths hundreds hundredths thousands rows columns groups squares cubes sticks friends thirds fourths fifths sixths eighths twelfths halves wholes marks degrees slices hops corners pairs pulls tiles steps jumps laps pages players bags boxes".split(
    " ",
  ),
];
const UNIT_WORDS = Object.values(UNITS).map((u) => u.many);
const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const onePlural = (words: readonly string[]) =>
  new RegExp(`(?<![\\d.,/×+−÷*-]\\s?|[\\d.,/])(1(?:\\\\\\))?) (${words.map(escape).join("|")})\\b`, "g");
const FRACTION_UNIT = new RegExp(
  `(?<!\\d\\s)\\b(\\d+)/(\\d+)((?:\\\\\\))?) (${UNIT_WORDS.map(escape).join("|")})\\b`,
  "g",
);
const ARTICLE_NUMBER = /(^|[^\w'’])(a|an|A|An) (\\\(|\$)?(\d[\d,]*(?:\.\d+)?)/g;
const ARTICLE_WORD = /(^|[^\w'’\\])(a|an|A|An) ([A-Za-z][a-z-]+)\b/g;
const NOT_A_NOUN_PHRASE = /^(is|and|at|on|in|or|to|of|the|by|for|with|as|if|than|are|was|be|equals|plus|minus|times)$/;
const BASE_SINGULAR = new Map(COUNT_WORDS.map((many) => [many, noun(many).one]));
for (const u of Object.values(UNITS)) BASE_SINGULAR.set(u.many, u.one);

/**
 * `makePolisher(nouns)` makes the last step of the language layer, knowing the given nouns (the
 * themes' items and containers) besides the built-in count words. The last step is one pass over every text of a finished item that puts a
 * count of one with a singular noun ("= 1\) meter"), a proper fraction of a unit in the singular
 * ("3/4 inch"), "a"/"an" by sound before numbers and words ("an 8% tax", "an attic"), and tidy
 * spaces. Generators write counts with `count()` and articles with `article()`; this catches the
 * numbers a generator only knows inside a formula (`= ${x}\) meters`) and keeps every generator,
 * old and new, right by construction. It never touches digits or math, only the words beside them.
 */
export function makePolisher(extraNouns: readonly Noun[] = []): (text: string) => string {
  const singularOf = new Map(BASE_SINGULAR);
  for (const n of extraNouns) if (n.one !== n.many) singularOf.set(n.many, n.one);
  const ONE_PLURAL = onePlural([...singularOf.keys()].sort((a, b) => b.length - a.length));
  const SINGULAR_OF = singularOf;
  return (text) => polish(text, ONE_PLURAL, SINGULAR_OF);
}

/** `makePolisher()` with the built-in count words and units only. */
export const polishText = makePolisher();

function polish(text: string, ONE_PLURAL: RegExp, SINGULAR_OF: ReadonlyMap<string, string>): string {
  return (
    text
      .replace(ONE_PLURAL, (_m, one: string, many: string) => `${one} ${SINGULAR_OF.get(many) ?? many}`)
      .replace(FRACTION_UNIT, (m, n: string, d: string, close: string, many: string) =>
        Number(n) < Number(d) ? `${n}/${d}${close} ${SINGULAR_OF.get(many) ?? many}` : m,
      )
      .replace(ARTICLE_NUMBER, (_m, before: string, art: string, open: string | undefined, num: string) => {
        if (open === "$") return `${before}${art.startsWith("A") ? "A" : "a"} $${num}`;
        const an = takesAn(num);
        const word = art.startsWith("A") ? (an ? "An" : "A") : an ? "an" : "a";
        return `${before}${word} ${open ?? ""}${num}`;
      })
      .replace(ARTICLE_WORD, (m, before: string, art: string, next: string, offset: number, whole: string) => {
        if (NOT_A_NOUN_PHRASE.test(next)) return m;
        // A capital A is an article only at the start of a sentence; elsewhere it names a point.
        if (art.startsWith("A") && !/(^|[.?!:]\s+|["“(]\s*)$/.test(whole.slice(0, offset + before.length))) return m;
        const an = takesAn(next);
        const word = art.startsWith("A") ? (an ? "An" : "A") : an ? "an" : "a";
        return `${before}${word} ${next}`;
      })
      // Things lie on a plate or a tray, not in it ("puts them on a plate", "onto 4 trays").
      .replace(SURFACE_IN, (_m, inn: string, rest: string) => `${inn === "In" ? "On" : "on"}${rest}`)
      .replace(SURFACE_INTO, "onto$1")
      .replace(/(\S) {2,}(?=\S)/g, "$1 ")
      .replace(/ ([.,;!])(?!\d)/g, "$1")
  );
}

/** Surfaces take "on"/"onto": a generator writes "in each ${group.one}" for any container. */
export const SURFACE_IN =
  /\b(in|In)( (?:a|the|each|every|one|that|this|its|their|his|her) (?:\w+ )?(?:plate|tray|shelf)s?)\b/g;
const SURFACE_INTO =
  /\binto( (?:(?:a|the|each|\d+|two|three|four|five|six) )?(?:\w+ )?(?:plate|tray|shel(?:f|ves))s?)\b/g;
