import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../tests/setup/test-database.ts";
import { consumeRateLimit, pruneRateLimits } from "./rate-limit.server.ts";

describe.each(testDialects())("rate limits on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const rule = { limit: 3, windowMs: 10_000 };
  const start = new Date("2026-11-21T10:00:00.000Z");
  const at = (ms: number) => new Date(start.getTime() + ms);

  it("allows up to the limit, refuses the next with a retry time, and resets after the window", async () => {
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await consumeRateLimit(database.db, "contact:1.2.3.4", rule, at(i * 1000)));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBe(7);
    expect((await consumeRateLimit(database.db, "contact:1.2.3.4", rule, at(10_001))).allowed).toBe(true);
  });

  it("keeps separate counters per key", async () => {
    for (let i = 0; i < 3; i++) await consumeRateLimit(database.db, "contact:a", rule, start);
    expect((await consumeRateLimit(database.db, "contact:a", rule, start)).allowed).toBe(false);
    expect((await consumeRateLimit(database.db, "contact:b", rule, start)).allowed).toBe(true);
  });

  it("counts concurrent requests exactly", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        consumeRateLimit(database.db, "signin:burst", { limit: 5, windowMs: 60_000 }, start),
      ),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it("prunes expired counters", async () => {
    await pruneRateLimits(database.db, at(120_000));
    expect(await database.db.selectFrom("rateLimitBucket").selectAll().execute()).toEqual([]);
  });
});
