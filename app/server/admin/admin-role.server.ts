import type { Kysely } from "kysely";
import { data } from "react-router";
import type { Database } from "../../../db/schema.ts";

/** Whether the user holds the staff admin role (granted only by `npm run admin:grant`). */
export async function isAdmin(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom("staffRole").select("role").where("userId", "=", userId).executeTakeFirst();
  return row?.role === "admin";
}

/**
 * Staff pages answer everyone else with 404, not 403, so they do not even reveal that the page
 * exists (SECURITY.md "Access").
 */
export async function requireAdmin(db: Kysely<Database>, userId: string): Promise<void> {
  if (!(await isAdmin(db, userId))) throw data(null, { status: 404 });
}
