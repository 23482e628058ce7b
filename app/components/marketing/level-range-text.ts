import type { Translate } from "../../i18n/message-format.ts";
import type { LevelRange } from "../../server/practice-check/level-range.ts";

/** "grade 3.4" in the page's language. */
export function gradeText(t: Translate, level: number): string {
  return t("marketing.check.grade", { level: level.toFixed(1) });
}

/** A range said honestly: an edge of the scale is said as an edge, never as a point (level-range.ts). */
export function rangeText(t: Translate, range: LevelRange): string {
  switch (range.kind) {
    case "between":
      return t("marketing.check.range.between", { low: gradeText(t, range.low), high: gradeText(t, range.high) });
    case "up-to":
      return t("marketing.check.range.upTo", { high: gradeText(t, range.high) });
    case "below":
      return t("marketing.check.range.below", { floor: range.floor });
    case "from":
      return t("marketing.check.range.from", { low: gradeText(t, range.low) });
    case "above":
      return t("marketing.check.range.above", { ceiling: range.ceiling });
  }
}
