import type { Kysely } from "kysely";
import type { Database, FeedbackTable } from "../../../db/schema.ts";
import { ADMIN_PAGE_SIZE, pageWindow, type Paged } from "./admin-page.ts";

export type FeedbackForStaff = Omit<FeedbackTable, "userId"> & {
  userId: string | null;
  /** The sender's current account e-mail, when the account still exists. */
  senderEmail: string | null;
};

/** Feedback records for the admin page, newest first (PRODUCT.md §1 staff). */
export async function listFeedback(db: Kysely<Database>, requestedPage: number): Promise<Paged<FeedbackForStaff>> {
  const { total } = await db
    .selectFrom("feedback")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const { page, pageCount, offset } = pageWindow(Number(total), requestedPage);
  const rows = await db
    .selectFrom("feedback")
    .leftJoin("user", "user.id", "feedback.userId")
    .selectAll("feedback")
    .select("user.email as senderEmail")
    .orderBy("feedback.timestampUTC", "desc")
    .orderBy("feedback.id", "desc")
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset)
    .execute();
  return { rows, page, pageCount, total: Number(total) };
}
