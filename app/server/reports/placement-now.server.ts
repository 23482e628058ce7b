/**
 * The day-30 report's "now" strands (decision 0029): the placement engine's result over the
 * answers of the child's day-30 re-measure in a daily session (app/server/sessions/check-parts.server.ts),
 * or null when there is none yet. A re-measure cut short still counts: its ranges are simply wider,
 * so the report's label says "inside measurement error" rather than claim a change.
 */
import type { Kysely } from "kysely";
import { placementResult, type PlacementResult } from "../../../core/engine/index.ts";
import type { Database } from "../../../db/schema.ts";
import { readActivityState } from "../sessions/session-parts.ts";

export async function loadPlacementNow(
  db: Kysely<Database>,
  childId: string,
  subject: string,
): Promise<PlacementResult | null> {
  const rows = await db
    .selectFrom("sessionActivity")
    .select("stateJson")
    .where("childId", "=", childId)
    .where("subject", "=", subject)
    .where("kind", "=", "re-measure")
    .where("answered", ">", 0)
    .orderBy("updatedAt", "desc")
    .execute();
  for (const row of rows) {
    const state = readActivityState(row.stateJson);
    if (state?.kind !== "re-measure") continue;
    const result = placementResult(state.placement);
    if (result.ok) return result.value;
  }
  return null;
}
