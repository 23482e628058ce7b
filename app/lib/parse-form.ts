import type { z } from "zod";
import { validatorMessageRef } from "../i18n/message-format.ts";

export type FieldErrors<Fields> = Partial<Record<keyof Fields, string>>;

/**
 * Parses a form against its schema and returns the first message for each field, ready to show
 * next to it (SECURITY.md "Input"). Unknown fields are ignored by the schema. Messages are catalog
 * references (shown with t.ref in the reader's language); zod's own English message for a field
 * the schema gave no message (only a hand-made request gets there) becomes a translated one.
 */
export function parseForm<Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
  input: Record<string, unknown>,
): { ok: true; value: z.infer<Schema> } | { ok: false; errors: FieldErrors<z.infer<Schema>> } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= validatorMessageRef(issue.message, "errors.field.invalid");
  }
  return { ok: false, errors: errors as FieldErrors<z.infer<Schema>> };
}
