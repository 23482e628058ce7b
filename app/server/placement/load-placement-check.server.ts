import type { Kysely, Transaction } from "kysely";
import type { Database, PlacementCheckTable } from "../../../db/schema.ts";
import type { PlacementSubject } from "./placement-bank.server.ts";

export type PlacementCheckRow = PlacementCheckTable;

/** The child's check in a subject, or undefined. The caller has found the child with findMember. */
export async function loadPlacementCheck(
  db: Kysely<Database> | Transaction<Database>,
  childId: string,
  subject: PlacementSubject,
): Promise<PlacementCheckRow | undefined> {
  return db
    .selectFrom("placementCheck")
    .selectAll()
    .where("childId", "=", childId)
    .where("subject", "=", subject)
    .executeTakeFirst();
}

export function isPlacementSubject(value: unknown): value is PlacementSubject {
  return value === "math" || value === "reading";
}
