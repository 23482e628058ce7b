import path from "node:path";
import type { AppConfig } from "../app/server/env.server.ts";
import type { DatabaseOptions } from "../db/connection.ts";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded SQLite file in DATA_DIR. */
export function databaseOptions(config: Pick<AppConfig, "DATABASE_URL" | "DATA_DIR">): DatabaseOptions {
  return config.DATABASE_URL
    ? { kind: "postgres", url: config.DATABASE_URL }
    : { kind: "sqlite", path: path.join(config.DATA_DIR, "app.db") };
}
