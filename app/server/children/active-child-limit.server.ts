import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { MAX_ACTIVE_CHILDREN } from "./child-form.ts";

/**
 * Whether the family has room for one more active child (PRODUCT.md §7). Call it inside the
 * transaction that adds or unarchives the child: touching the family row first locks it (a row
 * lock on PostgreSQL, the write lock on SQLite), so two requests at once cannot both pass.
 */
export async function hasRoomForActiveChild(trx: Transaction<Database> | Kysely<Database>, familyId: string) {
  await trx.updateTable("family").set({ updatedAt: new Date().toISOString() }).where("id", "=", familyId).execute();
  const { count } = await trx
    .selectFrom("child")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("familyId", "=", familyId)
    .where("archivedAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(count) < MAX_ACTIVE_CHILDREN;
}
