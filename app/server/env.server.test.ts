import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, defaultWorkerCount, loadConfig, MAX_DEFAULT_WORKERS, parseEnv } from "./env.server.ts";

describe("parseEnv", () => {
  it("has working defaults for a fresh machine", () => {
    expect(parseEnv({})).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      LOG_LEVEL: "info",
      TRUST_PROXY_HOPS: 0,
    });
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({ PORT: "", DATABASE_URL: "" });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "0"],
    ["PORT", "70000"],
    ["PORT", "80.5"],
    ["DATABASE_URL", "mysql://localhost/brightpath"],
    ["DATABASE_URL", "not a url"],
    ["PUBLIC_URL", "ftp://example.com"],
    ["LOG_LEVEL", "loud"],
    ["NODE_ENV", "staging"],
    ["SESSION_SECRET", "short"],
    ["TRUST_PROXY_HOPS", "yes"],
    ["WEB_CONCURRENCY", "0"],
    ["WEB_CONCURRENCY", "65"],
    ["WEB_CONCURRENCY", "two"],
    ["WEB_CONCURRENCY", "1.5"],
  ])("rejects %s=%s with a message naming the variable", (variable, value) => {
    expect(() => parseEnv({ [variable]: value })).toThrow(ConfigError);
    expect(() => parseEnv({ [variable]: value })).toThrow(
      new RegExp(`^Invalid configuration: ${variable} .*Check the configuration`),
    );
  });

  it("never echoes a password from DATABASE_URL", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://app:hunter2@db/x" })).toThrow(/app:…@/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://app:hunter2@db/x" })).not.toThrow(/hunter2/);
  });

  it("accepts PostgreSQL URLs", () => {
    expect(parseEnv({ DATABASE_URL: "postgresql://u:p@127.0.0.1:5432/db" }).DATABASE_URL).toBe(
      "postgresql://u:p@127.0.0.1:5432/db",
    );
  });
});

describe("worker processes (WEB_CONCURRENCY, decision 0034)", () => {
  it("defaults to one per core in production, capped, and to one elsewhere", () => {
    expect(defaultWorkerCount("production", 2)).toBe(2);
    expect(defaultWorkerCount("production", 1)).toBe(1);
    expect(defaultWorkerCount("production", 96)).toBe(MAX_DEFAULT_WORKERS);
    expect(defaultWorkerCount("development", 16)).toBe(1);
    expect(defaultWorkerCount("test", 16)).toBe(1);
  });

  it("takes an explicit count as given", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "brightpath-env-"));
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: "production", WEB_CONCURRENCY: "3" }).WEB_CONCURRENCY).toBe(3);
    expect(loadConfig({ DATA_DIR: dataDir }).WEB_CONCURRENCY).toBe(1);
  });
});

describe("loadConfig", () => {
  it("generates a session secret once, stores it privately, and reuses it", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "brightpath-env-"));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);
    const file = path.join(dataDir, "session-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first.SESSION_SECRET);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("prefers SESSION_SECRET from the environment and derives PUBLIC_URL from PORT", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "brightpath-env-"));
    const config = loadConfig({ DATA_DIR: dataDir, PORT: "4100", SESSION_SECRET: "s".repeat(40) });
    expect(config.SESSION_SECRET).toBe("s".repeat(40));
    expect(config.PUBLIC_URL).toBe("http://localhost:4100");
    expect(config.DATA_DIR).toBe(path.resolve(dataDir));
  });
});
