import type { Kysely, Selectable } from "kysely";
import type { ContactMessageTable, Database } from "../../../db/schema.ts";
import { ADMIN_PAGE_SIZE, pageWindow, type Paged } from "./admin-page.ts";

/** Contact-form messages for the admin page, newest first (PRODUCT.md §1 staff). */
export async function listContactMessages(
  db: Kysely<Database>,
  requestedPage: number,
): Promise<Paged<Selectable<ContactMessageTable>>> {
  const { total } = await db
    .selectFrom("contactMessage")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const { page, pageCount, offset } = pageWindow(Number(total), requestedPage);
  const rows = await db
    .selectFrom("contactMessage")
    .selectAll()
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset)
    .execute();
  return { rows, page, pageCount, total: Number(total) };
}
