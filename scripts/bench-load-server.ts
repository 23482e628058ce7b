/**
 * What both load benchmarks (`bench-load.ts` for placement, `bench-load-session.ts` for daily
 * sessions) do around their measured loop: build the app, seed signed-in parents and children into
 * a fresh embedded SQLite database, start the production server on it and wait until it is ready,
 * stop it, and count the answers it stored.
 *
 * `--server-log <file>` sends the server's log lines (JSON, one a line) to that file, at
 * `LOG_LEVEL` from the environment (`info` when unset); without it the server logs nothing.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { openSync, closeSync } from "node:fs";
import path from "node:path";
import { createDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { insertTestChild, insertTestParent, type TestChildOptions } from "../tests/setup/factories.ts";
import { insertSignedInSession, send } from "./bench-load-client.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

type Db = ReturnType<typeof createDatabase>["db"];

/** `--port N` (another port, when someone else's benchmark holds the default one), else `fallback`. */
export function benchPort(args: string[], fallback: number): number {
  return args.includes("--port") ? Number(args[args.indexOf("--port") + 1]) : fallback;
}

/** `npm run build` unless `--no-build`, its output to stderr. */
export function buildUnlessSkipped(args: string[], say: (line: string) => void): void {
  if (args.includes("--no-build")) return;
  say("Building the production server…");
  const built = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", process.stderr, "inherit"] });
  if (built.status !== 0) throw new Error("npm run build failed");
}

export type SeededChild = { id: string; cookie: string };

/**
 * A fresh, migrated SQLite database in `dataDir` with `count` consented parents, each signed in
 * (its session cookie signed with `secret`) and with one child; `afterChild` adds what a scenario
 * needs to each child (a placement, a plan).
 */
export async function seedChildren(
  dataDir: string,
  count: number,
  secret: string,
  child: Pick<TestChildOptions, "subjects" | "days">,
  afterChild?: (db: Db, seeded: { id: string; familyId: string; index: number }) => Promise<void>,
): Promise<SeededChild[]> {
  const database = createDatabase({ kind: "sqlite", path: path.join(dataDir, "app.db") });
  await migrateToLatest(database.db);
  const children: SeededChild[] = [];
  const now = new Date();
  for (let index = 0; index < count; index++) {
    const parent = await insertTestParent(database.db, { consented: true });
    const cookie = await insertSignedInSession(database.db, parent.userId, secret, now);
    const id = await insertTestChild(database.db, parent.familyId, `Child ${index + 1}`, child);
    await afterChild?.(database.db, { id, familyId: parent.familyId, index });
    children.push({ id, cookie });
  }
  await database.close();
  return children;
}

/** Answers stored in the bench's database (`context` "session" for daily sessions; all when omitted). */
export async function countStoredAnswers(dataDir: string, context?: "session"): Promise<number> {
  const database = createDatabase({ kind: "sqlite", path: path.join(dataDir, "app.db") });
  let query = database.db.selectFrom("answerLog").select((eb) => eb.fn.countAll<number>().as("answers"));
  if (context) query = query.where("context", "=", context);
  const row = await query.executeTakeFirstOrThrow();
  await database.close();
  return Number(row.answers);
}

export type BenchServer = { process: ChildProcess; pid: number | undefined; stop: () => Promise<void> };

/**
 * Starts the production server (`server/main.ts`) on `dataDir` and waits until `/readyz` answers
 * 200 (at most 2 minutes). `--cpu-prof <dir>` makes it write a V8 CPU profile there when it stops
 * (open it in Chrome DevTools); `--server-log <file>` keeps its log lines.
 */
export async function startBenchServer({
  args,
  port,
  dataDir,
  secret,
  workersEnv,
}: {
  args: string[];
  port: number;
  dataDir: string;
  secret: string;
  workersEnv: { WEB_CONCURRENCY?: string };
}): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const profileDir = args.includes("--cpu-prof") ? args[args.indexOf("--cpu-prof") + 1] : undefined;
  const nodeFlags = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const logFile = args.includes("--server-log") ? args[args.indexOf("--server-log") + 1] : undefined;
  const logFd = logFile ? openSync(path.resolve(logFile), "a") : undefined;
  const server = spawn(process.execPath, [...nodeFlags, path.join(ROOT, "server/main.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      SESSION_SECRET: secret,
      LOG_LEVEL: logFd === undefined ? "silent" : (process.env.LOG_LEVEL ?? "info"),
      ...workersEnv,
    },
    stdio: ["ignore", logFd ?? "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => server.on("exit", () => resolve()));
  const stop = async () => {
    server.kill("SIGTERM");
    await exited;
    if (logFd !== undefined) closeSync(logFd);
  };
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        if ((await send(base, "GET", `${base}/readyz`, "")).status === 200) break;
      } catch {
        // not listening yet
      }
      if (attempt > 1200) throw new Error("the server did not become ready in 2 minutes");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { process: server, pid: server.pid, stop };
}
