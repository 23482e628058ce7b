/**
 * SIGTERM on the real production server: a request that is still arriving when the signal lands
 * gets its full answer, and the process exits cleanly well within 10 seconds.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const PORT = 3197; // 3198 is the e2e OpenID provider, 3199 the e2e server

async function waitUntilReady(url: string, deadline = Date.now() + 30_000): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${url} never became ready`);
}

test("SIGTERM lets an in-flight request finish and exits within 10 s", async () => {
  test.skip(test.info().project.name !== "desktop", "one server process is enough");
  const dataDir = mkdtempSync(path.join(tmpdir(), "brightpath-shutdown-"));
  const server = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  server.stderr?.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));
  await waitUntilReady(`http://127.0.0.1:${PORT}/readyz`);

  // Start a POST whose body is still arriving: the request is in flight when SIGTERM lands.
  const body = "name=Ada&note=finishing";
  const socket = net.connect(PORT, "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  let reply = "";
  socket.on("data", (chunk) => (reply += chunk.toString()));
  const replied = new Promise<void>((resolve) => socket.on("end", () => resolve()));
  socket.write(
    `POST / HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nOrigin: http://127.0.0.1:${PORT}\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 200));

  const signalled = Date.now();
  server.kill("SIGTERM");
  // New connections are refused once shutdown has begun (a fresh socket each time, not a pooled one).
  const connectResult = () =>
    new Promise<string>((resolve) => {
      const probe = net.connect(PORT, "127.0.0.1");
      probe.once("connect", () => {
        probe.destroy();
        resolve("connected");
      });
      probe.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
  await expect.poll(connectResult, { timeout: 5000 }).toBe("ECONNREFUSED");
  socket.write(body.slice(5));
  await replied;

  // The landing route has no action, so React Router answers 405: a complete, deliberate reply.
  expect(reply).toMatch(/^HTTP\/1\.1 405 /);
  expect(await exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(10_000);
  expect(stderr).toBe("");
});
