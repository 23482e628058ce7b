/**
 * The catalog check of `npm test` (issue 19): every English key exists in every other language and
 * no language has keys English lacks; each key carries its file's area prefix; every message is
 * valid ICU with the same placeholders, plurals, selects and tags in every language; and every key
 * the code asks for by name exists.
 */
import fs from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { catalogFiles, type CatalogFile } from "./catalogs.server.ts";
import { DEFAULT_LOCALE, LOCALES } from "./locales.ts";

const files = catalogFiles();
const english = files.filter((file) => file.locale === DEFAULT_LOCALE);
const AREA_NAME = /^[a-z][a-zA-Z0-9-]*$/;

/** The arguments a message uses, with their kind: "count:plural", "name:argument", "link:tag"… */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        into.add(`${element.value}:argument`);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(`${element.value}:${TYPE[element.type]}`);
        break;
      case TYPE.plural:
      case TYPE.select:
        into.add(`${element.value}:${TYPE[element.type]}`);
        for (const option of Object.values(element.options)) argumentsOf(option.value, into);
        break;
      case TYPE.tag:
        into.add(`${element.value}:tag`);
        argumentsOf(element.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

function pluralsWithoutOther(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const nested = Object.values(element.options).flatMap((option) => pluralsWithoutOther(option.value));
      return "other" in element.options ? nested : [element.value, ...nested];
    }
    return element.type === TYPE.tag ? pluralsWithoutOther(element.children) : [];
  });
}

function fileOf(locale: string, area: string): CatalogFile | undefined {
  return files.find((file) => file.locale === locale && file.area === area);
}

describe("message catalogs", () => {
  it("has catalogs to check", () => {
    expect(english.length).toBeGreaterThan(0);
  });

  it.each(files.map((file) => [`${file.locale}/${file.area}.json`, file] as const))(
    "%s: keys carry the area prefix and messages are valid ICU",
    (_name, file) => {
      expect(file.area).toMatch(AREA_NAME);
      for (const [key, message] of Object.entries(file.messages)) {
        expect(key.startsWith(`${file.area}.`), `${key} should start with "${file.area}."`).toBe(true);
        expect(typeof message, key).toBe("string");
        expect(message.trim(), `${key} is empty`).not.toBe("");
        let elements: MessageFormatElement[] = [];
        expect(() => (elements = parse(message)), `${file.locale} ${key}`).not.toThrow();
        expect(pluralsWithoutOther(elements), `${key}: plural/select without "other"`).toEqual([]);
      }
    },
  );

  for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
    it(`${locale} has every area English has, and no other`, () => {
      const areas = (code: string) =>
        files
          .filter((file) => file.locale === code)
          .map((file) => file.area)
          .sort();
      expect(areas(locale)).toEqual(areas(DEFAULT_LOCALE));
    });

    it.each(english.map((file) => [file.area, file] as const))(
      `${locale}/%s.json has exactly the English keys, with the same placeholders`,
      (area, englishFile) => {
        const translated = fileOf(locale, area);
        expect(translated, `app/i18n/catalogs/${locale}/${area}.json is missing`).toBeDefined();
        const messages = translated?.messages ?? {};
        const missing = Object.keys(englishFile.messages).filter((key) => !Object.hasOwn(messages, key));
        const extra = Object.keys(messages).filter((key) => !Object.hasOwn(englishFile.messages, key));
        expect(missing, `keys missing in ${locale}/${area}.json`).toEqual([]);
        expect(extra, `keys in ${locale}/${area}.json that English does not have`).toEqual([]);
        for (const [key, source] of Object.entries(englishFile.messages)) {
          const target = messages[key];
          if (target === undefined) continue;
          const expected = [...argumentsOf(parse(source))].sort();
          expect([...argumentsOf(parse(target))].sort(), `${locale} ${key}`).toEqual(expected);
        }
      },
    );
  }
});

describe("keys used in the code", () => {
  const root = path.resolve(import.meta.dirname, "..");
  const englishKeys = new Set(english.flatMap((file) => Object.keys(file.messages)));
  /** t("key"), t.rich("key"), t.has("key") and `…Key: "key"` in data (navigation labels). */
  const USES = /\bt(?:\.rich|\.has)?\(\s*"([^"$`]+)"|\b\w*Key:\s*"([^"$`]+)"/g;

  function sourceFiles(directory: string): string[] {
    return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  }

  it("every key asked for by name exists in the English catalogs", () => {
    const unknown: string[] = [];
    for (const file of sourceFiles(root)) {
      // Comments may show examples ("area.key"); only code counts.
      const text = fs
        .readFileSync(file, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/^\s*\/\/.*$/gm, "");
      for (const match of text.matchAll(USES)) {
        const key = match[1] ?? match[2];
        if (key && !englishKeys.has(key)) unknown.push(`${path.relative(root, file)}: ${key}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
