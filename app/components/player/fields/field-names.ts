/**
 * The form field names of the answer formats that need more than one plain field (issue 12's
 * player). Shared by the field components and by the server's form reader
 * (server/items/question-view.server.ts), so both sides agree. Every name is distinct per value
 * (`pick.b`, `order.2`) rather than repeated, because actions read forms as plain objects where
 * a repeated field keeps only its last value.
 */
export const PICK_PREFIX = "pick.";
export const ORDER_PREFIX = "order.";
/** The number line's chosen mark: how many steps of 1/ticksPerUnit from the line's start. */
export const TICK_FIELD = "tick";

export const pickName = (choiceId: string) => `${PICK_PREFIX}${choiceId}`;
export const orderName = (position: number) => `${ORDER_PREFIX}${position}`;

/** The choice ids ticked in a multi-select form, in the item's display order. */
export function pickedChoiceIds(fields: Record<string, unknown>, choiceIds: readonly string[]): string[] {
  return choiceIds.filter((id) => {
    const value = fields[pickName(id)];
    return typeof value === "string" && value !== "";
  });
}

/** The order a form gives: `order.0`, `order.1`… up to the number of cards (blank where missing). */
export function orderFromFields(fields: Record<string, unknown>, count: number): string[] {
  const order: string[] = [];
  for (let position = 0; position < count; position += 1) {
    const value = fields[orderName(position)];
    order.push(typeof value === "string" ? value : "");
  }
  // An empty form ("order all" not touched at all) is an empty response, not n blanks.
  return order.every((id) => id === "") ? [] : order;
}

/** The point's position in number-line units, or null when no mark was chosen or it is not a mark. */
export function positionFromTick(
  fields: Record<string, unknown>,
  line: { min: number; max: number; ticksPerUnit: number },
): number | null {
  const raw = fields[TICK_FIELD];
  if (typeof raw !== "string" || !/^\d{1,4}$/.test(raw)) return null;
  const tick = Number(raw);
  // Beyond the line's last mark: kept as a position off the line, so validation says so.
  return line.min + tick / line.ticksPerUnit;
}

/** Marks on a number line, both ends included. */
export function markCount(line: { min: number; max: number; ticksPerUnit: number }): number {
  return Math.round((line.max - line.min) * line.ticksPerUnit) + 1;
}
