import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";

export type AdminRoleChange =
  | { status: "granted" | "already-admin" | "revoked" | "not-admin"; userId: string; email: string }
  | { status: "unknown-email" };

/**
 * Grants or revokes the staff admin role for the account with this e-mail address. The only
 * way the role is ever set (SECURITY.md "Access": granted from the command line, never the web).
 */
export async function changeAdminRole(
  db: Kysely<Database>,
  { email, revoke = false }: { email: string; revoke?: boolean },
  now: Date = new Date(),
): Promise<AdminRoleChange> {
  const user = await db
    .selectFrom("user")
    .select(["id", "email"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.trim().toLowerCase()))
    .executeTakeFirst();
  if (!user) return { status: "unknown-email" };
  const { id: userId, email: accountEmail } = user;
  if (revoke) {
    const deleted = await db.deleteFrom("staffRole").where("userId", "=", userId).executeTakeFirst();
    return { status: deleted.numDeletedRows > 0n ? "revoked" : "not-admin", userId, email: accountEmail };
  }
  const inserted = await db
    .insertInto("staffRole")
    .values({ userId, role: "admin", grantedAt: now.toISOString() })
    .onConflict((conflict) => conflict.column("userId").doNothing())
    .executeTakeFirst();
  return {
    status: (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n ? "granted" : "already-admin",
    userId,
    email: accountEmail,
  };
}
