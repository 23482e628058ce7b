/**
 * The callable functions (SPEC.md §7, issue 16 "Long operations"): `POST /api/functions/{name}`
 * runs the entry of that name. To add one, write it with `defineFunction` in its own file here
 * (an input schema and `run`) and list it below; call-function.server.ts does the rest (who is
 * signed in, consent, reading and checking `{ data }`, streaming, errors).
 */
import type { CallableFunction } from "./define-function.ts";
import { rebuildLearningPlan } from "./rebuild-learning-plan.server.ts";

/**
 * `buildReportPdf` (the day-30 report as a PDF, app/server/reports/report-pdf.server.tsx) joins
 * this list once the daily sessions store the minutes and session answers the report reads: its
 * input is then just `{ memberId, subject }`, and everything else comes from the database.
 */
const FUNCTIONS: readonly CallableFunction[] = [rebuildLearningPlan as unknown as CallableFunction];

const byName = new Map(FUNCTIONS.map((fn) => [fn.name, fn]));

export function findFunction(name: string): CallableFunction | undefined {
  return byName.get(name);
}

export function functionNames(): string[] {
  return [...byName.keys()].sort();
}
