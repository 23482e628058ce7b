/**
 * `npm run bench:load`: many children answering placement questions at once over real HTTP
 * (issue 12 "Speed"; PRODUCT.md §10: answer submission p99 < 50 ms at 200 concurrent children).
 *
 * Builds the app (output to stderr), seeds families, consented parents, signed-in sessions and
 * children into a fresh embedded SQLite database with the test factories, starts the production
 * server on it, and runs every child as a loop: load the question, think, post an answer, follow
 * the redirect — by default as the player with JavaScript does it (single-fetch data requests),
 * with `--document` as without JavaScript (form posts and whole pages). It measures the answer POST and the next-question GET separately, then
 * stops the server and checks the answers stored against the answers the server acknowledged.
 *
 *   npm run bench:load -- [--children 200] [--duration 60] [--think 3000] [--no-search] [--no-build] [--json]
 *                         [--document] [--cpu-prof <dir>] [--workers N] [--port N] [--server-log <file>]
 *
 * `--workers N` runs the server as N processes (WEB_CONCURRENCY; decision 0034); without it the
 * production default, one per core. The server CPU figure sums the primary and every worker.
 *
 * `--think 0` gives the saturation figure. After the main run a short search (25, 50, 100, … up
 * to 800 children, 20 s each) finds the largest number of children that still meets the target.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SCREEN_IN_REPLY } from "../app/components/player/lean-step.ts";
import {
  answerFieldsOf,
  closeConnections,
  cpuMs,
  decodeSingleFetch,
  percentile,
  resends,
  send,
  serverWorkers,
  sent,
  type AnsweredQuestion,
  waitForIdleServer,
} from "./bench-load-client.ts";
import { runSessionScenario } from "./bench-load-session.ts";
import {
  benchPort,
  buildUnlessSkipped,
  countStoredAnswers,
  seedChildren,
  startBenchServer,
  type SeededChild,
} from "./bench-load-server.ts";

/** `--port N`: another port, when someone else's benchmark holds the default one on a shared machine. */
const PORT = benchPort(process.argv, 3196);
const BASE = `http://127.0.0.1:${PORT}`;
const SECRET = randomBytes(32).toString("hex");
const ANSWER_P99_TARGET_MS = 50;
const STEP_P99_TARGET_MS = 100;

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} needs a number`);
  return value;
};
const CHILDREN = option("children", 200);
const DURATION_S = option("duration", 60);
const THINK_MS = option("think", 3000);
const JSON_OUT = flag("json");
/**
 * `js` (default): each step as the player with JavaScript sends it, React Router's single-fetch
 * data requests: the answer POSTed to `<page>.data`, then `<page>.data?_routes=<placement>` for the
 * next question (the root and layout loaders are skipped after an answer, decision 0019).
 * `document`: as without JavaScript, a form post answered by a redirect, then the whole page.
 */
const MODE = args.includes("--document") ? "document" : "js";
const WORKERS = serverWorkers(args);
const PLACEMENT_ROUTE = "routes/app/placement";
const say = (line: string) => (JSON_OUT ? process.stderr : process.stdout).write(`${line}\n`);

type PlacementScreen = { itemId?: string; answerKey?: string; question?: AnsweredQuestion };

/** The placement loader's data (the question on screen) from a single-fetch reply of the page's data request. */
function placementScreenOf(body: string): PlacementScreen | null {
  const decoded = decodeSingleFetch(body) as Record<string, { data?: PlacementScreen } | undefined> | null;
  return decoded?.[PLACEMENT_ROUTE]?.data ?? null;
}

type Child = SeededChild;

const field = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? null;

/** A usable answer from the page: the first choice, a comparison symbol, or a number. */
function answerFields(html: string): Record<string, string> {
  const choice = /name="choiceId" value="([^"]+)"/.exec(html)?.[1];
  if (choice) return { choiceId: choice };
  if (html.includes('name="symbol"')) return { symbol: "<" };
  return { answer: "1" };
}

type Run = {
  children: number;
  answers: number[];
  nextQuestion: number[];
  steps: number[];
  acknowledged: number;
  errors: number;
  seconds: number;
  stored: number;
  /** The server's CPU time (user + system, the primary and every worker process) during the run, in ms. */
  serverCpuMs: number;
  /** Requests sent during the run (each check's start and first question included). */
  requests: number;
};

async function runLevel(count: number, durationS: number, thinkMs: number): Promise<Run> {
  resends.count = 0;
  const dataDir = mkdtempSync(path.join(tmpdir(), "brightpath-bench-load-"));
  const children = await seedChildren(dataDir, count, SECRET, {
    subjects: ["math", "reading"],
    days: ["mon", "wed", "fri"],
  });
  const server = await startBenchServer({ args, port: PORT, dataDir, secret: SECRET, workersEnv: WORKERS.env });
  const run: Run = {
    children: count,
    answers: [],
    nextQuestion: [],
    steps: [],
    acknowledged: 0,
    errors: 0,
    seconds: 0,
    stored: 0,
    serverCpuMs: NaN,
    requests: 0,
  };
  try {
    const check = await send(BASE, "GET", `${BASE}/placement/${children[0]?.id}/math`, children[0]?.cookie ?? "");
    if (check.status !== 200) throw new Error(`a seeded parent is not signed in (GET answered ${check.status})`);
    await waitForIdleServer(server.pid);
    const started = performance.now();
    const cpuAtStart = cpuMs(server.pid);
    const sentAtStart = sent.count;
    const deadline = started + durationS * 1000;
    const think = () => (thinkMs === 0 ? 0 : thinkMs * (0.5 + Math.random()));
    await Promise.all(children.map((child, index) => childLoop(child, index).catch(() => void run.errors++)));
    /**
     * The player with JavaScript (see MODE): the question on screen, then one request per step —
     * the answer posted to `<page>.data` with the player's `screenInReply` field, whose reply
     * carries the next question (or, at the end, the redirect to the result).
     */
    async function jsSteps(child: Child, url: string) {
      const first = await send(BASE, "GET", `${url}.data?_routes=${encodeURIComponent(PLACEMENT_ROUTE)}`, child.cookie);
      let screen = first.status === 200 ? placementScreenOf(first.body) : null;
      while (performance.now() < deadline && screen?.itemId && screen.answerKey && screen.question) {
        const { itemId, answerKey } = screen;
        if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, think()));
        if (performance.now() >= deadline) return;
        const step = (fields: Record<string, string>) =>
          send(
            BASE,
            "POST",
            `${url}.data`,
            child.cookie,
            new URLSearchParams({ itemId, answerKey, [SCREEN_IN_REPLY]: "1", ...fields }),
          );
        let t0 = performance.now();
        let posted = await step({ intent: "answer", ...answerFieldsOf(screen.question) });
        if (posted.status === 400) {
          // Not a usable answer for this format: "I don't know this yet" instead, like a child would.
          t0 = performance.now();
          posted = await step({ intent: "dont-know" });
        }
        const answerMs = performance.now() - t0;
        const reply = decodeSingleFetch(posted.body) as {
          data?: { screen?: PlacementScreen };
          redirect?: string;
        } | null;
        const redirect = posted.location ?? reply?.redirect ?? null;
        if (posted.status >= 400 || (!redirect && !reply?.data?.screen)) {
          run.errors++;
          break;
        }
        run.acknowledged++;
        run.answers.push(answerMs);
        // The next question came in the same reply: the whole step is this one request.
        run.nextQuestion.push(answerMs);
        run.steps.push(answerMs);
        if (redirect) break; // the check is finished: its result page
        screen = reply?.data?.screen ?? null;
      }
    }
    async function childLoop(child: Child, index: number) {
      // Children arrive over the first think time, not all in the same millisecond.
      await new Promise((resolve) => setTimeout(resolve, thinkMs === 0 ? 0 : (index / count) * thinkMs));
      for (const subject of ["math", "reading"]) {
        const url = `${BASE}/placement/${child.id}/${subject}`;
        const start = await send(BASE, "POST", url, child.cookie, new URLSearchParams({ intent: "start" }));
        if (start.status !== 302) run.errors++;
        if (MODE === "js") {
          await jsSteps(child, url);
          continue;
        }
        let page = await send(BASE, "GET", url, child.cookie);
        while (performance.now() < deadline && page.status === 200) {
          const itemId = field(page.body, "itemId");
          const answerKey = field(page.body, "answerKey");
          if (!itemId || !answerKey) break;
          if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, think()));
          if (performance.now() >= deadline) return;
          const form = new URLSearchParams({ itemId, answerKey, intent: "answer", ...answerFields(page.body) });
          let t0 = performance.now();
          let posted = await send(BASE, "POST", url, child.cookie, form);
          let answerMs = performance.now() - t0;
          if (posted.status === 400) {
            // Not a usable answer for this format: "I don't know this yet" instead, like a child would.
            t0 = performance.now();
            posted = await send(
              BASE,
              "POST",
              url,
              child.cookie,
              new URLSearchParams({ itemId, answerKey, intent: "dont-know" }),
            );
            answerMs = performance.now() - t0;
          }
          if (posted.status !== 302) {
            run.errors++;
            break;
          }
          run.acknowledged++;
          run.answers.push(answerMs);
          if (posted.location?.endsWith("/result")) break;
          const t1 = performance.now();
          page = await send(BASE, "GET", url, child.cookie);
          const nextMs = performance.now() - t1;
          run.nextQuestion.push(nextMs);
          run.steps.push(answerMs + nextMs);
        }
      }
    }
    run.seconds = (performance.now() - started) / 1000;
    run.serverCpuMs = cpuMs(server.pid) - cpuAtStart;
    run.requests = sent.count - sentAtStart;
  } finally {
    await server.stop();
  }
  run.stored = await countStoredAnswers(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
  return run;
}

const round = (value: number) => Math.round(value * 10) / 10;
const meets = (run: Run) =>
  run.answers.length > 0 &&
  percentile(run.answers, 0.99) < ANSWER_P99_TARGET_MS &&
  percentile(run.steps, 0.99) < STEP_P99_TARGET_MS &&
  run.errors === 0;

function summary(run: Run) {
  return {
    children: run.children,
    workers: WORKERS.workers,
    mode: MODE,
    seconds: round(run.seconds),
    thinkMs: THINK_MS,
    answersPerSecond: round(run.answers.length / Math.max(run.seconds, 0.001)),
    p50Ms: round(percentile(run.answers, 0.5)),
    p95Ms: round(percentile(run.answers, 0.95)),
    p99Ms: round(percentile(run.answers, 0.99)),
    nextQuestionP50Ms: round(percentile(run.nextQuestion, 0.5)),
    nextQuestionP99Ms: round(percentile(run.nextQuestion, 0.99)),
    stepP99Ms: round(percentile(run.steps, 0.99)),
    // Server CPU per answer, the next question included (and the check's start, amortized), summed
    // over every server process. Each process runs its JavaScript and SQLite on one thread, so one
    // idle core gives about 1000 / this steps a second, and N workers on N idle cores about N times that.
    serverCpuMsPerStep: round(run.serverCpuMs / Math.max(run.acknowledged, 1)),
    requestsPerStep: round(run.requests / Math.max(run.acknowledged, 1)),
    acknowledged: run.acknowledged,
    stored: run.stored,
    errors: run.errors,
    resentAfterReset: resends.count,
    meetsTarget: meets(run),
  };
}

async function main(): Promise<void> {
  // Issue 13: `--scenario session` measures daily-session answers instead (scripts/bench-load-session.ts).
  if (args[args.indexOf("--scenario") + 1] === "session" && args.includes("--scenario"))
    return runSessionScenario(args);
  buildUnlessSkipped(args, say);
  say(
    `Running ${CHILDREN} children for ${DURATION_S} s, think time ${THINK_MS} ms (±50%), ${MODE === "js" ? "steps as the player with JavaScript sends them (.data requests)" : "form posts and whole pages (no JavaScript)"}…`,
  );
  const main = summary(await runLevel(CHILDREN, DURATION_S, THINK_MS));
  let maxChildrenMeetingTarget: number | null = null;
  if (!flag("no-search")) {
    for (const level of [25, 50, 100, 200, 400, 800]) {
      const result = level === CHILDREN && DURATION_S >= 20 ? main : summary(await runLevel(level, 20, THINK_MS));
      say(
        `  ${String(level).padStart(4)} children: answer p99 ${result.p99Ms} ms, step p99 ${result.stepP99Ms} ms → ${result.meetsTarget ? "meets" : "misses"} the target`,
      );
      if (!result.meetsTarget) break;
      maxChildrenMeetingTarget = level;
    }
  }
  const figures = { ...main, maxChildrenMeetingTarget };
  if (JSON_OUT) {
    process.stdout.write(`${JSON.stringify(figures)}\n`);
    return;
  }
  const rows: [string, string][] = [
    ["children (concurrent)", String(main.children)],
    ["server processes (--workers)", String(main.workers)],
    ["answers per second", String(main.answersPerSecond)],
    [
      "answer submission p50 / p95 / p99",
      `${main.p50Ms} / ${main.p95Ms} / ${main.p99Ms} ms (target p99 < ${ANSWER_P99_TARGET_MS} ms)`,
    ],
    ["next question p50 / p99", `${main.nextQuestionP50Ms} / ${main.nextQuestionP99Ms} ms`],
    ["answer + next question p99", `${main.stepP99Ms} ms (target well under ${STEP_P99_TARGET_MS} ms)`],
    [
      "server CPU per step",
      `${main.serverCpuMsPerStep} ms, all server processes (each idle core: at most about ${Math.round(1000 / main.serverCpuMsPerStep)} steps/s)`,
    ],
    [
      "acknowledged / stored answers",
      `${main.acknowledged} / ${main.stored}${main.acknowledged === main.stored ? " (equal)" : " (DIFFERENT)"}`,
    ],
    ["errors", String(main.errors)],
    [
      "largest child count meeting the target",
      maxChildrenMeetingTarget === null ? "not searched / none" : String(maxChildrenMeetingTarget),
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  say(
    `\nBrightpath load benchmark (placement answers over HTTP, production build, embedded SQLite, ${main.workers} server process${main.workers === 1 ? "" : "es"})`,
  );
  for (const [label, value] of rows) say(`  ${label.padEnd(width)}  ${value}`);
}

try {
  await main();
} finally {
  closeConnections();
}
