/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against every past schema, so they are untyped by design (Kysely docs). */
import type { Kysely } from "kysely";
import { Migrator, type MigrationResultSet } from "kysely/migration";
import { MIGRATIONS } from "./migrations/index.ts";

/** Applies every pending migration; throws with the failing migration's name and cause. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  return describeOutcome(await migrator.migrateToLatest());
}

function describeOutcome({ error, results = [] }: MigrationResultSet): string[] {
  const failed = results.find((result) => result.status === "Error");
  if (error) {
    const name = failed ? ` "${failed.migrationName}"` : "";
    throw new Error(`Database migration${name} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}
