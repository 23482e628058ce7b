import type { z } from "zod";

export type FieldErrors<Fields> = Partial<Record<keyof Fields, string>>;

/**
 * Parses a form against its schema and returns the first message for each field, ready to show
 * next to it (SECURITY.md "Input"). Unknown fields are ignored by the schema.
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
    errors[field] ??= issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<z.infer<Schema>> };
}
