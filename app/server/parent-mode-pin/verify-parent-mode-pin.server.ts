import { sql } from "kysely";
import type { AppServices } from "../../context.ts";
import { PIN_LOCK_SECONDS, PIN_MAX_ATTEMPTS } from "./pin-forms.ts";
import { verifyPin } from "./pin-hash.server.ts";

export { PIN_LOCK_SECONDS, PIN_MAX_ATTEMPTS };

export type PinCheck =
  | { status: "right" }
  | { status: "wrong"; attemptsLeft: number }
  | { status: "locked"; retryAfterSeconds: number }
  | { status: "no-pin" };

/**
 * Checks a parent-mode PIN (the child-mode exit, and "Check my PIN" in settings).
 *
 * Each try first claims one of the 5 attempts in a single UPDATE (the row's WHERE refuses a claim
 * while the PIN is locked), and only then compares the hash. Concurrent wrong tries therefore can
 * never get past 5: the database hands out at most 5 claims, on SQLite and PostgreSQL alike. The
 * claim that uses up the 5th attempt sets the lock at once, so a crash before the comparison
 * cannot leave the counter stuck without a lock; a right PIN then lifts it again.
 */
export async function verifyParentModePin(
  services: Pick<AppServices, "database">,
  familyId: string,
  pin: string,
  now: Date = new Date(),
): Promise<PinCheck> {
  const db = services.database.db;
  const nowIso = now.toISOString();
  const lockIso = new Date(now.getTime() + PIN_LOCK_SECONDS * 1000).toISOString();
  const lockOver = sql<boolean>`${sql.ref("lockedUntil")} <= ${nowIso}`;

  const claim = await db
    .updateTable("parentModePin")
    .set({
      // A lock that has run out starts a fresh count with this try.
      failedAttempts: sql<number>`case when ${lockOver} then 1 else ${sql.ref("failedAttempts")} + 1 end`,
      // The ELSE branch is always NULL here (see the WHERE) but gives PostgreSQL the column's type.
      lockedUntil: sql<
        string | null
      >`case when ${lockOver} then null when ${sql.ref("failedAttempts")} + 1 >= ${PIN_MAX_ATTEMPTS} then ${lockIso} else ${sql.ref("lockedUntil")} end`,
    })
    .where("familyId", "=", familyId)
    .where((eb) =>
      eb.or([eb.and([eb("lockedUntil", "is", null), eb("failedAttempts", "<", PIN_MAX_ATTEMPTS)]), lockOver]),
    )
    .returning(["pinHash", "failedAttempts"])
    .executeTakeFirst();

  if (!claim) {
    const row = await db
      .selectFrom("parentModePin")
      .select("lockedUntil")
      .where("familyId", "=", familyId)
      .executeTakeFirst();
    if (!row) return { status: "no-pin" };
    const until = row.lockedUntil ? new Date(row.lockedUntil).getTime() : now.getTime() + PIN_LOCK_SECONDS * 1000;
    return { status: "locked", retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
  }

  if (await verifyPin(claim.pinHash, pin)) {
    await db
      .updateTable("parentModePin")
      .set({ failedAttempts: 0, lockedUntil: null })
      .where("familyId", "=", familyId)
      .execute();
    return { status: "right" };
  }
  if (claim.failedAttempts >= PIN_MAX_ATTEMPTS) return { status: "locked", retryAfterSeconds: PIN_LOCK_SECONDS };
  return { status: "wrong", attemptsLeft: PIN_MAX_ATTEMPTS - claim.failedAttempts };
}
