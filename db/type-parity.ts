/**
 * Makes results look the same on SQLite and PostgreSQL, so services never branch on the dialect.
 *
 * - Timestamps are ISO-8601 UTC strings in TypeScript on both. PostgreSQL stores `timestamptz`
 *   and its parser (see connection.ts) returns `toISOString()`; SQLite stores the text as given.
 * - Booleans: PostgreSQL `boolean`; SQLite `integer` 0/1, turned back into booleans here for the
 *   columns listed in BOOLEAN_COLUMNS.
 * - JSON: PostgreSQL `jsonb` (parsed by pg); SQLite `text`, parsed here for JSON_COLUMNS. Writers
 *   always pass `JSON.stringify(value)` (see `toJson`), which both accept.
 */
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { BOOLEAN_COLUMNS, JSON_COLUMNS } from "./schema.ts";

export class SqliteTypeParityPlugin implements KyselyPlugin {
  readonly #booleanColumns: ReadonlySet<string>;
  readonly #jsonColumns: ReadonlySet<string>;

  constructor(booleanColumns: Iterable<string> = BOOLEAN_COLUMNS, jsonColumns: Iterable<string> = JSON_COLUMNS) {
    this.#booleanColumns = new Set(booleanColumns);
    this.#jsonColumns = new Set(jsonColumns);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return { ...args.result, rows: args.result.rows.map((row) => this.#convertRow(row)) };
  }

  #convertRow(row: UnknownRow): UnknownRow {
    const converted: UnknownRow = {};
    for (const [column, value] of Object.entries(row)) {
      if (this.#booleanColumns.has(column) && (value === 0 || value === 1)) {
        converted[column] = value === 1;
      } else if (this.#jsonColumns.has(column) && typeof value === "string") {
        converted[column] = JSON.parse(value);
      } else {
        converted[column] = value;
      }
    }
    return converted;
  }
}

/** Serialise a value for a JSON column; both dialects accept the text. */
export function toJson(value: unknown): string {
  return JSON.stringify(value);
}
