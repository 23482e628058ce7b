/**
 * The one translator behind `useT` (react.tsx) and `createT` (translate.ts): looks a key up in a
 * language's messages and formats it as an ICU message with FormatJS's intl-messageformat, which
 * uses the browser's or Node's own Intl for plurals, numbers and dates
 * (docs/decisions/0013-i18n-with-icu-messages.md). Browser-safe: it never loads catalogs itself.
 */
import { IntlMessageFormat, type FormatXMLElementFn, type PrimitiveType } from "intl-messageformat";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { INTL_LOCALE, type Locale } from "./locales.ts";

/** A language's messages: flat, area-prefixed keys ("settings.profile.title") to ICU text. */
export type Messages = Readonly<Record<string, string>>;

/** Values for a message's {placeholders}: text, numbers, dates (formatted in the reader's locale). */
export type MessageValues = Record<string, PrimitiveType>;

/** Values for a message with tags ("<link>Terms</link>"): a tag is a function of its content. */
export type RichValues<Node> = Record<string, PrimitiveType | Node | FormatXMLElementFn<Node, Node>>;

export type Translate = {
  (key: string, values?: MessageValues): string;
  /** For messages with tags: returns the parts (strings and whatever the tag functions return). */
  rich<Node>(key: string, values: RichValues<Node>): (string | Node)[];
  /** The language this translator writes. */
  readonly locale: Locale;
  /** True when the key exists (e.g. optional copy). */
  has(key: string): boolean;
  /**
   * A message reference made by messageRef() (a validation message a schema returns, a service's
   * reason), translated; any other text is returned as it is.
   */
  ref(text: string): string;
};

/** What a missing key or a broken message shows: the key itself, so it is visible and searchable. */
export type MissingMessageHandler = (key: string, locale: Locale, error?: unknown) => void;

export function createTranslator(
  locale: Locale,
  messages: Messages,
  onMissing: MissingMessageHandler = () => {},
): Translate {
  const compiled = new Map<string, IntlMessageFormat>();
  const intlLocale = INTL_LOCALE[locale];

  function formatterFor(key: string): IntlMessageFormat | null {
    const cached = compiled.get(key);
    if (cached) return cached;
    const source = Object.hasOwn(messages, key) ? messages[key] : undefined;
    if (source === undefined) {
      onMissing(key, locale);
      return null;
    }
    const formatter = new IntlMessageFormat(source, intlLocale);
    compiled.set(key, formatter);
    return formatter;
  }

  function format<Node>(key: string, values: RichValues<Node> | undefined): string | Node | (string | Node)[] {
    try {
      const formatter = formatterFor(key);
      if (!formatter) return key;
      return formatter.format<Node>(values as Record<string, PrimitiveType | Node | FormatXMLElementFn<Node>>);
    } catch (error) {
      onMissing(key, locale, error);
      return key;
    }
  }

  const tagsByKey = new Map<string, string[]>();
  /** Plain text from a message with tags: each tag keeps its words (e-mail text parts, titles). */
  function plainTags(key: string): Record<string, (chunks: string[]) => string> {
    let tags = tagsByKey.get(key);
    if (!tags) {
      tags = tagNames(formatterFor(key)?.getAst() ?? []);
      tagsByKey.set(key, tags);
    }
    return Object.fromEntries(tags.map((tag) => [tag, (chunks: string[]) => chunks.join("")]));
  }

  const translate = (key: string, values?: MessageValues): string => {
    const result = format<string>(key, { ...plainTags(key), ...values });
    return Array.isArray(result) ? result.join("") : result;
  };
  translate.rich = <Node>(key: string, values: RichValues<Node>): (string | Node)[] => {
    const result = format<Node>(key, values);
    return Array.isArray(result) ? result : [result];
  };
  translate.has = (key: string) => Object.hasOwn(messages, key);
  translate.ref = (text: string) => {
    const parsed = parseMessageRef(text);
    return parsed && Object.hasOwn(messages, parsed.key) ? translate(parsed.key, parsed.values) : text;
  };
  Object.defineProperty(translate, "locale", { value: locale, enumerable: true });
  return translate as Translate;
}

const REF = /^([a-z][\w-]*(?:\.[\w-]+)+)(?:\?(.*))?$/;

/**
 * A message as a string that can travel where only text fits (a zod schema's error, a field error
 * in action data): "children.form.error.interests?min=3". Components show it with t.ref().
 */
export function messageRef(key: string, values: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)])).toString();
  return query ? `${key}?${query}` : key;
}

/**
 * True when the text is a message reference (made by messageRef or written as a key in a schema),
 * not words. A library's own message (zod's "Invalid input: expected string") is words, in English.
 */
export function isMessageRef(text: string): boolean {
  return REF.test(text);
}

/**
 * A validator's message as it can be shown: its reference, or `fallbackKey` when the validator
 * spoke for itself (a field a form never sends that way, such as a tampered hidden field).
 */
export function validatorMessageRef(message: string | undefined, fallbackKey: string): string {
  return message !== undefined && isMessageRef(message) ? message : messageRef(fallbackKey);
}

function parseMessageRef(text: string): { key: string; values: MessageValues } | null {
  const match = REF.exec(text);
  if (!match?.[1]) return null;
  const values: MessageValues = {};
  for (const [name, value] of new URLSearchParams(match[2] ?? "")) {
    values[name] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  return { key: match[1], values };
}

function tagNames(elements: MessageFormatElement[], into: string[] = []): string[] {
  for (const element of elements) {
    // Element types of @formatjs/icu-messageformat-parser: 5 select, 6 plural, 8 tag.
    if (element.type === 8) {
      into.push(element.value);
      tagNames(element.children, into);
    } else if (element.type === 5 || element.type === 6) {
      for (const option of Object.values(element.options)) tagNames(option.value, into);
    }
  }
  return into;
}

/** The messages of some areas only (e.g. what the landing page's islands need). */
export function messagesOfAreas(messages: Messages, areas: readonly string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [key, value] of Object.entries(messages)) {
    if (areas.some((area) => key.startsWith(`${area}.`))) picked[key] = value;
  }
  return picked;
}
