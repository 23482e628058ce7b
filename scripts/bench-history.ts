/**
 * npm run bench:history — how long the simulated 30-day history (app/server/history) takes for a
 * family of two children on a fresh SQLite database (the e2e set-up and the demo family pay this),
 * with the rows it stores. `-- --postgres <url>` runs it on a PostgreSQL server database instead.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { buildSimulatedHistory } from "../app/server/history/simulated-history.server.ts";
import { insertTestChild, insertTestParent } from "../tests/setup/factories.ts";

const postgres = process.argv.includes("--postgres") ? process.argv[process.argv.indexOf("--postgres") + 1] : null;
const directory = mkdtempSync(path.join(tmpdir(), "brightpath-bench-history-"));
const handle = postgres
  ? createDatabase({ kind: "postgres", url: postgres, poolSize: 4 })
  : createDatabase({ kind: "sqlite", path: path.join(directory, "app.db") });
try {
  await migrateToLatest(handle.db);
  const family = await insertTestParent(handle.db, { consented: true });
  const ana = await insertTestChild(handle.db, family.familyId, "Ana", {
    grade: 4,
    subjects: ["math", "reading"],
    days: ["mon", "tue", "wed", "thu", "fri"],
  });
  const leo = await insertTestChild(handle.db, family.familyId, "Leo", {
    grade: 7,
    subjects: ["math"],
    days: ["mon", "wed", "fri", "sat"],
  });
  const started = performance.now();
  const children = [
    { memberId: ana, seed: 1 },
    { memberId: leo, seed: 2 },
  ];
  const timings: string[] = [];
  for (const child of children) {
    const t0 = performance.now();
    const [history] = await buildSimulatedHistory(handle.db, family.familyId, [child]);
    timings.push(
      `${child.memberId === ana ? "Ana (math+reading, 5 days a week)" : "Leo (math, 4 days a week)"}: ` +
        `${Math.round(performance.now() - t0)} ms, ${history!.sessionDays.length} sessions, ${history!.answers} answers`,
    );
  }
  console.log(`30-day history, two children, ${handle.kind}: ${Math.round(performance.now() - started)} ms`);
  for (const line of timings) console.log(`  ${line}`);
} finally {
  await handle.close();
  rmSync(directory, { recursive: true, force: true });
}
