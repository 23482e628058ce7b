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
  const text = amount.trim().replace(/^[−-]/, "");
  if (/^1(\.0+)?$/.test(text)) return true;
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  return fraction !== null && Number(fraction[1]) < Number(fraction[2]);
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

/** "1 friend", "2 friends", "no friends": a group of people counted after a name ("Jamal and 2 friends"). */
export function andFriends(name: string, friends: number): string {
  if (friends === 0) return name;
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
