/**
 * Several server processes on one SQLite file (decision 0034): two real processes run
 * read-then-write transactions on the same rows at the same time. None may fail with
 * SQLITE_BUSY ("database is locked") and no write may be lost.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase } from "./connection.ts";
import { migrateToLatest } from "./migrate.ts";

const WRITER = path.resolve(import.meta.dirname, "test-support/sqlite-writer-process.ts");
const PROCESSES = 2;
const TRANSACTIONS_EACH = 150;
const COUNTED_KEY = "multi-process:counted";
const READ_MODIFY_WRITE_KEY = "multi-process:read-modify-write";

let directory: string | undefined;

afterEach(() => {
  if (directory) rmSync(directory, { recursive: true, force: true });
  directory = undefined;
});

type Outcome = { committed: number; errors: string[] };

function startWriter(file: string) {
  const child = spawn(process.execPath, [WRITER, file, String(TRANSACTIONS_EACH), COUNTED_KEY, READ_MODIFY_WRITE_KEY], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout });
  const ready = new Promise<void>((resolve, reject) => {
    lines.once("line", (line) => (line === "ready" ? resolve() : reject(new Error(`unexpected: ${line}`))));
    child.once("exit", (code) => reject(new Error(`writer exited early (${code})`)));
  });
  const outcome = new Promise<Outcome>((resolve, reject) => {
    let last = "";
    lines.on("line", (line) => (last = line));
    child.once("exit", (code) =>
      code === 0 ? resolve(JSON.parse(last) as Outcome) : reject(new Error(`writer exited with ${code}`)),
    );
  });
  return { ready, outcome, go: () => child.stdin.end("go\n") };
}

describe("two processes writing one SQLite file", () => {
  it("see no SQLITE_BUSY and lose no write in read-then-write transactions", { timeout: 120_000 }, async () => {
    directory = mkdtempSync(path.join(tmpdir(), "brightpath-multi-process-"));
    const file = path.join(directory, "app.db");
    const setup = createDatabase({ kind: "sqlite", path: file });
    await migrateToLatest(setup.db);
    await setup.db
      .insertInto("rateLimitBucket")
      .values({
        key: READ_MODIFY_WRITE_KEY,
        windowStart: new Date().toISOString(),
        hits: 0,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      })
      .execute();

    const writers = Array.from({ length: PROCESSES }, () => startWriter(file));
    await Promise.all(writers.map((writer) => writer.ready));
    for (const writer of writers) writer.go();
    const outcomes = await Promise.all(writers.map((writer) => writer.outcome));

    expect(outcomes.flatMap((outcome) => outcome.errors)).toEqual([]);
    expect(outcomes.map((outcome) => outcome.committed)).toEqual(Array(PROCESSES).fill(TRANSACTIONS_EACH));
    const hits = await setup.db
      .selectFrom("rateLimitBucket")
      .select(["key", "hits"])
      .where("key", "in", [COUNTED_KEY, READ_MODIFY_WRITE_KEY])
      .orderBy("key")
      .execute();
    expect(hits).toEqual([
      { key: COUNTED_KEY, hits: PROCESSES * TRANSACTIONS_EACH },
      { key: READ_MODIFY_WRITE_KEY, hits: PROCESSES * TRANSACTIONS_EACH },
    ]);
    await setup.close();
  });
});
