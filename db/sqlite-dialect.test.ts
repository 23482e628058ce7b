/**
 * Write transactions take SQLite's write lock when they begin (decision 0034), so a
 * read-then-write transaction cannot be overtaken by another connection's commit. Two
 * connections to one file stand in for two server processes: each `DatabaseSync` is its own
 * SQLite connection, exactly as in another process.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NodeSqliteDatabase, openSqlite } from "./sqlite-adapter.ts";
import { ImmediateSqliteDialect } from "./sqlite-dialect.ts";

type Counters = { counter: { name: string; value: number } };

let directory: string;
let file: string;
let other: DatabaseSync;
const opened: Kysely<Counters>[] = [];

function kysely(dialect: "immediate" | "deferred"): Kysely<Counters> {
  const database = new NodeSqliteDatabase(openSqlite({ path: file }));
  const db = new Kysely<Counters>({
    dialect: dialect === "immediate" ? new ImmediateSqliteDialect({ database }) : new SqliteDialect({ database }),
  });
  opened.push(db);
  return db;
}

/** The other "process" writes one row; with a short busy timeout so a held lock shows quickly. */
function otherWrites(name: string): void {
  other.prepare("insert into counter (name, value) values (?, 1)").run(name);
}

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), "brightpath-sqlite-dialect-"));
  file = path.join(directory, "app.db");
  other = openSqlite({ path: file, busyTimeoutMs: 50 });
  other.exec("create table counter (name text primary key, value integer not null)");
  other.exec("insert into counter (name, value) values ('answers', 0)");
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
  other.close();
  rmSync(directory, { recursive: true, force: true });
});

const readValue = async (db: Kysely<Counters>) =>
  (await db.selectFrom("counter").select("value").where("name", "=", "answers").executeTakeFirstOrThrow()).value;

describe("SQLite write transactions with several connections (WAL)", () => {
  it("shows the failure it prevents: a deferred transaction that read cannot write after another connection committed", async () => {
    const db = kysely("deferred");
    const transaction = await db.startTransaction().execute();
    expect(await readValue(transaction)).toBe(0);
    otherWrites("elsewhere");
    await expect(
      transaction.updateTable("counter").set({ value: 1 }).where("name", "=", "answers").execute(),
    ).rejects.toThrow(/database is locked|busy/i);
    await transaction.rollback().execute();
  });

  it("holds the write lock from BEGIN, so the read-then-write cannot be overtaken and loses nothing", async () => {
    const db = kysely("immediate");
    const transaction = await db.startTransaction().execute();
    const seen = await readValue(transaction);
    // The other connection waits for the lock (then gives up after its busy timeout) instead of committing in between.
    expect(() => otherWrites("elsewhere")).toThrow(/database is locked/i);
    await transaction
      .updateTable("counter")
      .set({ value: seen + 1 })
      .where("name", "=", "answers")
      .execute();
    await transaction.commit().execute();
    otherWrites("elsewhere");
    expect(await readValue(db)).toBe(1);
    expect(other.prepare("select count(*) as rows from counter").get()).toEqual({ rows: 2 });
  });

  it("leaves read-only transactions deferred: they take no write lock", async () => {
    const db = kysely("immediate");
    const transaction = await db.startTransaction().setAccessMode("read only").execute();
    expect(await readValue(transaction)).toBe(0);
    otherWrites("elsewhere");
    await transaction.commit().execute();
    expect(other.prepare("select count(*) as rows from counter").get()).toEqual({ rows: 2 });
  });

  it("keeps the callback form and rollback working", async () => {
    const db = kysely("immediate");
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable("counter").set({ value: 5 }).where("name", "=", "answers").execute();
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await readValue(db)).toBe(0);
    await db.transaction().execute((trx) => sql`update counter set value = value + 2`.execute(trx));
    expect(await readValue(db)).toBe(2);
  });
});
