import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { hasRoomForActiveChild } from "./active-child-limit.server.ts";
import { childActivity } from "./child-retention.ts";

export type SetChildArchivedResult = { status: "done" } | { status: "not-found" } | { status: "limit-reached" };

/**
 * Archives a child (hidden from the dashboard, data kept) or brings one back. Bringing one back
 * needs room under the family's limit of active children.
 */
export async function setChildArchived(
  db: Kysely<Database>,
  familyId: string,
  childId: string,
  archived: boolean,
  now: Date = new Date(),
): Promise<SetChildArchivedResult> {
  return db.transaction().execute(async (trx): Promise<SetChildArchivedResult> => {
    const child = await trx
      .selectFrom("child")
      .select("archivedAt")
      .where("id", "=", childId)
      .where("familyId", "=", familyId)
      .executeTakeFirst();
    if (!child) return { status: "not-found" };
    if ((child.archivedAt !== null) === archived) return { status: "done" };
    if (!archived && !(await hasRoomForActiveChild(trx, familyId))) return { status: "limit-reached" };
    await trx
      .updateTable("child")
      .set({ archivedAt: archived ? now.toISOString() : null, ...childActivity(now) })
      .where("id", "=", childId)
      .where("familyId", "=", familyId)
      .execute();
    return { status: "done" };
  });
}
