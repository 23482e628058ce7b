/**
 * The data layer behaves the same on SQLite and PostgreSQL: what the services write is what they
 * read back, on both. Runs on SQLite always and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../tests/setup/test-database.ts";
import { columnTypes } from "./column-types.ts";
import { migrateToLatest } from "./migrate.ts";
import { MIGRATIONS } from "./migrations/index.ts";
import { newId } from "./ids.ts";
import { SqliteTypeParityPlugin, toJson } from "./type-parity.ts";

type SampleTable = {
  id: string;
  label: string;
  isActive: boolean;
  settingsJson: unknown;
  createdAt: string;
  score: number;
};

const UNICODE_SAMPLES = [
  "Zoë ☀️ 🦕 naïve café",
  "\u200bzero\u200dwidth\u2060joins",
  "right-to-left \u202eoverride\u202c and עברית with العربية",
  "x".repeat(10_000),
  "combining e\u0301 and 漢字 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
];

describe.each(testDialects())("database conformance on %s", (kind) => {
  let database: TestDatabase;
  let db: Kysely<{ sample: SampleTable }>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const plain = database.db as unknown as Kysely<{ sample: SampleTable }>;
    // The sample table's boolean and JSON columns are registered with the parity plugin like real ones.
    db = kind === "sqlite" ? plain.withPlugin(new SqliteTypeParityPlugin(["isActive"], ["settingsJson"])) : plain;
    const type = columnTypes(plain);
    await plain.schema
      .createTable("sample")
      .addColumn("id", type.id, (column) => column.primaryKey())
      .addColumn("label", type.text, (column) => column.notNull())
      .addColumn("isActive", type.boolean, (column) => column.notNull())
      .addColumn("settingsJson", type.json, (column) => column.notNull())
      .addColumn("createdAt", type.timestamp, (column) => column.notNull())
      .addColumn("score", type.integer, (column) => column.notNull())
      .execute();
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it("applies every migration, and running them again changes nothing", async () => {
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toContain("rateLimitBucket");
    expect(await migrateToLatest(database.db)).toEqual([]);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS));
  });

  it("round-trips booleans, JSON, timestamps, integers and unicode text identically", async () => {
    const rows: SampleTable[] = UNICODE_SAMPLES.map((label, index) => ({
      id: newId(),
      label,
      isActive: index % 2 === 0,
      settingsJson: { nested: { list: [1, "two", null, true] }, label, index },
      createdAt: new Date(Date.UTC(2026, 0, 1 + index, 12, 30, 15, 250)).toISOString(),
      score: 7 - index * 1000,
    }));
    for (const row of rows) {
      await db
        .insertInto("sample")
        .values({ ...row, settingsJson: toJson(row.settingsJson) })
        .execute();
    }
    const stored = await db.selectFrom("sample").selectAll().orderBy("createdAt").execute();
    expect(stored).toEqual(rows);
  });

  it("round-trips a JSON array at the top level", async () => {
    const id = newId();
    const list = [{ skill: "m-3.nf.a.1" }, 2, "three"];
    await db
      .insertInto("sample")
      .values({
        id,
        label: "array",
        isActive: false,
        settingsJson: toJson(list),
        createdAt: "2026-02-01T00:00:00.000Z",
        score: 0,
      })
      .execute();
    const row = await db.selectFrom("sample").select("settingsJson").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.settingsJson).toEqual(list);
  });

  it("compares ISO timestamps as time", async () => {
    const later = await db
      .selectFrom("sample")
      .select("label")
      .where("createdAt", ">", "2026-01-04T00:00:00.000Z")
      .orderBy("createdAt")
      .execute();
    expect(later.map((row) => row.label)).toEqual([UNICODE_SAMPLES[3], UNICODE_SAMPLES[4], "array"]);
  });

  it("filters on booleans the same way", async () => {
    const active = await db.selectFrom("sample").select("id").where("isActive", "=", true).execute();
    expect(active).toHaveLength(3);
  });

  it("rolls a failed transaction back completely", async () => {
    const id = newId();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto("sample")
          .values({
            id,
            label: "rolled back",
            isActive: true,
            settingsJson: "{}",
            createdAt: "2026-03-01T00:00:00.000Z",
            score: 1,
          })
          .execute();
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await db.selectFrom("sample").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
  });

  it("enforces primary keys, and upserts the same way", async () => {
    const values = {
      key: "limit:test",
      windowStart: "2026-01-01T00:00:00.000Z",
      hits: 1,
      expiresAt: "2026-01-01T00:01:00.000Z",
    };
    await database.db.insertInto("rateLimitBucket").values(values).execute();
    await expect(database.db.insertInto("rateLimitBucket").values(values).execute()).rejects.toThrow();
    await database.db
      .insertInto("rateLimitBucket")
      .values(values)
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet((eb) => ({ hits: eb("rateLimitBucket.hits", "+", 1) })),
      )
      .execute();
    const row = await database.db.selectFrom("rateLimitBucket").selectAll().executeTakeFirstOrThrow();
    expect(row).toEqual({ ...values, hits: 2 });
  });

  it("answers a ping", async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
