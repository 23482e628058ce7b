import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Spanish page copy (content/pages/es, issue 19) keeps the English page's sections: the same
 * number of `##` and `###` headings in the same order of levels, and a title and description.
 */
const PAGES = join(import.meta.dirname, "../../content/pages");

function headingLevels(markdown: string): string[] {
  return markdown
    .split("\n")
    .filter((line) => /^#{2,3} /.test(line))
    .map((line) => line.split(" ")[0]!);
}

describe("Spanish page copy", () => {
  const spanish = readdirSync(join(PAGES, "es")).filter((file) => file.endsWith(".md"));

  it("has the printable activity pages", () => {
    expect(spanish).toEqual(
      expect.arrayContaining(["math-activities.md", "reading-activities.md", "science-activities.md"]),
    );
  });

  it.each(spanish)("%s has the English page's sections and its own front matter", (file) => {
    const english = readFileSync(join(PAGES, file), "utf8");
    const translated = readFileSync(join(PAGES, "es", file), "utf8");
    expect(headingLevels(translated)).toEqual(headingLevels(english));
    expect(translated).toMatch(/^---\ntitle: ".+"\n/);
    // Links to our own pages stay in Spanish.
    expect(translated).not.toMatch(/\]\(\/(?!es\/)[a-z]/);
  });
});
