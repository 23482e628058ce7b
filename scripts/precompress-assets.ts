/**
 * Runs after `react-router build`: writes maximum-quality Brotli (.br) and gzip (.gz) copies of
 * every fingerprinted asset, so the server sends the smallest bytes without compressing per
 * request (brotli 11 is ~14% smaller than on-the-fly compression; PRODUCT.md §10 JS budget).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html)$/;
const assetsDir = path.resolve(import.meta.dirname, "../build/client/assets");

let files = 0;
for (const name of readdirSync(assetsDir)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const source = readFileSync(path.join(assetsDir, name));
  if (source.length < 1024) continue; // too small to be worth a second request path
  writeFileSync(
    path.join(assetsDir, `${name}.br`),
    brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    }),
  );
  writeFileSync(path.join(assetsDir, `${name}.gz`), gzipSync(source, { level: 9 }));
  files++;
}
process.stdout.write(`precompressed ${files} assets (brotli 11, gzip 9)\n`);
