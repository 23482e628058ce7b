/**
 * Start-up fails fast with one message that names the bad setting (SPEC.md §8, "backend
 * initialisation failure"). These failures happen before the app build is loaded.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const MAIN = path.resolve(import.meta.dirname, "main.ts");

function startWith(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "brightpath-start-"));
  const result = spawnSync(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

// Each case starts a real Node process (type stripping, config, maybe a database connection):
// seconds on a busy CI machine, so the default 5 s test timeout is too tight.
describe("start-up with a bad configuration", { timeout: 30_000 }, () => {
  it("stops on a bad PORT with one line naming it", () => {
    const { status, stderr } = startWith({ PORT: "eighty" });
    expect(status).toBe(1);
    expect(stderr.split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^Invalid configuration: PORT .*Check the configuration/);
  });

  it("stops on a DATABASE_URL that is not PostgreSQL", () => {
    const { status, stderr } = startWith({ DATABASE_URL: "mysql://root@localhost/brightpath" });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^Invalid configuration: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);
  });

  it("stops when the PostgreSQL server at DATABASE_URL cannot be reached", () => {
    const { status, stderr } = startWith({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/brightpath" });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^Could not open the PostgreSQL database at DATABASE_URL: .*Check the configuration/);
  });
});
