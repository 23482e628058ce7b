/**
 * The allowlist of files not converted to the catalogs yet (app/i18n/untranslated-allowlist.json)
 * may only shrink: every file on it must exist and still have English outside the catalogs, so a
 * converted file has to come off the list (and is then checked by the lint rule like every other).
 * The rule's own cases are tested here too.
 */
import fs from "node:fs";
import path from "node:path";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import brightpath from "../../eslint-rules/no-untranslated-text.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const allowlist = (
  JSON.parse(fs.readFileSync(path.join(ROOT, "app/i18n/untranslated-allowlist.json"), "utf8")) as { files: string[] }
).files;

function untranslated(code: string, filename = "example.tsx"): string[] {
  const linter = new Linter({ configType: "flat" });
  const messages = linter.verify(
    code,
    [
      {
        files: ["**/*.ts", "**/*.tsx"],
        languageOptions: {
          parser: tseslint.parser as Linter.Parser,
          parserOptions: { ecmaFeatures: { jsx: true } },
        },
        plugins: { brightpath },
        rules: { "brightpath/no-untranslated-text": "error" },
      },
    ],
    filename,
  );
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${filename}: ${fatal.message}`);
  return messages.map((message) => message.message.replace(/^"(.*?)" is user-facing.*$/, "$1"));
}

describe("untranslated-allowlist.json", () => {
  it("is sorted and has no duplicates", () => {
    expect(allowlist).toEqual([...new Set(allowlist)].sort());
  });

  it.each(allowlist)("%s still needs converting (otherwise take it off the list)", (file) => {
    const full = path.join(ROOT, file);
    expect(fs.existsSync(full), `${file} no longer exists`).toBe(true);
    expect(untranslated(fs.readFileSync(full, "utf8"), file).length, `${file} is clean`).toBeGreaterThan(0);
  });
});

describe("brightpath/no-untranslated-text", () => {
  it("reports English between tags, in text attributes, copy properties and validator messages", () => {
    const code = `
      const z = { string: () => ({ min: (_n: number, _m: string) => 0 }) };
      const OPTIONS = [{ label: "Every day", value: "daily" }];
      z.string().min(1, "Please enter your name");
      export function Page({ ok }: { ok: boolean }) {
        return (
          <main aria-label="Main area">
            <h1>Welcome back</h1>
            <p>{ok ? "Saved" : "Not saved"}</p>
            <img alt="A rising sun" src="/sun.svg" />
            <Field hintText="Use at least 12 characters" />
          </main>
        );
      }`;
    expect(untranslated(code)).toEqual([
      "Every day",
      "Please enter your name",
      "Main area",
      "Welcome back",
      "Saved",
      "Not saved",
      "A rising sun",
      "Use at least 12 characters",
    ]);
  });

  it("accepts words from the catalogs, keys, paths, classes, symbols and numbers", () => {
    const code = `
      const LINKS = [{ labelKey: "layout.nav.pricing", href: "/pricing" }];
      const message = { title: "settings.profile.title", event: "profile-updated" };
      export function Page({ t }: { t: (key: string) => string }) {
        return (
          <main className="mx-auto max-w-xl" aria-label={t("layout.nav.main")}>
            <h1>{t("settings.profile.title")}</h1>
            <p>© 2026 · {42} — {"…"}</p>
            <a href="/es/pricing" title={t("layout.nav.pricing")}>{message.title}</a>
          </main>
        );
      }`;
    expect(untranslated(code)).toEqual([]);
  });
});
