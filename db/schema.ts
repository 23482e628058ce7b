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

/** A consented, anonymous page view (first-party analytics; PRODUCT.md §6). */
export type PageViewTable = {
  id: string;
  path: string;
  title: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  createdAt: Timestamp;
};

/** A message from the public contact form (kept 24 months; see the privacy policy). */
export type ContactMessageTable = {
  id: string;
  name: string;
  email: string;
  topic: string;
  message: string;
  createdAt: Timestamp;
  /** When the copy to the support inbox was handed to the mailer; null if that failed. */
  emailedAt: Timestamp | null;
};

/** An anonymous practice check on /staar-full: engine placement state, no personal data. */
export type PracticeCheckTable = {
  id: string;
  grade: number;
  subject: string;
  theme: string;
  /** The engine's placement state (plain, versioned JSON). */
  stateJson: unknown;
  /** When the pending question was first shown (response times are measured on the server). */
  pendingShownAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  completedAt: Timestamp | null;
};

export type Database = {
  rateLimitBucket: RateLimitBucketTable;
  pageView: PageViewTable;
  contactMessage: ContactMessageTable;
  practiceCheck: PracticeCheckTable;
};

/** Boolean columns (any table): SQLite keeps them as 0/1 and the parity plugin converts them. */
export const BOOLEAN_COLUMNS: readonly string[] = [];

/** JSON columns (any table): SQLite keeps them as text and the parity plugin parses them. */
export const JSON_COLUMNS: readonly string[] = ["stateJson"];

export type { Generated };
