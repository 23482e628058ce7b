/**
 * Structured JSON logs (pino). Secrets never reach a log line: known secret-bearing fields are
 * redacted, and request logs carry the path without the query string (links carry tokens).
 */
import { pino, type Logger } from "pino";
import type { AppConfig } from "./env.server.ts";

export type { Logger };

export const REDACTED_PATHS = [
  "password",
  "*.password",
  "token",
  "*.token",
  "secret",
  "*.secret",
  "authorization",
  "*.authorization",
  "cookie",
  "*.cookie",
  "headers.cookie",
  "headers.authorization",
  "SESSION_SECRET",
  "*.SESSION_SECRET",
  "DATABASE_URL",
  "*.DATABASE_URL",
  "SMTP_URL",
  "*.SMTP_URL",
];

export function createLogger(config: Pick<AppConfig, "LOG_LEVEL">, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      base: { service: "brightpath" },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    },
    destination,
  );
}
