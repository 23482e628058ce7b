/**
 * The import-direction rule (STYLE.md habit 2) really fires: code under core/ cannot import React,
 * the router, the database layer or Node built-ins, while the same imports are fine elsewhere.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });

async function restrictedImportErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

describe("core/ import rule", () => {
  it.each([
    ['import { useState } from "react";', "React"],
    ['import { redirect } from "react-router";', "router"],
    ['import { sql } from "kysely";', "database"],
    ['import { readFileSync } from "node:fs";', "Node built-ins"],
    ['import path from "path";', "Node built-ins"],
    ['import { createDatabase } from "../../db/connection.ts";', "one way"],
    ['import { BRAND } from "../../app/config/brand.ts";', "one way"],
  ])("refuses `%s` in core/", async (code, reason) => {
    const errors = await restrictedImportErrors(`${code}\nexport {};\n`, "core/engine/example.ts");
    expect(errors.join(" ")).toContain(reason);
  });

  it("lets core/ tests read fixtures from disk, but still not import React", async () => {
    expect(
      await restrictedImportErrors(
        'import { readFileSync } from "node:fs";\nexport {};\n',
        "core/engine/example.test.ts",
      ),
    ).toEqual([]);
    expect(
      await restrictedImportErrors('import React from "react";\nexport {};\n', "core/engine/example.test.ts"),
    ).not.toEqual([]);
  });

  it("allows the same imports outside core/", async () => {
    expect(
      await restrictedImportErrors(
        'import { readFileSync } from "node:fs";\nexport {};\n',
        "app/server/example.server.ts",
      ),
    ).toEqual([]);
  });
});
