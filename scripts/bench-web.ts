/**
 * `npm run bench:web`: what the landing page costs a visitor, and how fast the server answers it.
 * Prints the compressed JavaScript and CSS the page loads, and the median (and p95) time to answer
 * `/` over a few hundred requests, next to a bare node:http server returning the same HTML — the
 * ratio is the figure to watch (PRODUCT.md §10: < 100 KB of JS, < 50 ms).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const PORT = 3197;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = 30;
const ROOT = path.resolve(import.meta.dirname, "..");
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
  });
}

async function waitUntilReady(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await get(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server at ${url} did not become ready`);
}

/** Every script and stylesheet the HTML makes the browser load on first paint. */
function assetsOf(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) scripts.add(match[1] ?? "");
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(match[1] ?? "");
  for (const match of html.matchAll(/import[^"']*["'](\/assets\/[^"']+\.js)["']/g)) scripts.add(match[1] ?? "");
  const styles = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) styles.add(match[1] ?? "");
  for (const match of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="stylesheet"/g)) styles.add(match[1] ?? "");
  return { scripts: [...scripts].filter(Boolean), styles: [...styles].filter(Boolean) };
}

async function transferSize(baseUrl: string, paths: string[]) {
  let compressed = 0;
  let encoding = "identity";
  for (const assetPath of paths) {
    const response = await get(`${baseUrl}${assetPath}`, { "accept-encoding": "br, gzip" });
    if (response.status !== 200) throw new Error(`${assetPath} answered ${response.status}`);
    compressed += response.body.length;
    encoding = String(response.headers["content-encoding"] ?? "identity");
  }
  return { files: paths.length, compressed, encoding };
}

async function timeRequests(url: string): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await get(url, { "accept-encoding": "br, gzip" });
  const durations: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = process.hrtime.bigint();
    const response = await get(url, { "accept-encoding": "br, gzip" });
    durations.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  }
  durations.sort((a, b) => a - b);
  const at = (q: number) => durations[Math.min(durations.length - 1, Math.floor(q * durations.length))] ?? NaN;
  return { median: at(0.5), p95: at(0.95) };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "brightpath-bench-"));
  const server = spawn(process.execPath, [path.join(ROOT, "server/main.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${PORT}`;
  try {
    await waitUntilReady(`${baseUrl}/healthz`);
    const landing = await get(`${baseUrl}/`);
    const html = landing.body.toString("utf8");
    const { scripts, styles } = assetsOf(html);
    const js = await transferSize(baseUrl, scripts);
    const css = await transferSize(baseUrl, styles);
    const app = await timeRequests(`${baseUrl}/`);

    // The same HTML from a bare node:http server: the floor any framework is measured against.
    const bare = http.createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(html);
    });
    await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
    const bareTimes = await timeRequests(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/`);
    bare.close();

    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    const rows: [string, string][] = [
      ["landing JavaScript (compressed)", `${kb(js.compressed)} in ${js.files} files (${js.encoding}); budget 100 KB`],
      ["landing CSS (compressed)", `${kb(css.compressed)} in ${css.files} files (${css.encoding})`],
      ["landing HTML (uncompressed)", kb(landing.body.length)],
      [`GET / median over ${REQUESTS}`, `${ms(app.median)} (p95 ${ms(app.p95)}); budget 50 ms`],
      [`bare node:http median over ${REQUESTS}`, `${ms(bareTimes.median)} (p95 ${ms(bareTimes.p95)})`],
      ["ratio app / bare (median)", `${(app.median / bareTimes.median).toFixed(1)}x`],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    process.stdout.write(`\nBrightpath web benchmark (landing page /)\n`);
    for (const [label, value] of rows) process.stdout.write(`  ${label.padEnd(width)}  ${value}\n`);
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.on("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
    agent.destroy();
  }
}

await main();
