/**
 * The Common Core math standards for grades 2-8, verbatim, as shipped in ./data (see its NOTICE).
 * PRODUCT.md §3: a standard's text is shown verbatim with its copyright notice, never as our words.
 */
import data from "./data/ccssm-grades-2-8.json" with { type: "json" };
import type { Grade, StandardCode } from "./types.ts";

export const CCSS_COPYRIGHT_NOTICE =
  "© Copyright 2010. National Governors Association Center for Best Practices and Council of Chief State School Officers. All rights reserved.";

export type MathDomain = "OA" | "NBT" | "NF" | "MD" | "G" | "RP" | "NS" | "EE" | "F" | "SP";

export type MathStandard = {
  /** `3.NF.A.2.a`: grade.domain.cluster.standard[.substandard]. */
  code: StandardCode;
  grade: Grade;
  domain: MathDomain;
  cluster: string;
  /** The parent standard's code for a sub-standard (`3.NF.A.2` for `3.NF.A.2.a`), else null. */
  parentCode: StandardCode | null;
  /** The standard's own words, exactly as published (may contain `$...$` math markup). */
  text: string;
};

type RawStandard = {
  grade_level_code: string;
  domain_code: string;
  cluster_code: string;
  standard_counter: string;
  substandard_counter: string | null;
  description: string;
};

/** Builds the dotted code the dependency data and skill ids use. */
export function standardCodeOf(raw: RawStandard): StandardCode {
  const parts = [raw.grade_level_code, raw.domain_code, raw.cluster_code, raw.standard_counter];
  if (raw.substandard_counter !== null) parts.push(raw.substandard_counter);
  return parts.join(".");
}

function toStandard(raw: RawStandard): MathStandard {
  const code = standardCodeOf(raw);
  return {
    code,
    grade: Number(raw.grade_level_code) as Grade,
    domain: raw.domain_code as MathDomain,
    cluster: raw.cluster_code,
    parentCode: raw.substandard_counter === null ? null : code.slice(0, code.lastIndexOf(".")),
    text: raw.description,
  };
}

export const MATH_STANDARDS: readonly MathStandard[] = (data.standards as RawStandard[]).map(toStandard);

const byCode = new Map(MATH_STANDARDS.map((s) => [s.code, s]));
const parentsWithSubstandards = new Set(MATH_STANDARDS.flatMap((s) => (s.parentCode === null ? [] : [s.parentCode])));

export function getStandard(code: StandardCode): MathStandard | undefined {
  return byCode.get(code);
}

/** True for codes that have sub-standards: they are covered through their sub-standards. */
export function hasSubstandards(code: StandardCode): boolean {
  return parentsWithSubstandards.has(code);
}

/** The codes skills must cover for a grade: sub-standards where they exist, else the standard. */
export function mostSpecificCodes(grade: Grade): StandardCode[] {
  return MATH_STANDARDS.filter((s) => s.grade === grade && !hasSubstandards(s.code)).map((s) => s.code);
}

/** The grade a code belongs to (`K` -> 0), for math (`3.NF.A.1`) and reading (`RL.4.2`) codes. */
export function gradeOfCode(code: StandardCode): number | null {
  const parts = code.split(".");
  const first = parts[0] ?? "";
  if (first === "K") return 0;
  if (/^\d+$/.test(first)) return Number(first);
  const second = parts[1] ?? "";
  if (second === "K") return 0;
  return /^\d+$/.test(second) ? Number(second) : null;
}
