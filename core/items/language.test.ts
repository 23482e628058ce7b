import { describe, expect, it } from "vitest";
import { andFriends, article, count, formatNumber, isSingular, measure, possessive, takesAn } from "./language.ts";

describe("the language layer", () => {
  it("counts nouns and units in the right number", () => {
    const row = { one: "row", many: "rows" };
    expect(count(1, row)).toBe("1 row");
    expect(count(3, row)).toBe("3 rows");
    expect(count(1200, row)).toBe("1,200 rows");
    expect(measure(1, "inch")).toBe("1 inch");
    expect(measure(2, "foot")).toBe("2 feet");
    expect(measure("3/4", "cup")).toBe("3/4 cup");
    expect(measure("4/10", "liter")).toBe("4/10 liter");
    expect(measure("1 1/2", "cup")).toBe("1 1/2 cups");
    expect(measure("5/4", "cup")).toBe("5/4 cups");
    expect(measure(2.5, "meter")).toBe("2.5 meters");
    expect(isSingular("1.0")).toBe(true);
    expect(andFriends("Jamal", 1)).toBe("Jamal and 1 friend");
    expect(andFriends("Jamal", 3)).toBe("Jamal and 3 friends");
  });

  it("chooses a or an by sound, numbers included", () => {
    expect(article("8% sales tax")).toBe("an 8% sales tax");
    expect(article("attic")).toBe("an attic");
    expect(article("unit")).toBe("a unit");
    expect(article("hour")).toBe("an hour");
    expect(article("11-year-old")).toBe("an 11-year-old");
    expect(article("18")).toBe("an 18");
    expect(article("110")).toBe("a 110");
    expect(article("11,000")).toBe("an 11,000");
    expect(article("80")).toBe("an 80");
    expect(article("$8 ticket")).toBe("a $8 ticket");
    expect(article("one-step problem")).toBe("a one-step problem");
    expect(takesAn("F")).toBe(true);
    expect(takesAn("B")).toBe(false);
  });

  it("writes possessives and numbers", () => {
    expect(possessive("Mei")).toBe("Mei's");
    expect(possessive("James")).toBe("James's");
    expect(possessive("players")).toBe("players'");
    expect(formatNumber(1234.5)).toBe("1,234.5");
    expect(formatNumber(0.12345)).toBe("0.12345");
    expect(formatNumber(-4500)).toBe("-4,500");
  });
});
