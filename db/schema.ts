/**
 * The database schema as Kysely sees it. Column names are camelCase on both dialects (Kysely
 * quotes identifiers), matching SPEC.md's field names. Conventions (see type-parity.ts):
 * timestamps are ISO strings, ids are random UUIDv7 strings (never sequential).
 */
import type { Generated } from "kysely";

/** ISO-8601 UTC timestamp, e.g. "2026-11-21T19:45:00.000Z". */
export type Timestamp = string;

/** Fixed-window request counters shared by every app server (SECURITY.md "Brute force"). */
export type RateLimitBucketTable = {
  /** What is limited and for whom, e.g. "contact:ip:203.0.113.9". */
  key: string;
  windowStart: Timestamp;
  hits: number;
  expiresAt: Timestamp;
};

export type Database = {
  rateLimitBucket: RateLimitBucketTable;
};

/** Boolean columns (any table): SQLite keeps them as 0/1 and the parity plugin converts them. */
export const BOOLEAN_COLUMNS: readonly string[] = [];

/** JSON columns (any table): SQLite keeps them as text and the parity plugin parses them. */
export const JSON_COLUMNS: readonly string[] = [];

export type { Generated };
