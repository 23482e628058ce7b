/**
 * The harness checks every key independently; this checks that the words a child reads agree with
 * the key too: each worked solution's answer line states the keyed answer, and nothing in the
 * prompt, hints or solution shows a raw floating-point artefact (0.30000000000000004).
 */
import { describe, expect, it } from "vitest";
import { THEMES } from "../../../reading/types.ts";
import { gcd } from "../../numbers.ts";
import { generateItem } from "../../registry.ts";
import { formatNumber, mixedText, plainText } from "../../text.ts";
import type { Item } from "../../types.ts";
import { DIFFICULTIES } from "../../types.ts";
import { grade5Generators } from "./index.ts";

/** The forms in which the solution's answer line may state the key. */
function keyForms(item: Item): string[] {
  const a = item.answer;
  switch (a.format) {
    case "integer":
      return [formatNumber(a.value), String(a.value)];
    case "decimal":
      return [String(a.value), formatNumber(Math.trunc(a.value)) + String(a.value).replace(/^\d+/, "")];
    case "fraction": {
      const g = gcd(a.value.n, a.value.d) || 1;
      const [n, d] = [a.value.n / g, a.value.d / g];
      return [mixedText(n, d), `${n}/${d}`];
    }
    case "multiple-choice":
      return [plainText(item.choices?.find((c) => c.id === a.choiceId)?.text ?? "?")];
    case "ordering":
      return [a.order.map((id) => plainText(item.choices?.find((c) => c.id === id)?.text ?? "?")).join(", ")];
    case "multi-select":
      return [
        (item.choices ?? [])
          .filter((c) => a.choiceIds.includes(c.id))
          .map((c) => plainText(c.text))
          .join(", "),
      ];
    case "comparison":
      return [a.symbol];
    default:
      return [];
  }
}

describe.each(Object.keys(grade5Generators))("grade-5 wording %s", (skillId) => {
  it("states the key in the solution and shows no floating-point noise", () => {
    const problems: string[] = [];
    for (const difficulty of DIFFICULTIES)
      for (let seed = 0; seed < 60; seed++) {
        const theme = THEMES[seed % THEMES.length] ?? "animals";
        const item = generateItem({ skillId, seed, difficulty, theme });
        const said = plainText(item.solution.answer);
        const forms = keyForms(item);
        if (forms.length > 0 && !forms.some((f) => said.includes(f)))
          problems.push(`${item.id}: solution says "${said}", key is ${forms.join(" or ")}`);
        const text = [item.prompt, ...item.hints, ...item.solution.steps, said].join(" ");
        if (/\d\.\d*(0000|9999)\d/.test(text)) problems.push(`${item.id}: floating-point noise in "${text}"`);
        if (problems.length >= 5) break;
      }
    expect(problems).toEqual([]);
  });
});
