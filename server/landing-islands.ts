/**
 * Finds the landing page's islands script in the production build (vite.islands.config.ts writes
 * a manifest next to it; docs/decisions/0011-landing-page-islands.md).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { ISLANDS_ENTRY_SOURCE, ISLANDS_MANIFEST } from "../app/islands/page-scripts.ts";

type ManifestEntry = { file?: string; isEntry?: boolean };

/** The script's URL path, e.g. `/assets/islands-landing-islands-1a2b3c.js`. */
export function findLandingIslandsScript(clientBuildDir: string): string {
  const manifestPath = path.join(clientBuildDir, ISLANDS_MANIFEST);
  let manifest: Record<string, ManifestEntry>;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestEntry>;
  } catch {
    throw new Error(`The landing page's islands build is missing (${manifestPath}): run \`npm run build\`.`);
  }
  const file = manifest[ISLANDS_ENTRY_SOURCE]?.file;
  if (!file) throw new Error(`${manifestPath} does not list ${ISLANDS_ENTRY_SOURCE}: run \`npm run build\`.`);
  return `/${file}`;
}
