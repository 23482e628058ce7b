import { describe, expect, it } from "vitest";
import { THEMES } from "../reading/types.ts";
import { generateItem } from "./registry.ts";
import { count } from "./text.ts";
import { THEME_WORDS } from "./themes.ts";

describe("themes", () => {
  it("gives all twelve themes their own words", () => {
    expect(Object.keys(THEME_WORDS).sort()).toEqual([...THEMES].sort());
    const items = THEMES.map((t) => THEME_WORDS[t].items.map((n) => n.many).join());
    expect(new Set(items).size).toBe(THEMES.length);
    for (const theme of THEMES) {
      const w = THEME_WORDS[theme];
      expect(w.people.length, theme).toBeGreaterThanOrEqual(4);
      expect(w.items.length, theme).toBeGreaterThanOrEqual(3);
      expect(w.groups.length, theme).toBeGreaterThanOrEqual(3);
      expect(w.survey.categories.length, theme).toBe(4);
      expect(w.events.length, theme).toBeGreaterThanOrEqual(2);
    }
  });

  it("makes the same word problem read differently for a soccer fan and a space fan", () => {
    const input = { skillId: "m-3.oa.a.3", seed: 3, difficulty: 2 as const };
    const sports = generateItem({ ...input, theme: "sports" });
    const space = generateItem({ ...input, theme: "space" });
    expect(sports.prompt).not.toBe(space.prompt);
  });

  it("counts nouns grammatically", () => {
    expect(count(1, { one: "starfish", many: "starfish" })).toBe("1 starfish");
    expect(count(1, { one: "box", many: "boxes" })).toBe("1 box");
    expect(count(1200, { one: "box", many: "boxes" })).toBe("1,200 boxes");
  });
});
