/**
 * Reads the message catalogs: app/i18n/catalogs/<locale>/<area>.json. Inside Vite (the app's
 * server build, development, Vitest) they are bundled with import.meta.glob; the maintenance jobs
 * run by plain Node (server/maintenance.ts sends e-mails) read the same files from disk.
 */
import fs from "node:fs";
import path from "node:path";
import { isLocale, LOCALES, type Locale } from "./locales.ts";

export type CatalogFile = { locale: Locale; area: string; messages: Record<string, string> };

// `import.meta.env` exists only under Vite; plain Node skips the glob (which only Vite understands).
const bundled: Record<string, Record<string, string>> | undefined = import.meta.env
  ? import.meta.glob<Record<string, string>>("./catalogs/*/*.json", { eager: true, import: "default" })
  : undefined;

function fromDisk(): Record<string, Record<string, string>> {
  const root = path.join(import.meta.dirname, "catalogs");
  const files: Record<string, Record<string, string>> = {};
  for (const locale of fs.readdirSync(root)) {
    for (const file of fs.readdirSync(path.join(root, locale))) {
      if (!file.endsWith(".json")) continue;
      const text = fs.readFileSync(path.join(root, locale, file), "utf8");
      files[`./catalogs/${locale}/${file}`] = JSON.parse(text) as Record<string, string>;
    }
  }
  return files;
}

let files: CatalogFile[] | undefined;

/** Every catalog file, one per language and area. */
export function catalogFiles(): CatalogFile[] {
  if (files) return files;
  files = Object.entries(bundled ?? fromDisk()).flatMap(([file, messages]) => {
    const match = /\/catalogs\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match || !isLocale(match[1]) || !match[2]) return [];
    return [{ locale: match[1], area: match[2], messages }];
  });
  return files;
}

let merged: Record<Locale, Record<string, string>> | undefined;

/** All of a language's messages in one flat object. */
export function catalogOf(locale: Locale): Readonly<Record<string, string>> {
  if (!merged) {
    const all = Object.fromEntries(LOCALES.map((code) => [code, {}])) as Record<Locale, Record<string, string>>;
    for (const file of catalogFiles()) Object.assign(all[file.locale], file.messages);
    merged = all;
  }
  return merged[locale];
}
