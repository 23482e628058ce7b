import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../db/ids.ts";
import { toJson } from "../../db/type-parity.ts";
import { insertTestParent } from "../../tests/setup/factories.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../../tests/setup/test-database.ts";
import { enforceRetention, RETENTION_DAYS } from "./enforce-retention.server.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

describe.each(testDialects())("retention on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const db = database.db;
    for (const age of [RETENTION_DAYS.practiceCheck + 1, RETENTION_DAYS.practiceCheck - 1]) {
      await db
        .insertInto("practiceCheck")
        .values({
          id: newId(),
          grade: 3,
          subject: "math",
          theme: "space",
          stateJson: toJson({}),
          pendingShownAt: null,
          createdAt: daysAgo(age),
          updatedAt: daysAgo(age),
          completedAt: null,
        })
        .execute();
    }
    for (const age of [RETENTION_DAYS.pageView + 1, 10]) {
      await db
        .insertInto("pageView")
        .values({
          id: newId(),
          path: "/",
          title: "Home",
          utmSource: null,
          utmMedium: null,
          utmCampaign: null,
          utmTerm: null,
          utmContent: null,
          createdAt: daysAgo(age),
        })
        .execute();
    }
    for (const age of [RETENTION_DAYS.contactMessage + 1, 100]) {
      await db
        .insertInto("contactMessage")
        .values({
          id: newId(),
          name: "A",
          email: "a@example.com",
          topic: "general",
          message: "Hello there, team.",
          createdAt: daysAgo(age),
          emailedAt: null,
        })
        .execute();
    }
    await db
      .insertInto("rateLimitBucket")
      .values({ key: "old", windowStart: daysAgo(1), hits: 3, expiresAt: daysAgo(0.5) })
      .execute();
    await db
      .insertInto("rateLimitBucket")
      .values({
        key: "live",
        windowStart: NOW.toISOString(),
        hits: 1,
        expiresAt: new Date(NOW.getTime() + 60_000).toISOString(),
      })
      .execute();
    // Claims of scheduled family e-mails: one past the retention period, one a day short of it.
    const parent = await insertTestParent(db, { consented: true });
    for (const [key, age] of [
      ["old", RETENTION_DAYS.scheduledEmail + 1],
      ["recent", RETENTION_DAYS.scheduledEmail - 1],
    ] as const) {
      await db
        .insertInto("scheduledEmail")
        .values({
          id: newId(),
          kind: "weekly",
          key,
          userId: parent.userId,
          familyId: parent.familyId,
          unsubscribeTokenHash: `hash-${key}`,
          claimedAt: daysAgo(age),
          sentAt: daysAgo(age),
        })
        .execute();
    }
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("deletes exactly the records past their retention period, and is idempotent", async () => {
    expect(await enforceRetention(database.db, NOW)).toEqual({
      practiceCheck: 1,
      pageView: 1,
      contactMessage: 1,
      rateLimitBucket: 1,
      scheduledEmail: 1,
    });
    expect(await enforceRetention(database.db, NOW)).toEqual({
      practiceCheck: 0,
      pageView: 0,
      contactMessage: 0,
      rateLimitBucket: 0,
      scheduledEmail: 0,
    });
    expect(await database.db.selectFrom("practiceCheck").select("id").execute()).toHaveLength(1);
    expect(await database.db.selectFrom("pageView").select("id").execute()).toHaveLength(1);
    expect(await database.db.selectFrom("contactMessage").select("id").execute()).toHaveLength(1);
    expect((await database.db.selectFrom("rateLimitBucket").select("key").execute()).map((row) => row.key)).toEqual([
      "live",
    ]);
    expect((await database.db.selectFrom("scheduledEmail").select("key").execute()).map((row) => row.key)).toEqual([
      "recent",
    ]);
  });
});
