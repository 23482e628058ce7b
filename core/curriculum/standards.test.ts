import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CCSS_COPYRIGHT_NOTICE,
  getStandard,
  gradeOfCode,
  hasSubstandards,
  MATH_STANDARDS,
  mostSpecificCodes,
  standardCodeOf,
} from "./standards.ts";

describe("standards", () => {
  it("holds the grade 2-8 math standards by code", () => {
    expect(MATH_STANDARDS.length).toBe(268);
    expect(new Set(MATH_STANDARDS.map((s) => s.grade))).toEqual(new Set([2, 3, 4, 5, 6, 7, 8]));
    const sub = getStandard("3.NF.A.2.a");
    expect(sub?.parentCode).toBe("3.NF.A.2");
    expect(sub?.domain).toBe("NF");
    expect(getStandard("3.NF.A.2")?.parentCode).toBeNull();
    expect(getStandard("1.OA.A.1")).toBeUndefined();
  });

  it("lists the most specific codes of a grade", () => {
    const codes = mostSpecificCodes(3);
    expect(codes).toContain("3.NF.A.2.a");
    expect(codes).not.toContain("3.NF.A.2");
    expect(hasSubstandards("3.MD.C.7")).toBe(true);
    expect(codes).toContain("3.OA.A.1");
  });

  it("reads grades from math and reading codes", () => {
    expect(gradeOfCode("6.RP.A.3.c")).toBe(6);
    expect(gradeOfCode("RL.4.2")).toBe(4);
    expect(gradeOfCode("K.CC.A.1")).toBe(0);
    expect(gradeOfCode("HSA.SSE.A.1")).toBeNull();
  });

  it("carries the copyright notice", () => {
    expect(CCSS_COPYRIGHT_NOTICE).toBe(
      "© Copyright 2010. National Governors Association Center for Best Practices and Council of Chief State School Officers. All rights reserved.",
    );
  });

  const shared = path.resolve(process.cwd(), "../shared/data/ccssm/ccssm-k8.json");
  it.skipIf(!fs.existsSync(shared))("keeps every text verbatim from the shared data", () => {
    const raw = JSON.parse(fs.readFileSync(shared, "utf8")) as { standards: Parameters<typeof standardCodeOf>[0][] };
    const sharedText = new Map(raw.standards.map((s) => [standardCodeOf(s), s.description]));
    expect(MATH_STANDARDS.filter((s) => sharedText.get(s.code) !== s.text).map((s) => s.code)).toEqual([]);
  });
});
