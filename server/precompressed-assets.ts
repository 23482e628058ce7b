import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

/**
 * Serves the .br/.gz copies that scripts/precompress-assets.ts wrote at build time, when the
 * browser accepts them. The list is read once at start-up, so only files from the build can be
 * served and no request touches the disk to look for one.
 */
export function precompressedAssets(assetsDir: string) {
  const available = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const name = request.path.slice(1);
    if (name.includes("/") || (!available.has(`${name}.br`) && !available.has(`${name}.gz`))) return next();
    const encoding = request.acceptsEncodings("br", "gzip");
    const suffix = encoding === "br" ? ".br" : encoding === "gzip" ? ".gz" : undefined;
    if (!suffix || !available.has(`${name}${suffix}`)) return next();
    response.setHeader("Content-Encoding", encoding as string);
    response.setHeader("Vary", "Accept-Encoding");
    response.type(path.extname(name));
    response.sendFile(path.join(assetsDir, `${name}${suffix}`), { immutable: true, maxAge: "1y" });
  };
}
