import type { AppConfig } from "../../app/server/env.server.ts";

/** A complete configuration for tests that build services by hand. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    NODE_ENV: "test",
    PORT: 0,
    HOST: "127.0.0.1",
    DATA_DIR: "/tmp/brightpath-test",
    PUBLIC_URL: "http://brightpath.test",
    SESSION_SECRET: "x".repeat(32),
    LOG_LEVEL: "silent",
    TRUST_PROXY_HOPS: 0,
    WEB_CONCURRENCY: 1,
    MAIL_FROM: "Brightpath <no-reply@brightpath.test>",
    OIDC_GOOGLE_ISSUER: "https://accounts.google.com",
    SUPPORT_INBOX: "support@brightpath.test",
    isProduction: true,
    ...overrides,
  };
}
