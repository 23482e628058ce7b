/**
 * `npm run bench:load -- --scenario session`: many children answering daily-session questions at
 * once over real HTTP (issue 13: the same p99 < 50 ms answer target at 200 concurrent children).
 *
 * Seeds one child's finished math placement through the real services, copies its placement,
 * learner state and plan to every other child (the same starting point, much faster than 200
 * placements), starts the production server, and runs each child as a loop over its activity page:
 * the lesson, then answer (a first try, a second try, or "I don't know"), then "Next". It measures
 * the answer POST, then checks that the final answers the pages acknowledged were stored once.
 *
 *   npm run bench:load -- --scenario session [--children 200] [--duration 60] [--think 3000] [--no-build] [--json]
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDatabase } from "../db/connection.ts";
import { newId } from "../db/ids.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { toJson } from "../db/type-parity.ts";
import { insertTestChild, insertTestParent, takeTestPlacement, workingAtGrade } from "../tests/setup/factories.ts";
import { closeConnections, insertSignedInSession, percentile, send } from "./bench-load-client.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 3195;
const BASE = `http://127.0.0.1:${PORT}`;
const SECRET = randomBytes(32).toString("hex");
const ANSWER_P99_TARGET_MS = 50;

type Child = { id: string; cookie: string };

async function seed(dataDir: string, count: number): Promise<Child[]> {
  const database = createDatabase({ kind: "sqlite", path: path.join(dataDir, "app.db") });
  const db = database.db;
  await migrateToLatest(db);
  const now = new Date();
  const children: Child[] = [];
  let template: string | null = null;
  for (let index = 0; index < count; index++) {
    const parent = await insertTestParent(db, { consented: true });
    const cookie = await insertSignedInSession(db, parent.userId, SECRET, now);
    const id = await insertTestChild(db, parent.familyId, `Child ${index + 1}`, {
      subjects: ["math"],
      days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
    });
    if (template === null) {
      const taken = await takeTestPlacement(db, parent.familyId, id, "math", {
        strategy: workingAtGrade(3),
        seconds: 20,
        start: new Date(now.getTime() - 30 * 60_000),
      });
      if (!taken.done) throw new Error("the template placement did not finish");
      template = id;
    } else await copyStart(db, template, id);
    children.push({ id, cookie });
  }
  await database.close();
  return children;
}

/** Gives `to` the same finished placement, learner state and plan as `from`. */
async function copyStart(db: ReturnType<typeof createDatabase>["db"], from: string, to: string) {
  const check = await db.selectFrom("placementCheck").selectAll().where("childId", "=", from).executeTakeFirstOrThrow();
  await db
    .insertInto("placementCheck")
    .values({ ...check, id: newId(), childId: to, stateJson: toJson(check.stateJson), pendingJson: null })
    .execute();
  const learner = await db.selectFrom("learnerState").selectAll().where("childId", "=", from).executeTakeFirstOrThrow();
  await db
    .insertInto("learnerState")
    .values({ ...learner, childId: to, stateJson: toJson(learner.stateJson) })
    .execute();
  const plan = await db.selectFrom("learningPlan").selectAll().where("childId", "=", from).executeTakeFirstOrThrow();
  const planId = newId();
  await db
    .insertInto("learningPlan")
    .values({ ...plan, id: planId, childId: to })
    .execute();
  const versions = await db.selectFrom("learningPlanVersion").selectAll().where("planId", "=", plan.id).execute();
  for (const version of versions) {
    await db
      .insertInto("learningPlanVersion")
      .values({
        ...version,
        id: newId(),
        planId,
        planJson: toJson(version.planJson),
        goalsJson: toJson(version.goalsJson),
        changesJson: toJson(version.changesJson),
      })
      .execute();
  }
}

const field = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? null;

function answerFields(html: string): Record<string, string> {
  const choice = /name="choiceId" value="([^"]+)"/.exec(html)?.[1];
  if (choice) return { choiceId: choice };
  if (html.includes('name="symbol"')) return { symbol: "<" };
  return { answer: "1" };
}

