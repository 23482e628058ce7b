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
    expect(andFriends("Jamal", 1)).toBe("Jamal and a friend");
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

describe("noun from its plural", () => {
  it("finds the singular, irregular ones too", async () => {
    const { noun, count } = await import("./language.ts");
    expect(noun("rows").one).toBe("row");
    expect(noun("inches").one).toBe("inch");
    expect(noun("boxes").one).toBe("box");
    expect(noun("strawberries").one).toBe("strawberry");
    expect(noun("feet").one).toBe("foot");
    expect(noun("pieces").one).toBe("piece");
    expect(noun("tomatoes").one).toBe("tomato");
    expect(count("\\(1\\)", noun("hundreds"))).toBe("\\(1\\) hundred");
  });
});

describe("polishText, the language layer's last pass", () => {
  it("puts counts of one, fractions of a unit and articles right, and leaves math alone", async () => {
    const { makePolisher, polishText } = await import("./language.ts");
    expect(polishText("So \\(6 ÷ 6 = 1\\) meters, and 1 rows of 1 inches.")).toBe(
      "So \\(6 ÷ 6 = 1\\) meter, and 1 row of 1 inch.",
    );
    expect(polishText("Pour 4/10 liters, then \\(3/4\\) cups, then 1 1/2 cups and 5/4 cups.")).toBe(
      "Pour 4/10 liter, then \\(3/4\\) cup, then 1 1/2 cups and 5/4 cups.",
    );
    expect(polishText("A 8% tax on a 11-pound bag in a attic costs a $8 fee.")).toBe(
      "An 8% tax on an 11-pound bag in an attic costs a $8 fee.",
    );
    expect(polishText("Point A is at the start. If a is 3 and a + b = 5, 3 × 1 pieces.")).toBe(
      "Point A is at the start. If a is 3 and a + b = 5, 3 × 1 pieces.",
    );
    expect(polishText("Jamal and 1 friends , with  2 bags .")).toBe("Jamal and 1 friend, with 2 bags.");
    expect(makePolisher([{ one: "jersey", many: "jerseys" }])("1 jerseys")).toBe("1 jersey");
  });

  it("puts things on a plate or a tray, not in it", async () => {
    const { polishText } = await import("./language.ts");
    expect(polishText("Mia puts 30% of them in a plate. How many go in the plate?")).toBe(
      "Mia puts 30% of them on a plate. How many go on the plate?",
    );
    expect(polishText("She packs 12 muffins into 4 trays, 3 in each tray, in the box.")).toBe(
      "She packs 12 muffins onto 4 trays, 3 on each tray, in the box.",
    );
  });
});
