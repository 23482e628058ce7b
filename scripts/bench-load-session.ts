/**
 * `npm run bench:load -- --scenario session`: many children answering daily-session questions at
 * once over real HTTP (issue 13: the same p99 < 50 ms answer target at 200 concurrent children).
 *
 * Seeds one child's finished math placement through the real services, copies its placement,
 * learner state and plan to every other child (the same starting point, much faster than 200
 * placements), starts the production server, opens /activities for every child (today's session is
 * planned; not measured), and runs each child as a loop over its activity page:
 * the lesson, then answer (a first try, a second try, or "I don't know"), then "Next" — thinking
 * before each answer and reading each feedback before "Next", as a child does. By default
 * each step goes as the player with JavaScript sends it (decision 0019): the post to
 * `<page>.data`, then the next screen from `<page>.data?_routes=routes/app/activity` (the activity
 * loader alone); `--document` sends form posts and whole pages as without JavaScript. It measures
 * the answer POST and the screen after it, the server's CPU per answer, then checks that the final
 * answers the server acknowledged were stored once.
 *
 *   npm run bench:load -- --scenario session [--children 200] [--duration 60] [--think 3000] [--document]
 *                         [--no-build] [--json] [--cpu-prof <dir>] [--workers N] [--port N] [--server-log <file>]
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { createDatabase } from "../db/connection.ts";
import { newId } from "../db/ids.ts";
import { toJson } from "../db/type-parity.ts";
import { takeTestPlacement, workingAtGrade } from "../tests/setup/factories.ts";
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
  type Reply,
  waitForIdleServer,
} from "./bench-load-client.ts";
import {
  benchPort,
  buildUnlessSkipped,
  countStoredAnswers,
  seedChildren,
  startBenchServer,
  type SeededChild,
} from "./bench-load-server.ts";

/** `--port N`: another port, when someone else's benchmark holds the default one on a shared machine. */
const PORT = benchPort(process.argv, 3195);
const BASE = `http://127.0.0.1:${PORT}`;
const SECRET = randomBytes(32).toString("hex");
const ANSWER_P99_TARGET_MS = 50;
const ACTIVITY_ROUTE = "routes/app/activity";

type Child = SeededChild;

/**
 * Every child with the same finished math placement: the first child's is taken through the real
 * services, then copied to every other child.
 */
async function seed(dataDir: string, count: number): Promise<Child[]> {
  const now = new Date();
  let template: string | null = null;
  return seedChildren(
    dataDir,
    count,
    SECRET,
    { subjects: ["math"], days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] },
    async (db, child) => {
      if (template !== null) return copyStart(db, template, child.id);
      const taken = await takeTestPlacement(db, child.familyId, child.id, "math", {
        strategy: workingAtGrade(3),
        seconds: 20,
        start: new Date(now.getTime() - 30 * 60_000),
      });
      if (!taken.done) throw new Error("the template placement did not finish");
      template = child.id;
    },
  );
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

type Screen = {
  kind: string;
  itemId?: string;
  answerKey?: string;
  question?: { format: string; choices: { id: string }[] };
};

