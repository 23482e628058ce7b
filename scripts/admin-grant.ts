/**
 * `npm run admin:grant -- <email>` grants the staff admin role (PRODUCT.md §1) to the account
 * with that e-mail; `npm run admin:grant -- --revoke <email>` takes it away. The role can be set
 * only here, never from the web (SECURITY.md "Access"). Uses the configured database (SQLite in
 * DATA_DIR, or PostgreSQL at DATABASE_URL), like `npm run db:migrate`.
 */
import { runAdminGrantCommand } from "../app/server/admin/admin-grant-command.server.ts";
import { ConfigError, loadConfig } from "../app/server/env.server.ts";
import { createDatabase } from "../db/connection.ts";
import { databaseOptions } from "../server/database-options.ts";

try {
  const config = loadConfig(process.env);
  const database = createDatabase(databaseOptions(config));
  try {
    const outcome = await runAdminGrantCommand(database.db, process.argv.slice(2));
    (outcome.exitCode === 0 ? process.stdout : process.stderr).write(`${outcome.message}\n`);
    process.exitCode = outcome.exitCode;
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `admin:grant failed: ${(error as Error).message}`}\n`,
  );
  process.exitCode = 1;
}