export async function runSessionScenario(args: string[]): Promise<void> {
  const option = (name: string, fallback: number) => {
    const index = args.indexOf(`--${name}`);
    const value = index >= 0 ? Number(args[index + 1]) : fallback;
    if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} needs a number`);
    return value;
  };
  const count = option("children", 200);
  const durationS = option("duration", 60);
  const thinkMs = option("think", 3000);
  const json = args.includes("--json");
  const say = (line: string) => (json ? process.stderr : process.stdout).write(`${line}\n`);
  if (!args.includes("--no-build")) {
    say("Building the production server…");
    const built = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", process.stderr, "inherit"] });
    if (built.status !== 0) throw new Error("npm run build failed");
  }
  say(`Seeding ${count} children with a finished placement…`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "brightpath-bench-session-"));
  const children = await seed(dataDir, count);
  const server = spawn(process.execPath, [path.join(ROOT, "server/main.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      SESSION_SECRET: SECRET,
      LOG_LEVEL: "silent",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const answers: number[] = [];
  let finals = 0;
  let errors = 0;
  let seconds: number;
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        if ((await send(BASE, "GET", `${BASE}/readyz`, "")).status === 200) break;
      } catch {
        // not listening yet
      }
      if (attempt > 300) throw new Error("the server did not become ready");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    say(`Running ${count} children for ${durationS} s, think time ${thinkMs} ms (±50%)…`);
    const started = performance.now();
    const deadline = started + durationS * 1000;
    const think = () =>
      new Promise((resolve) => setTimeout(resolve, thinkMs === 0 ? 0 : thinkMs * (0.5 + Math.random())));
    await Promise.all(
      children.map(async (child, index) => {
        try {
          await new Promise((resolve) => setTimeout(resolve, thinkMs === 0 ? 0 : (index / count) * thinkMs));
          const list = await send(BASE, "GET", `${BASE}/activities`, child.cookie);
          const link = /href="(\/activities\/parent\/[0-9a-f-]+)"/.exec(list.body)?.[1];
          if (!link) throw new Error(`no session on /activities (${list.status})`);
          let url = `${BASE}${link}`;
          while (performance.now() < deadline) {
            const page = await send(BASE, "GET", url, child.cookie);
            if (page.status === 302 && page.location) {
              url = `${BASE}${page.location}`;
              continue;
            }
            if (page.status !== 200) throw new Error(`GET ${page.status}`);
            if (page.body.includes('value="lesson-done"')) {
              await send(BASE, "POST", url, child.cookie, new URLSearchParams({ intent: "lesson-done" }));
              continue;
            }
            const answerKey = field(page.body, "answerKey");
            if (!answerKey) return; // the summary: today's session is over
            if (page.body.includes('value="next"')) {
              await send(BASE, "POST", url, child.cookie, new URLSearchParams({ intent: "next", answerKey }));
              continue;
            }
            const itemId = field(page.body, "itemId");
            if (!itemId) throw new Error("a question without its item id");
            await think();
            if (performance.now() >= deadline) return;
            let t0 = performance.now();
            let posted = await send(
              BASE,
              "POST",
              url,
              child.cookie,
              new URLSearchParams({ intent: "answer", itemId, answerKey, ...answerFields(page.body) }),
            );
            if (posted.status === 400) {
              t0 = performance.now();
              posted = await send(
                BASE,
                "POST",
                url,
                child.cookie,
                new URLSearchParams({ intent: "dont-know", itemId, answerKey }),
              );
            }
            answers.push(performance.now() - t0);
            if (posted.status !== 302) throw new Error(`POST ${posted.status}`);
            const after = await send(BASE, "GET", url, child.cookie);
            if (after.body.includes('value="next"')) finals++;
          }
        } catch {
          errors++;
        }
      }),
    );
    seconds = (performance.now() - started) / 1000;
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.on("exit", resolve));
  }
  const database = createDatabase({ kind: "sqlite", path: path.join(dataDir, "app.db") });
  const stored = await database.db
    .selectFrom("answerLog")
    .select((eb) => eb.fn.countAll<number>().as("answers"))
    .where("context", "=", "session")
    .executeTakeFirstOrThrow();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  closeConnections();
  const round = (value: number) => Math.round(value * 10) / 10;
  const figures = {
    scenario: "session",
    children: count,
    seconds: round(seconds),
    answerPostsPerSecond: round(answers.length / Math.max(seconds, 0.001)),
    p50Ms: round(percentile(answers, 0.5)),
    p95Ms: round(percentile(answers, 0.95)),
    p99Ms: round(percentile(answers, 0.99)),
    finalAnswersAcknowledged: finals,
    finalAnswersStored: Number(stored.answers),
    errors,
    meetsTarget: answers.length > 0 && percentile(answers, 0.99) < ANSWER_P99_TARGET_MS && errors === 0,
  };
  if (json) {
    process.stdout.write(`${JSON.stringify(figures)}\n`);
    return;
  }
  say("\nBrightpath load benchmark (daily-session answers over HTTP, production build, embedded SQLite)");
  for (const [label, value] of Object.entries(figures)) say(`  ${label.padEnd(26)}  ${String(value)}`);
  say(`  (target: answer p99 < ${ANSWER_P99_TARGET_MS} ms; every acknowledged final answer stored once)`);
}
