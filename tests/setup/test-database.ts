/**
 * A fresh, migrated database for a test file (STYLE.md habit 7). SQLite always; PostgreSQL too
 * when TEST_DATABASE_URL is set — each call creates its own throw-away PostgreSQL database so
 * parallel workers never see each other's rows.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createDatabase, type DatabaseHandle, type DatabaseKind } from "../../db/connection.ts";
import { migrateToLatest } from "../../db/migrate.ts";

export type TestDatabase = DatabaseHandle & { destroy(): Promise<void> };

/** The dialects every data test runs on: SQLite, plus PostgreSQL when TEST_DATABASE_URL is set. */
export function testDialects(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
}

export async function createTestDatabase(kind: DatabaseKind, { migrate = true } = {}): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const directory = mkdtempSync(path.join(tmpdir(), "brightpath-test-"));
    const handle = createDatabase({ kind: "sqlite", path: path.join(directory, "app.db") });
    if (migrate) await migrateToLatest(handle.db);
    return {
      ...handle,
      async destroy() {
        await handle.close();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set: PostgreSQL tests cannot run.");
  const name = `brightpath_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase({ kind: "postgres", url: url.toString(), poolSize: 4 });
  if (migrate) await migrateToLatest(handle.db);
  return {
    ...handle,
    async destroy() {
      await handle.close();
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdminClient<T>(url: string, action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}
