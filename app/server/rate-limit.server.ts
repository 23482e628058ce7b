/**
 * Fixed-window rate limits whose counters live in the database, so every app server shares them
 * and a restart does not reset them (SECURITY.md "Brute force").
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export type RateLimitRule = { limit: number; windowMs: number };
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

export async function consumeRateLimit(
  db: Kysely<Database>,
  key: string,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const nowIso = now.toISOString();
  const freshExpiry = new Date(now.getTime() + rule.windowMs).toISOString();
  // One atomic statement: concurrent requests on any server can never both see the old count.
  // In an UPDATE every SET expression reads the row as it was, so the three CASEs agree.
  const row = await db
    .insertInto("rateLimitBucket")
    .values({ key, windowStart: nowIso, hits: 1, expiresAt: freshExpiry })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => {
        const open = eb("rateLimitBucket.expiresAt", ">", nowIso);
        return {
          hits: eb
            .case()
            .when(open)
            .then(eb("rateLimitBucket.hits", "+", 1))
            .else(sql<number>`1`)
            .end(),
          windowStart: eb.case().when(open).then(eb.ref("rateLimitBucket.windowStart")).else(nowIso).end(),
          expiresAt: eb.case().when(open).then(eb.ref("rateLimitBucket.expiresAt")).else(freshExpiry).end(),
        };
      }),
    )
    .returning(["hits", "expiresAt"])
    .executeTakeFirstOrThrow();
  const allowed = row.hits <= rule.limit;
  return {
    allowed,
    remaining: Math.max(0, rule.limit - row.hits),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((new Date(row.expiresAt).getTime() - now.getTime()) / 1000)),
  };
}

/**
 * Reads a counter without counting: for budgets that only failures spend (a wrong password), the
 * check comes before the attempt and the count after it.
 */
export async function peekRateLimit(
  db: Kysely<Database>,
  key: string,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const row = await db
    .selectFrom("rateLimitBucket")
    .select(["hits", "expiresAt"])
    .where("key", "=", key)
    .executeTakeFirst();
  const expiresAt = row ? new Date(row.expiresAt).getTime() : 0;
  if (!row || expiresAt <= now.getTime()) return { allowed: true, remaining: rule.limit, retryAfterSeconds: 0 };
  const allowed = row.hits < rule.limit;
  return {
    allowed,
    remaining: Math.max(0, rule.limit - row.hits),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((expiresAt - now.getTime()) / 1000)),
  };
}

/** Drops expired counters; run from time to time so the table stays small. */
export async function pruneRateLimits(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  await db.deleteFrom("rateLimitBucket").where("expiresAt", "<", now.toISOString()).execute();
}
