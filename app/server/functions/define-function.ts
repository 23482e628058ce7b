/**
 * What a callable function is (SPEC.md §7, issue 16 "Long operations"); the list of them is
 * registry.server.ts.
 */
import type { z } from "zod";
import type { AppServices } from "../../context.ts";
import type { FamilyOfParent } from "../family/find-family.server.ts";
import type { SignedInParent } from "../auth/session.server.ts";

export type FunctionContext = {
  services: AppServices;
  parent: SignedInParent;
  /** The parent's family, with parental consent given (checked before `run`). */
  family: FamilyOfParent;
  now: Date;
  /** Aborted when the caller goes away (a closed stream); long work should stop at the next step. */
  signal: AbortSignal;
  /**
   * A progress message: sent as a `message` event to streaming callers, dropped for the others.
   * Messages are data (a step name, counts), not sentences: the caller words them.
   */
  progress(message: unknown): void;
};

export type CallableFunction<Schema extends z.ZodType = z.ZodType, Output = unknown> = {
  name: string;
  /** Checks `data`; a failure is answered as invalid-argument with the first problem's message. */
  input: Schema;
  run(input: z.infer<Schema>, context: FunctionContext): Promise<Output>;
};

/** Define a function with its input type inferred from the schema. */
export function defineFunction<Schema extends z.ZodType, Output>(
  fn: CallableFunction<Schema, Output>,
): CallableFunction<Schema, Output> {
  return fn;
}
