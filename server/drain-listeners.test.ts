/**
 * A page streamed by React Router's writer through `compression` under backpressure: without
 * `removableDrainListeners` every wait for "drain" leaves a listener on the BrotliCompress stream
 * and Node warns "MaxListenersExceededWarning … drain listeners added to [BrotliCompress]".
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express from "express";
import { describe, expect, it } from "vitest";
import { removableDrainListeners } from "./drain-listeners.ts";

const CHUNKS = 40;
const CHUNK_BYTES = 64 * 1024;

/** Serves one streamed body (random bytes: zlib's buffer fills on every write) and fetches it with brotli. */
async function streamThroughCompression(withFix: boolean) {
  const body = randomBytes(CHUNKS * CHUNK_BYTES);
  const app = express();
  app.use(compression({ threshold: 0 }));
  if (withFix) app.use(removableDrainListeners());
  app.get("/", (_request, response) => {
    response.setHeader("Content-Type", "text/html");
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= CHUNKS) return controller.close();
        controller.enqueue(body.subarray(sent * CHUNK_BYTES, (sent + 1) * CHUNK_BYTES));
        sent++;
      },
    });
    void writeReadableStreamToWritable(stream, response);
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
  process.on("warning", onWarning);
  try {
    const received = await new Promise<Buffer>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      http
        .get({ host: "127.0.0.1", port, path: "/", headers: { "accept-encoding": "br" } }, (response) => {
          const parts: Buffer[] = [];
          // A slow reader: the socket fills too, as with a busy client.
          response.on("data", (chunk: Buffer) => {
            parts.push(chunk);
            response.pause();
            setTimeout(() => response.resume(), 1);
          });
          response.on("end", () => resolve(brotliDecompressSync(Buffer.concat(parts))));
        })
        .on("error", reject);
    });
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { intact: received.equals(body), warnings };
  } finally {
    process.off("warning", onWarning);
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("drain listeners behind compression", () => {
  it("without the fix, a streamed page leaks drain listeners onto the BrotliCompress stream (the production warning)", async () => {
    const { intact, warnings } = await streamThroughCompression(false);
    expect(intact).toBe(true);
    expect(
      warnings.some((warning) => /MaxListenersExceeded.*drain listeners added to \[BrotliCompress\]/.test(warning)),
    ).toBe(true);
  });

  it("with removableDrainListeners the same page streams whole and nothing leaks", async () => {
    const { intact, warnings } = await streamThroughCompression(true);
    expect(intact).toBe(true);
    expect(warnings.filter((warning) => /MaxListenersExceeded/.test(warning))).toEqual([]);
  });
});
