import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { E2E_DATA_DIR } from "./e2e-env.ts";

/** Read-only look into the e2e server's SQLite database, to check what a journey stored. */
export function queryE2eDatabase<T>(sql: string, ...params: (string | number)[]): T[] {
  const database = new DatabaseSync(path.join(E2E_DATA_DIR, "app.db"), { readOnly: true });
  try {
    return database.prepare(sql).all(...params) as T[];
  } finally {
    database.close();
  }
}

/** Writes to the e2e server's database (WAL lets the server keep running), for fixtures no screen makes alone. */
export function runInE2eDatabase(sql: string, ...params: (string | number | null)[]): void {
  const database = new DatabaseSync(path.join(E2E_DATA_DIR, "app.db"), { timeout: 10_000 });
  try {
    database.prepare(sql).run(...params);
  } finally {
    database.close();
  }
}