/** The activity loader's data in a single-fetch reply, or the address it redirects to. */
function screenOf(reply: Reply): { screen: Screen | null; redirect: string | null } {
  const decoded = decodeSingleFetch(reply.body) as Record<string, { data?: Screen } | undefined> | null;
  const redirect = reply.location ?? (decoded as { redirect?: string } | null)?.redirect ?? null;
  // A loader's reply is keyed by route; an action's reply (a step) is `{ data: { screen } }`.
  const acted = (decoded as { data?: { screen?: Screen } } | null)?.data?.screen;
  return { screen: acted ?? decoded?.[ACTIVITY_ROUTE]?.data ?? null, redirect };
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
  const documentMode = args.includes("--document");
  // `--workers N`: N server processes (WEB_CONCURRENCY, decision 0034); the CPU figure sums them all.
  const workers = serverWorkers(args);
  const say = (line: string) => (json ? process.stderr : process.stdout).write(`${line}\n`);
  buildUnlessSkipped(args, say);
  say(`Seeding ${count} children with a finished placement…`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "brightpath-bench-session-"));
  const children = await seed(dataDir, count);
  const server = await startBenchServer({ args, port: PORT, dataDir, secret: SECRET, workersEnv: workers.env });
  const answers: number[] = [];
  const nextScreens: number[] = [];
  const steps: number[] = [];
  let finals = 0;
  let errors = 0;
  let seconds: number;
  let serverCpuMs: number;
  let requests: number;
  resends.count = 0;
  try {
    // Today's session is planned when /activities is opened, once a day, as a parent does before
    // handing over the device: done for every child before the clock starts (a few at a time), so
    // the figures are the answers' and not 200 plannings crammed into the first think time.
    say(`Planning today's session for ${count} children (/activities, not measured)…`);
    const links: string[] = [];
    for (let first = 0; first < count; first += 8) {
      await Promise.all(
        children.slice(first, first + 8).map(async (child, offset) => {
          const list = await send(BASE, "GET", `${BASE}/activities`, child.cookie);
          const link = /href="(\/activities\/parent\/[0-9a-f-]+)"/.exec(list.body)?.[1];
          if (!link) throw new Error(`no session on /activities (${list.status})`);
          links[first + offset] = link;
        }),
      );
    }
    say(
      `Running ${count} children for ${durationS} s, think time ${thinkMs} ms (±50%), ${documentMode ? "form posts and whole pages (no JavaScript)" : "steps as the player with JavaScript sends them (.data requests)"}…`,
    );
    await waitForIdleServer(server.pid);
    const started = performance.now();
    const cpuAtStart = cpuMs(server.pid);
    const sentAtStart = sent.count;
    const deadline = started + durationS * 1000;
    const think = () =>
      new Promise((resolve) => setTimeout(resolve, thinkMs === 0 ? 0 : thinkMs * (0.5 + Math.random())));
    /** An answer, then "I don't know" when the answer does not fit the format (400), as a child would. */
    async function postAnswer(
      url: string,
      cookie: string,
      itemId: string,
      answerKey: string,
      fields: Record<string, string>,
    ) {
      let t0 = performance.now();
      let posted = await send(
        BASE,
        "POST",
        url,
        cookie,
        new URLSearchParams({ intent: "answer", itemId, answerKey, ...fields }),
      );
      if (posted.status === 400) {
        t0 = performance.now();
        // With JavaScript the player's "I don't know" form asks for the next screen in the reply too.
        const marker: Record<string, string> = documentMode ? {} : { [SCREEN_IN_REPLY]: "1" };
        posted = await send(
          BASE,
          "POST",
          url,
          cookie,
          new URLSearchParams({ intent: "dont-know", itemId, answerKey, ...marker }),
        );
      }
      return { posted, ms: performance.now() - t0 };
    }
    /**
     * The player with JavaScript: one request per screen. Each post goes to `<page>.data` with the
     * player's `screenInReply` field and its reply carries the next screen; only a move to the
     * session's next part (a redirect) loads that page's data, as the router does.
     */
    async function jsChild(child: Child, link: string) {
      let page = link;
      const screenAt = (at: string) =>
        send(BASE, "GET", `${BASE}${at}.data?_routes=${encodeURIComponent(ACTIVITY_ROUTE)}`, child.cookie);
      let reply = await screenAt(page);
      while (performance.now() < deadline) {
        const { screen, redirect } = screenOf(reply);
        if (redirect) {
          page = redirect;
          reply = await screenAt(page);
          continue;
        }
        if (!screen || (reply.status !== 200 && reply.status !== 400)) throw new Error(`reply ${reply.status}`);
        const post = (form: Record<string, string>) =>
          send(
            BASE,
            "POST",
            `${BASE}${page}.data`,
            child.cookie,
            new URLSearchParams({ ...form, [SCREEN_IN_REPLY]: "1" }),
          );
        if (screen.kind === "summary") return; // today's session is over
        if (screen.kind === "lesson") {
          reply = await post({ intent: "lesson-done" });
        } else if (screen.kind === "feedback" && screen.answerKey) {
          // The child reads the feedback ("That's right!", the worked solution) before "Next".
          await think();
          if (performance.now() >= deadline) return;
          reply = await post({ intent: "next", answerKey: screen.answerKey });
        } else if (screen.kind === "question" && screen.itemId && screen.answerKey && screen.question) {
          await think();
          if (performance.now() >= deadline) return;
          const { posted, ms } = await postAnswer(
            `${BASE}${page}.data`,
            child.cookie,
            screen.itemId,
            screen.answerKey,
            { ...answerFieldsOf(screen.question), [SCREEN_IN_REPLY]: "1" },
          );
          const after = screenOf(posted);
          if (posted.status >= 400 || (!after.screen && !after.redirect)) throw new Error(`POST ${posted.status}`);
          answers.push(ms);
          // The next screen (the feedback, or another try) came in the same reply: the step is this one request.
          nextScreens.push(ms);
          steps.push(ms);
          if (after.screen?.kind === "feedback") finals++;
          reply = posted;
        } else throw new Error(`an activity screen of kind ${screen.kind}`);
      }
    }
    /** Without JavaScript: form posts answered by a redirect, then the whole page. */
    async function documentChild(child: Child, link: string) {
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
          await think();
          if (performance.now() >= deadline) return;
          await send(BASE, "POST", url, child.cookie, new URLSearchParams({ intent: "next", answerKey }));
          continue;
        }
        const itemId = field(page.body, "itemId");
        if (!itemId) throw new Error("a question without its item id");
        await think();
        if (performance.now() >= deadline) return;
        const { posted, ms } = await postAnswer(url, child.cookie, itemId, answerKey, answerFields(page.body));
        if (posted.status !== 302) throw new Error(`POST ${posted.status}`);
        answers.push(ms);
        const t1 = performance.now();
        const after = await send(BASE, "GET", url, child.cookie);
        const nextMs = performance.now() - t1;
        nextScreens.push(nextMs);
        steps.push(ms + nextMs);
        if (after.body.includes('value="next"')) finals++;
      }
    }
    await Promise.all(
      children.map(async (child, index) => {
        try {
          await new Promise((resolve) => setTimeout(resolve, thinkMs === 0 ? 0 : (index / count) * thinkMs));
          const link = links[index]!;
          await (documentMode ? documentChild(child, link) : jsChild(child, link));
        } catch {
          errors++;
        }
      }),
    );
    seconds = (performance.now() - started) / 1000;
    serverCpuMs = cpuMs(server.pid) - cpuAtStart;
    requests = sent.count - sentAtStart;
  } finally {
    await server.stop();
  }
  const stored = await countStoredAnswers(dataDir, "session");
  rmSync(dataDir, { recursive: true, force: true });
  closeConnections();
  const round = (value: number) => Math.round(value * 10) / 10;
  const figures = {
    scenario: "session",
    mode: documentMode ? "document" : "js",
    children: count,
    workers: workers.workers,
    seconds: round(seconds),
    thinkMs,
    answerPostsPerSecond: round(answers.length / Math.max(seconds, 0.001)),
    p50Ms: round(percentile(answers, 0.5)),
    p95Ms: round(percentile(answers, 0.95)),
    p99Ms: round(percentile(answers, 0.99)),
    nextScreenP50Ms: round(percentile(nextScreens, 0.5)),
    nextScreenP99Ms: round(percentile(nextScreens, 0.99)),
    stepP99Ms: round(percentile(steps, 0.99)),
    // Every request of the run (lesson, "Next", first tries) per answer posted, all server processes summed.
    serverCpuMsPerAnswer: round(serverCpuMs / Math.max(answers.length, 1)),
    serverCpuMsPerRequest: round(serverCpuMs / Math.max(requests, 1)),
    requestsPerAnswer: round(requests / Math.max(answers.length, 1)),
    finalAnswersAcknowledged: finals,
    finalAnswersStored: stored,
    errors,
    resentAfterReset: resends.count,
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
