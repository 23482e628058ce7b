/**
 * A production start with several worker processes (decision 0034): both workers serve, a
 * crashed worker is replaced, SIGTERM ends every process, and a start-up failure is still one
 * line. Runs the real `server/main.ts` on the production build (built first when missing).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restartDelayMs, RESTART_DELAY_CAP_MS, RESTART_DELAY_MS } from "./cluster.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const MAIN = path.join(ROOT, "server/main.ts");

describe("restart back-off", () => {
  it("doubles with each crash in the last minute, up to the cap", () => {
    expect(restartDelayMs(1)).toBe(RESTART_DELAY_MS);
    expect(restartDelayMs(2)).toBe(2 * RESTART_DELAY_MS);
    expect(restartDelayMs(3)).toBe(4 * RESTART_DELAY_MS);
    expect(restartDelayMs(50)).toBe(RESTART_DELAY_CAP_MS);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A GET on a fresh connection, so the primary hands each request to the next worker in turn. */
function get(port: number, pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: pathname, agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    // A connection handed to a worker as it was killed is never answered: ask again.
    request.setTimeout(5000, () => request.destroy(new Error("no answer within 5 s")));
  });
}

async function until<T>(probe: () => Promise<T | undefined>, what: string, attempts = 5000): Promise<T> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

const workerPids = (primary: number) =>
  readFileSync(`/proc/${primary}/task/${primary}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("a production start with two worker processes", () => {
  let dataDir: string;
  let port: number;
  let primary: ChildProcess;
  let logs = "";
  let exited: Promise<number | null>;

  beforeAll(async () => {
    if (!existsSync(path.join(ROOT, "build/server/index.js"))) {
      const built = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "ignore" });
      if (built.status !== 0) throw new Error("npm run build failed");
    }
    dataDir = mkdtempSync(path.join(tmpdir(), "brightpath-cluster-"));
    port = await freePort();
    primary = spawn(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        WEB_CONCURRENCY: "2",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    primary.stdout?.on("data", (chunk: Buffer) => (logs += chunk.toString()));
    primary.stderr?.on("data", (chunk: Buffer) => (logs += chunk.toString()));
    exited = new Promise((resolve) => primary.once("exit", (code) => resolve(code)));
    await until(async () => ((await get(port, "/readyz")).status === 200 ? true : undefined), "the server to be ready");
  }, 600_000);

  afterAll(() => {
    if (primary.exitCode === null) primary.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The workers that said they run the maintenance jobs, in order. */
  const maintenanceWorkers = () =>
    logs
      .split("\n")
      .filter((line) => line.includes('"msg":"this process runs the maintenance jobs"'))
      .map((line) => {
        const { worker, pid } = JSON.parse(line) as { worker: number; pid: number };
        return { worker, pid };
      });

  const servingWorkers = async (wanted: number[]) => {
    const seen = new Set<number>();
    await until(
      async () => {
        const { body } = await get(port, "/healthz");
        seen.add((JSON.parse(body) as { worker: number }).worker);
        return wanted.every((id) => seen.has(id)) ? true : undefined;
      },
      `workers ${wanted.join(", ")} to answer`,
    );
    return seen;
  };

  it("migrates once in the primary and serves /healthz from both workers", async () => {
    expect(await servingWorkers([1, 2])).toEqual(new Set([1, 2]));
    expect(workerPids(primary.pid ?? 0)).toHaveLength(2);
    expect(logs.match(/"msg":"database migrated"/g)).toHaveLength(1);
    expect(logs).toMatch(/"workers":2,"msg":"Brightpath is listening"/);
    // One worker, the first, runs the maintenance jobs (decision 0043).
    expect(maintenanceWorkers()).toEqual([{ worker: 1, pid: expect.any(Number) }]);
  });

  it(
    "replaces a worker that crashes, and logs it; its replacement takes the maintenance over",
    { timeout: 600_000 },
    async () => {
      const victim = maintenanceWorkers()[0]?.pid ?? 0;
      expect(workerPids(primary.pid ?? 0)).toContain(victim);
      process.kill(victim, "SIGKILL");
      await servingWorkers([3]);
      expect(logs).toMatch(/"signal":"SIGKILL".*"msg":"server process exited; restarting it"/);
      expect(workerPids(primary.pid ?? 0)).toHaveLength(2);
      await until(async () => (maintenanceWorkers().length === 2 ? true : undefined), "the replacement's maintenance");
      expect(maintenanceWorkers().map((entry) => entry.worker)).toEqual([1, 3]);
    },
  );

  it("ends every process on SIGTERM, each worker shutting down gracefully", { timeout: 60_000 }, async () => {
    const workers = workerPids(primary.pid ?? 0);
    primary.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(workers.filter(isRunning)).toEqual([]);
    expect(logs.match(/"msg":"shutdown complete"/g)).toHaveLength(2);
  });
});

describe("a start-up failure with two worker processes", () => {
  it("is one line and exit code 1 when the port is taken", { timeout: 300_000 }, async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as net.AddressInfo;
    const dataDir = mkdtempSync(path.join(tmpdir(), "brightpath-cluster-"));
    try {
      const child = spawn(process.execPath, [MAIN], {
        env: {
          PATH: process.env.PATH ?? "",
          NODE_ENV: "production",
          WEB_CONCURRENCY: "2",
          HOST: "127.0.0.1",
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: "silent",
        },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let stderr = "";
      child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise((resolve) => child.once("exit", resolve));
      expect(code).toBe(1);
      expect(stderr.trim().split("\n")).toEqual([
        `PORT ${port} is already in use. Check the configuration and start again.`,
      ]);
    } finally {
      taken.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
