/**
 * One "server process" for db/multi-process-sqlite.test.ts: opens the SQLite file the way the
 * server does (createDatabase), waits for "go" on stdin so every process starts together, then
 * runs read-then-write transactions and prints one JSON line: how many committed and every error.
 *
 *   node db/test-support/sqlite-writer-process.ts <file> <transactions> <counted key> <read-modify-write key>
 *
 * The counted key goes through the real rate-limit upsert; the read-modify-write key is a row the
 * caller created, incremented by reading it and writing it back.
 */
import { createDatabase } from "../connection.ts";
import { consumeRateLimit, peekRateLimit } from "../../app/server/rate-limit.server.ts";

const RULE = { limit: 1_000_000, windowMs: 60 * 60 * 1000 };

async function run(file: string, transactions: number, countedKey: string, readModifyWriteKey: string) {
  const database = createDatabase({ kind: "sqlite", path: file });
  process.stdout.write("ready\n");
  await new Promise<void>((resolve) => process.stdin.once("data", () => resolve()));
  let committed = 0;
  const errors: string[] = [];
  for (let index = 0; index < transactions; index++) {
    try {
      await database.db.transaction().execute(async (trx) => {
        // The rate limit's own read (a wrong-password check peeks first), then its upsert.
        await peekRateLimit(trx, countedKey, RULE);
        await consumeRateLimit(trx, countedKey, RULE);
        // A plain read-modify-write: loses increments unless no other process can commit in between.
        const row = await trx
          .selectFrom("rateLimitBucket")
          .select("hits")
          .where("key", "=", readModifyWriteKey)
          .executeTakeFirstOrThrow();
        await new Promise((resolve) => setImmediate(resolve));
        await trx
          .updateTable("rateLimitBucket")
          .set({ hits: row.hits + 1 })
          .where("key", "=", readModifyWriteKey)
          .execute();
      });
      committed++;
    } catch (error) {
      errors.push((error as Error).message);
    }
  }
  await database.close();
  process.stdout.write(`${JSON.stringify({ committed, errors })}\n`);
}

const [file, transactions, countedKey, readModifyWriteKey] = process.argv.slice(2);
await run(String(file), Number(transactions), String(countedKey), String(readModifyWriteKey));
