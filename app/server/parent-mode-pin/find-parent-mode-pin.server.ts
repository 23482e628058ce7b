import type { AppServices } from "../../context.ts";

export type PinStatus = { hasPin: false } | { hasPin: true; updatedAt: string; lockedForSeconds: number | null };

/** Whether the family has a PIN and whether it is locked now (never the hash). */
export async function findParentModePinStatus(
  services: Pick<AppServices, "database">,
  familyId: string,
  now: Date = new Date(),
): Promise<PinStatus> {
  const row = await services.database.db
    .selectFrom("parentModePin")
    .select(["updatedAt", "lockedUntil"])
    .where("familyId", "=", familyId)
    .executeTakeFirst();
  if (!row) return { hasPin: false };
  const remaining = row.lockedUntil ? new Date(row.lockedUntil).getTime() - now.getTime() : 0;
  return {
    hasPin: true,
    updatedAt: row.updatedAt,
    lockedForSeconds: remaining > 0 ? Math.ceil(remaining / 1000) : null,
  };
}
