import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ISLANDS_ENTRY_SOURCE, ISLANDS_MANIFEST } from "../app/islands/page-scripts.ts";
import { findLandingIslandsScript } from "./landing-islands.ts";

function clientBuildWith(manifest: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), "brightpath-islands-"));
  mkdirSync(path.dirname(path.join(dir, ISLANDS_MANIFEST)), { recursive: true });
  writeFileSync(path.join(dir, ISLANDS_MANIFEST), typeof manifest === "string" ? manifest : JSON.stringify(manifest));
  return dir;
}

describe("findLandingIslandsScript", () => {
  it("answers the entry's URL path from the islands manifest", () => {
    const dir = clientBuildWith({
      "_islands-dist-x.js": { file: "assets/islands-dist-x.js" },
      [ISLANDS_ENTRY_SOURCE]: { file: "assets/islands-landing-islands-Ab12.js", isEntry: true },
    });
    expect(findLandingIslandsScript(dir)).toBe("/assets/islands-landing-islands-Ab12.js");
  });

  it("says to build when the manifest is missing, broken, or lacks the entry", () => {
    const empty = mkdtempSync(path.join(tmpdir(), "brightpath-islands-"));
    expect(() => findLandingIslandsScript(empty)).toThrow(/islands build is missing .*run `npm run build`/);
    expect(() => findLandingIslandsScript(clientBuildWith("{not json"))).toThrow(/run `npm run build`/);
    expect(() => findLandingIslandsScript(clientBuildWith({}))).toThrow(
      new RegExp(`does not list ${ISLANDS_ENTRY_SOURCE}: run \`npm run build\``),
    );
  });
});
