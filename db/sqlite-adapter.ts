/**
 * Adapts Node's built-in `node:sqlite` (DatabaseSync) to the interface Kysely's SqliteDialect
 * expects (the better-sqlite3 shape). We use the built-in module because native add-ons break
 * between Node versions here (docs/decisions/0003-sqlite-and-postgres-through-kysely.md).
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

export type SqliteOptions = {
  /** File path, or ":memory:". */
  path: string;
  /** How long a writer waits for a lock before failing (ms). */
  busyTimeoutMs?: number;
};

export function openSqlite({ path, busyTimeoutMs = 5000 }: SqliteOptions): DatabaseSync {
  const database = new DatabaseSync(path, { timeout: busyTimeoutMs });
  // WAL lets readers proceed while one writer commits; NORMAL sync is durable in WAL mode
  // except on power loss of the OS, which is the usual trade-off for a web service.
  database.exec("PRAGMA journal_mode = WAL");
  database.exec("PRAGMA synchronous = NORMAL");
  database.exec("PRAGMA foreign_keys = ON");
  database.exec(`PRAGMA busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  return database;
}

/** node:sqlite binds only null, numbers, bigints, strings and bytes: map the rest explicitly. */
function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "string") return value;
  if (value instanceof Uint8Array) return value;
  throw new TypeError(`Cannot store a value of type ${typeof value} in SQLite; serialise it first.`);
}

class NodeSqliteStatement implements SqliteStatement {
  readonly reader: boolean;
  readonly #statement: StatementSync;
  readonly #fresh: () => StatementSync;

  constructor(statement: StatementSync, fresh: () => StatementSync) {
    this.#statement = statement;
    this.#fresh = fresh;
    // A statement that yields columns is a reader (SELECT, or anything with RETURNING).
    this.reader = statement.columns().length > 0;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    return this.#statement.all(...parameters.map(toSqliteValue));
  }

  run(parameters: ReadonlyArray<unknown>): { changes: number | bigint; lastInsertRowid: number | bigint } {
    return this.#statement.run(...parameters.map(toSqliteValue));
  }

  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    // An iteration stays open across awaits: it gets a statement of its own, never the shared one.
    return this.#fresh().iterate(...parameters.map(toSqliteValue));
  }
}

/** Prepared statements kept per SQL text; the least recently used goes first past this many. */
const STATEMENT_CACHE_SIZE = 500;

export class NodeSqliteDatabase implements SqliteDatabase {
  readonly #database: DatabaseSync;
  readonly #statements = new Map<string, NodeSqliteStatement>();

  constructor(database: DatabaseSync) {
    this.#database = database;
  }

  /**
   * The statement for `sql`, prepared once and reused (decision 0019: preparing every query anew
   * was a tenth of the server's CPU under load). Safe because node:sqlite runs a statement to the
   * end synchronously (`all`, `run`), and SQLite re-prepares a statement by itself when a
   * migration changes the schema.
   */
  prepare(sql: string): SqliteStatement {
    const cached = this.#statements.get(sql);
    if (cached) {
      this.#statements.delete(sql);
      this.#statements.set(sql, cached);
      return cached;
    }
    const statement = new NodeSqliteStatement(this.#database.prepare(sql), () => this.#database.prepare(sql));
    this.#statements.set(sql, statement);
    if (this.#statements.size > STATEMENT_CACHE_SIZE) {
      const oldest = this.#statements.keys().next().value;
      if (oldest !== undefined) this.#statements.delete(oldest);
    }
    return statement;
  }

  close(): void {
    this.#statements.clear();
    if (this.#database.isOpen) this.#database.close();
  }
}
