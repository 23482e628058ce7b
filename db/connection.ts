/**
 * Builds the one database handle the process uses: SQLite in DATA_DIR by default, PostgreSQL when
 * DATABASE_URL is set (docs/decisions/0003-sqlite-and-postgres-through-kysely.md).
 */
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { NodeSqliteDatabase, openSqlite } from "./sqlite-adapter.ts";
import { ImmediateSqliteDialect } from "./sqlite-dialect.ts";
import type { Database } from "./schema.ts";
import { SqliteTypeParityPlugin } from "./type-parity.ts";

export type DatabaseKind = "sqlite" | "postgres";

export type DatabaseHandle = {
  db: Kysely<Database>;
  /**
   * The handle better-auth uses. On SQLite it is `db` itself (one connection). On PostgreSQL it
   * is a second, small pool with pg's own type parsers: better-auth compares timestamps as Date
   * objects, and our parity parsers would hand it ISO strings (expiry checks would silently pass).
   */
  authDb: Kysely<Database>;
  kind: DatabaseKind;
  /** Resolves when the database answers a trivial query within the time-out. */
  ping(timeoutMs?: number): Promise<void>;
  /** Closes every connection; safe to call twice. */
  close(): Promise<void>;
};

export type DatabaseOptions =
  { kind: "sqlite"; path: string } | { kind: "postgres"; url: string; poolSize?: number; connectTimeoutMs?: number };

// Parity with SQLite: timestamps come back as ISO strings and 64-bit counts as numbers.
const PG_TIMESTAMPTZ = 1184;
const PG_TIMESTAMP = 1114;
const PG_INT8 = 20;
function postgresTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser(oid, format) {
      if (oid === PG_TIMESTAMPTZ || oid === PG_TIMESTAMP) return (value: string) => new Date(value).toISOString();
      if (oid === PG_INT8) return (value: string) => Number(value);
      return pg.types.getTypeParser(oid, format);
    },
  } as pg.CustomTypesConfig;
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.kind === "sqlite") {
    const sqlite = new NodeSqliteDatabase(openSqlite({ path: options.path }));
    const db = new Kysely<Database>({
      // Write transactions begin IMMEDIATE: several server processes may share the file (decision 0034).
      dialect: new ImmediateSqliteDialect({ database: sqlite }),
      plugins: [new SqliteTypeParityPlugin()],
    });
    return handle(db, db, "sqlite");
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    idleTimeoutMillis: 30_000,
    types: postgresTypes(),
  });
  // An idle client that loses its connection emits 'error' on the pool; without a listener
  // that would crash the process. The next query reconnects, and /readyz reports the outage.
  pool.on("error", () => {});
  const authPool = new pg.Pool({
    connectionString: options.url,
    max: Math.max(2, Math.ceil((options.poolSize ?? 10) / 2)),
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    idleTimeoutMillis: 30_000,
  });
  authPool.on("error", () => {});
  return handle(
    new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    new Kysely<Database>({ dialect: new PostgresDialect({ pool: authPool }) }),
    "postgres",
  );
}

function handle(db: Kysely<Database>, authDb: Kysely<Database>, kind: DatabaseKind): DatabaseHandle {
  let closed: Promise<void> | undefined;
  return {
    db,
    authDb,
    kind,
    async ping(timeoutMs = 2000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Database did not answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([sql`select 1`.execute(db), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      closed ??= Promise.all([db.destroy(), authDb === db ? undefined : authDb.destroy()]).then(() => undefined);
      return closed;
    },
  };
}
