/**
 * What both load benchmarks (`bench-load.ts` for placement, `bench-load-session.ts` for daily
 * sessions) need to act as signed-in parents over HTTP: a signed-in session seeded straight into
 * the database, its cookie as better-auth signs it, one request with a resend on a reset socket,
 * and percentiles.
 */
import { createHmac, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import { availableParallelism } from "node:os";
import type { Kysely } from "kysely";
import { defaultWorkerCount } from "../app/server/env.server.ts";
import { newId } from "../db/ids.ts";
import type { Database } from "../db/schema.ts";

export type Reply = { status: number; location: string | null; body: string };

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/** Requests sent again because a kept-alive socket was reset (printed by the benches). */
export const resends = { count: 0 };

/** Every request sent (resends included): the bench prints requests per answer. */
export const sent = { count: 0 };

/**
 * One request as a browser sends it: a form post or a page (`accept: text/html`), or a single-fetch
 * data request (`.data`). A kept-alive socket the server closed while the child was thinking
 * answers ECONNRESET: the request is sent again on a fresh connection, as a browser does. Resending
 * an answer is safe by design: it carries the same idempotency key, so it is stored once.
 */
export async function send(
  origin: string,
  method: "GET" | "POST",
  url: string,
  cookie: string,
  form?: URLSearchParams,
): Promise<Reply> {
  sent.count++;
  try {
    return await sendOnce(origin, method, url, cookie, form);
  } catch (error) {
    if ((error as { code?: string }).code !== "ECONNRESET") throw error;
    resends.count++;
    return sendOnce(origin, method, url, cookie, form);
  }
}

function sendOnce(
  origin: string,
  method: "GET" | "POST",
  url: string,
  cookie: string,
  form?: URLSearchParams,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const body = form?.toString();
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: {
          cookie,
          origin,
          accept: url.includes(".data") ? "*/*" : "text/html",
          ...(body
            ? { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) }
            : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location ?? headerText(response.headers["x-remix-redirect"]),
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    request.on("error", reject);
    if (body) request.write(body);
    request.end();
  });
}

/**
 * A signed-in session for `userId`, stored as better-auth stores one, and the cookie that carries
 * it (HMAC-SHA256 of the token with the server's `SESSION_SECRET`).
 */
export async function insertSignedInSession(
  db: Kysely<Database>,
  userId: string,
  secret: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(24).toString("hex");
  await db
    .insertInto("session")
    .values({
      id: newId(),
      token,
      userId,
      expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      ipAddress: null,
      userAgent: null,
    })
    .execute();
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `brightpath.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** Closes the kept-alive connections, so the process can end. */
export function closeConnections(): void {
  agent.destroy();
}

export function percentile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/**
 * CPU time a process has used, in ms (Linux /proc; NaN elsewhere). Unlike latency it hardly
 * depends on what else the machine is doing, so CPU per answer says what one server can carry on
 * a quiet machine even when the benchmark runs on a busy one.
 */
export function cpuMs(pid: number | undefined): number {
  try {
    return processTree(Number(pid)).reduce((sum, each) => sum + ownCpuMs(each), 0);
  } catch {
    return NaN;
  }
}

/**
 * A process and all its descendants: the server's primary and its worker processes (decision
 * 0034), so the benchmark's CPU figure covers every process that serves. A worker that exited
 * during the run takes its CPU time with it (none does unless it crashed).
 */
function processTree(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  return [pid, ...children.flatMap((child) => processTree(Number(child)))];
}

function ownCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the command name), in ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * `--workers N`: how many server processes the benchmark starts (WEB_CONCURRENCY); without it
 * the production default (one per core, capped). Returns the count and the environment to pass.
 */
export function serverWorkers(args: string[]): { workers: number; env: { WEB_CONCURRENCY?: string } } {
  const index = args.indexOf("--workers");
  if (index < 0) return { workers: defaultWorkerCount("production", availableParallelism()), env: {} };
  const workers = Number(args[index + 1]);
  if (!Number.isInteger(workers) || workers < 1) throw new Error("--workers needs a whole number of at least 1");
  return { workers, env: { WEB_CONCURRENCY: String(workers) } };
}

/**
 * Waits until the server has finished its start-up work before the clock starts: a production
 * server builds the landing page's showcase a second after it starts and runs the scheduled
 * e-mails' first pass, seconds of CPU that would otherwise be charged to the first answers (and
 * make "server CPU per step" depend on the run's length). Idle: under 5 % of a core for a second.
 */
export async function waitForIdleServer(pid: number | undefined, maxMs = 60_000): Promise<void> {
  const startedAt = performance.now();
  let before = cpuMs(pid);
  while (performance.now() - startedAt < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuMs(pid);
    if (!Number.isFinite(now) || now - before < 50) return;
    before = now;
  }
}

/**
 * The value of a single-fetch response (React Router's turbo-stream): its first line is a flat
 * JSON array where an object is `{"_<key index>": <value index>}`, an array lists value indexes
 * and negative indexes are constants. Enough for a loader's plain data and a redirect (typed
 * values such as dates, and promises on later lines, come back as null).
 */
export function decodeSingleFetch(body: string): unknown {
  let values: unknown[];
  try {
    values = JSON.parse(body.split("\n")[0] ?? "[]") as unknown[];
  } catch {
    return null;
  }
  const seen = new Map<number, unknown>();
  const hydrate = (index: number): unknown => {
    if (index < 0) return index === -7 ? undefined : index === -5 ? null : index === -2 ? NaN : null;
    if (seen.has(index)) return seen.get(index);
    const value = values[index];
    if (Array.isArray(value)) {
      if (typeof value[0] === "string") return null;
      const list: unknown[] = [];
      seen.set(index, list);
      for (const entry of value) list.push(hydrate(entry as number));
      return list;
    }
    if (value && typeof value === "object") {
      const object: Record<string, unknown> = {};
      seen.set(index, object);
      for (const [key, entry] of Object.entries(value)) {
        const name = key.startsWith("_") ? values[Number(key.slice(1))] : key;
        if (typeof name === "string") object[name] = hydrate(entry as number);
      }
      return object;
    }
    return value;
  };
  return values.length > 0 ? hydrate(0) : null;
}

/** The part of a question on screen (the player's loader data) that a simulated child answers from. */
export type AnsweredQuestion = { format: string; choices: { id: string }[] };

/** A usable answer for the question's format: the first choice, a comparison symbol, or a number. */
export function answerFieldsOf(question: AnsweredQuestion): Record<string, string> {
  if (question.format === "multiple-choice" && question.choices[0]) return { choiceId: question.choices[0].id };
  if (question.format === "comparison") return { symbol: "<" };
  return { answer: "1" };
}
