/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against every past schema, so they are untyped by design (Kysely docs). */
/**
 * Column types for migrations that behave the same on both dialects (see type-parity.ts).
 * One set of migrations serves SQLite and PostgreSQL; only these few types differ.
 */
import { PostgresAdapter, sql, type ColumnDataType, type Expression, type Kysely } from "kysely";

type DataType = ColumnDataType | Expression<unknown>;

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function columnTypes(db: Kysely<any>) {
  const postgres = isPostgres(db);
  return {
    /** Random ids (UUIDv7 text) and other short strings. */
    id: "text" as DataType,
    text: "text" as DataType,
    integer: "integer" as DataType,
    /** ISO-8601 UTC; timestamptz on PostgreSQL so it sorts and indexes as time. */
    timestamp: (postgres ? sql`timestamptz` : "text") as DataType,
    boolean: (postgres ? "boolean" : "integer") as DataType,
    json: (postgres ? "jsonb" : "text") as DataType,
  };
}
