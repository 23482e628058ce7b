/**
 * The one place environment variables are read (STYLE.md habit 5). Parsed once at start-up;
 * a bad value stops start-up with one message that names the variable (SPEC.md §8).
 */
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const port = z
  .string()
  .regex(/^\d+$/, "must be a whole number between 1 and 65535")
  .transform(Number)
  .refine((value) => value >= 1 && value <= 65535, "must be a whole number between 1 and 65535");

/** The most worker processes the default picks: each holds its own memory and database connections. */
export const MAX_DEFAULT_WORKERS = 8;
const MAX_WORKERS = 64;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, "must not be empty").default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  /**
   * How many server processes share the port (decision 0034). Unset: one per core in production
   * (at most MAX_DEFAULT_WORKERS), one in development (the Vite dev server runs in the process).
   */
  WEB_CONCURRENCY: z
    .string()
    .regex(/^\d+$/, `must be a whole number between 1 and ${MAX_WORKERS}`)
    .transform(Number)
    .refine((value) => value >= 1 && value <= MAX_WORKERS, `must be a whole number between 1 and ${MAX_WORKERS}`)
    .optional(),
  /** smtp:// or smtps:// URL of the mail server; without it e-mails go to DATA_DIR/outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().trim().min(3, "must be an e-mail address").default("Brightpath <no-reply@brightpath.example>"),
  /** Where contact-form messages are sent. */
  SUPPORT_INBOX: z.email({ error: "must be an e-mail address" }).default("support@brightpath.example"),
  /** Optional Google Analytics 4 measurement id; loaded only after analytics consent, public pages only. */
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,16}$/, "must look like G-XXXXXXXXXX")
    .optional(),
  /**
   * How many reverse proxies sit in front of the service. Only then is X-Forwarded-For trusted
   * for the client address (rate limits must not be reset by a forged header).
   */
  TRUST_PROXY_HOPS: z.string().regex(/^\d+$/, "must be a whole number (0 = no proxy)").transform(Number).default(0),
  /**
   * Federated sign-in through OpenID Connect ("Continue with Google"). Hidden unless both the
   * client id and secret are set. The issuer is Google's unless overridden (tests use a local one).
   */
  OIDC_GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  OIDC_GOOGLE_ISSUER: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .default("https://accounts.google.com"),
  /** Stripe (card consent and billing). Without the secret key the service runs with no payments. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "must look like sk_test_… or sk_live_…")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, "must look like pk_test_… or pk_live_…")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "must look like whsec_…")
    .optional(),
  /** Only for tests: where the Stripe SDK sends its requests (a fake API on loopback). */
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
});

export type Env = z.infer<typeof envSchema>;

export type AppConfig = Omit<Env, "PUBLIC_URL" | "SESSION_SECRET" | "DATA_DIR" | "WEB_CONCURRENCY"> & {
  PUBLIC_URL: string;
  /** Server processes to run: WEB_CONCURRENCY, or the default for NODE_ENV (`defaultWorkerCount`). */
  WEB_CONCURRENCY: number;
  SESSION_SECRET: string;
  /** Absolute path. */
  DATA_DIR: string;
  isProduction: boolean;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment (pure: no files touched). Empty strings count as unset. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const variable = String(issue?.path[0] ?? "environment");
  const got = typeof cleaned[variable] === "string" ? ` (got "${redact(variable, cleaned[variable])}")` : "";
  throw new ConfigError(
    `Invalid configuration: ${variable} ${issue?.message ?? "is invalid"}${got}. Check the configuration and start again.`,
  );
}

function redact(variable: string, value: string | undefined): string {
  if (variable === "SESSION_SECRET") return "…";
  // Never echo a password embedded in a connection string.
  return (value ?? "").replace(/\/\/([^:/@]+):[^@]*@/, "//$1:…@");
}

/**
 * Full configuration: parses the environment, creates the data directory, and loads or
 * generates the session secret so `npm start` works on a fresh machine with nothing set.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration: DATA_DIR "${env.DATA_DIR}" cannot be created (${(error as Error).message}). Check the configuration and start again.`,
    );
  }
  return {
    ...env,
    DATA_DIR: dataDir,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    SESSION_SECRET: env.SESSION_SECRET ?? loadOrCreateSessionSecret(dataDir),
    WEB_CONCURRENCY: env.WEB_CONCURRENCY ?? defaultWorkerCount(env.NODE_ENV, availableParallelism()),
    isProduction: env.NODE_ENV === "production",
  };
}

/**
 * One process per core in production, capped; one otherwise: the development server embeds
 * Vite (one file watcher, one HMR socket), and tests start their own servers.
 */
export function defaultWorkerCount(nodeEnv: Env["NODE_ENV"], cores: number): number {
  if (nodeEnv !== "production") return 1;
  return Math.max(1, Math.min(cores, MAX_DEFAULT_WORKERS));
}

function loadOrCreateSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
