/**
 * What a child sees of an item, and how a submitted form becomes a response. Shared by the
 * landing page's sample question and the STAAR-style practice check (and later the activity
 * player). The view never contains the answer.
 */
import { plainText } from "../../../core/items/text.ts";
import type { Item, ItemResponse } from "../../../core/items/types.ts";
import { orderFromFields, pickedChoiceIds, positionFromTick } from "../../components/player/fields/field-names.ts";

export type QuestionView = {
  format: Item["format"];
  prompt: string;
  figure: { svg: string; description: string } | null;
  choices: { id: string; text: string }[];
  comparison: { left: string; right: string } | null;
  /** A number-line item's line (not its answer): the player lays its marks out as choices. */
  numberLine?: { min: number; max: number; ticksPerUnit: number } | null;
  /** The typed answer may be negative (the answer's `min` is below 0): the field must offer a minus sign. */
  signed: boolean;
};

function allowsNegative(answer: Item["answer"]): boolean {
  if (answer.format === "integer" || answer.format === "decimal") return answer.min < 0;
  if (answer.format === "fraction") return (answer.min ?? 0) < 0;
  return false;
}

/**
 * Formats the practice check and the landing page's sample question serve: one plain field each
 * (answer, choiceId, symbol). The child's player (issue 12) answers every format
 * (PLAYER_FORMATS): multi-select, ordering and the number line have their own fields
 * (components/player/fields), which work without JavaScript too.
 */
export const FORM_FORMATS = new Set<Item["format"]>([
  "integer",
  "decimal",
  "fraction",
  "multiple-choice",
  "comparison",
  "expression",
]);

export const PLAYER_FORMATS = new Set<Item["format"]>([
  ...FORM_FORMATS,
  "multi-select",
  "ordering",
  "number-line-point",
]);

export function questionView(item: Item): QuestionView {
  return {
    format: item.format,
    prompt: plainText(item.prompt),
    figure: item.figure ?? null,
    choices: (item.choices ?? []).map((choice) => ({ id: choice.id, text: plainText(choice.text) })),
    comparison:
      item.answer.format === "comparison"
        ? { left: plainText(item.answer.left), right: plainText(item.answer.right) }
        : null,
    signed: allowsNegative(item.answer),
    numberLine:
      item.answer.format === "number-line-point"
        ? { min: item.answer.min, max: item.answer.max, ticksPerUnit: item.answer.ticksPerUnit }
        : null,
  };
}

/** The response in a submitted form's fields (see QuestionFields), for the item's format. */
export function responseFromFields(item: Item, fields: Record<string, unknown>): ItemResponse {
  const text = typeof fields.answer === "string" ? fields.answer : "";
  switch (item.format) {
    case "multiple-choice":
      return {
        format: "multiple-choice",
        choiceId: typeof fields.choiceId === "string" && fields.choiceId ? fields.choiceId : null,
      };
    case "comparison":
      return { format: "comparison", symbol: typeof fields.symbol === "string" ? fields.symbol : "" };
    case "integer":
    case "decimal":
    case "fraction":
    case "expression":
      return { format: item.format, text };
    case "multi-select":
      return {
        format: "multi-select",
        choiceIds: pickedChoiceIds(
          fields,
          (item.choices ?? []).map((c) => c.id),
        ),
      };
    case "ordering":
      return { format: "ordering", order: orderFromFields(fields, item.choices?.length ?? 0) };
    case "number-line-point":
      return {
        format: "number-line-point",
        position: item.answer.format === "number-line-point" ? positionFromTick(fields, item.answer) : null,
      };
  }
}
