/**
 * README's content catalogue (skill counts, open findings, example items) is generated from the
 * code: this fails when a generator or the baseline changed and `npm run items -- --catalogue
 * --update-readme` was not run, so the README never shows items the generators no longer write.
 */
import fs from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { catalogueMarkdown, EXAMPLE_SKILLS, withCatalogue } from "./catalogue.ts";
import { generateItem } from "./registry.ts";
import { plainText } from "./text.ts";

const README = path.join(import.meta.dirname, "../../README.md");

describe("README content catalogue", () => {
  it("is the one the code generates now (npm run items -- --catalogue --update-readme)", async () => {
    const text = fs.readFileSync(README, "utf8");
    const updated = withCatalogue(text, catalogueMarkdown());
    expect(updated).not.toBeNull();
    const options = (await prettier.resolveConfig(README)) ?? {};
    const expected = await prettier.format(updated ?? "", { ...options, filepath: README });
    // Compare the catalogue sections only, so a message names what drifted.
    const section = (t: string) => t.slice(t.indexOf("<!-- catalogue:start"), t.indexOf("<!-- catalogue:end"));
    expect(section(text)).toBe(section(expected));
  });

  it("shows each example skill's current item", () => {
    const text = fs.readFileSync(README, "utf8");
    for (const skillId of EXAMPLE_SKILLS) {
      const item = generateItem({ skillId, seed: 0, difficulty: 2, theme: "sports" });
      const words = plainText(item.prompt).replace(/\|/g, "\\|").replace(/\s+/g, " ").trim().slice(0, 40);
      expect(text).toContain(words);
    }
  });
});
