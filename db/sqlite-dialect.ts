/**
 * Kysely's SQLite dialect with write transactions that take the write lock when they begin
 * (docs/decisions/0034-several-server-processes-on-one-machine.md).
 *
 * Kysely begins every SQLite transaction with a plain (deferred) `BEGIN`: the transaction reads
 * from a snapshot and asks for the write lock only at its first write. In WAL mode, when another
 * process committed in between, that upgrade fails at once with SQLITE_BUSY (the snapshot is
 * stale, so waiting cannot help and busy_timeout is not consulted). With several server
 * processes on one SQLite file, `BEGIN IMMEDIATE` takes the write lock up front, waiting up to
 * busy_timeout for another process's transaction to end, so a read-then-write transaction never
 * fails halfway. Transactions declared read only (`setAccessMode("read only")`) stay deferred and
 * never wait for writers.
 */
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
  type TransactionSettings,
} from "kysely";

export class ImmediateSqliteDriver extends SqliteDriver {
  // Kysely passes the transaction's settings, although SqliteDriver's own signature omits them.
  override async beginTransaction(connection: DatabaseConnection, settings?: TransactionSettings): Promise<void> {
    const mode = settings?.accessMode === "read only" ? "deferred" : "immediate";
    await connection.executeQuery(CompiledQuery.raw(`begin ${mode}`));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
