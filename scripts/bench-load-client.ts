/**
 * What both load benchmarks (`bench-load.ts` for placement, `bench-load-session.ts` for daily
 * sessions) need to act as signed-in parents over HTTP: a signed-in session seeded straight into
 * the database, its cookie as better-auth signs it, one request with a resend on a reset socket,
 * and percentiles.
 */
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { Kysely } from "kysely";
import { newId } from "../db/ids.ts";
import type { Database } from "../db/schema.ts";

export type Reply = { status: number; location: string | null; body: string };

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/** Requests sent again because a kept-alive socket was reset (printed by the benches). */
export const resends = { count: 0 };

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
