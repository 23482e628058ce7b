/**
 * `npm run db:migrate`: applies pending migrations to the configured database (SQLite in
 * DATA_DIR, or PostgreSQL at DATABASE_URL) without starting the server. The server also
 * migrates at start-up; this is for deploys that migrate as a separate step.
 */
import { ConfigError, loadConfig } from "../app/server/env.server.ts";
import { createDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { databaseOptions } from "../server/database-options.ts";

try {
  const config = loadConfig(process.env);
  const database = createDatabase(databaseOptions(config));
  try {
    const applied = await migrateToLatest(database.db);
    process.stdout.write(
      applied.length > 0
        ? `Applied ${applied.length} migration(s): ${applied.join(", ")}\n`
        : "The database is up to date.\n",
    );
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`}\n`,
  );
  process.exit(1);
}
