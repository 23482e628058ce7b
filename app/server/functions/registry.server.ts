/**
 * The callable functions (SPEC.md §7, issue 16 "Long operations"): `POST /api/functions/{name}`
 * runs the entry of that name. To add one, write it with `defineFunction` in its own file here
 * (an input schema and `run`) and list it below; call-function.server.ts does the rest (who is
 * signed in, consent, reading and checking `{ data }`, streaming, errors).
 */
import type { CallableFunction } from "./define-function.ts";
import { buildReportPdf } from "./build-report-pdf.server.ts";
import { rebuildLearningPlan } from "./rebuild-learning-plan.server.ts";

// Each entry's own schema types its `run`; the list holds them as the general shape.
const FUNCTIONS = [rebuildLearningPlan, buildReportPdf] as unknown as readonly CallableFunction[];

const byName = new Map(FUNCTIONS.map((fn) => [fn.name, fn]));

export function findFunction(name: string): CallableFunction | undefined {
  return byName.get(name);
}

export function functionNames(): string[] {
  return [...byName.keys()].sort();
}
