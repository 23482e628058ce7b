import { z } from "zod";
import { cleanText } from "../../lib/clean-text.ts";

export const CONTACT_TOPICS = {
  general: "A general question",
  "getting-started": "Getting started",
  account: "My account or sign-in",
  billing: "Billing",
  privacy: "Privacy and my child's data",
  feedback: "Feedback or an idea",
} as const;
export type ContactTopic = keyof typeof CONTACT_TOPICS;

const text = (field: string, min: number, max: number) =>
  z
    .string({ error: `Please enter your ${field}.` })
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(min, min <= 1 ? `Please enter your ${field}.` : `Please write at least ${min} characters.`)
        .max(max, `Please keep this under ${max.toLocaleString("en-US")} characters.`),
    );

/** The contact form's fields as the server accepts them; unknown fields are ignored. */
export const contactFormSchema = z.object({
  name: text("name", 1, 100),
  email: z
    .string({ error: "Please enter your e-mail address." })
    .transform(cleanText)
    .pipe(
      z
        .email({ error: "Please enter a valid e-mail address, like name@example.com." })
        .max(254, "That e-mail address is too long."),
    ),
  topic: z.enum(Object.keys(CONTACT_TOPICS) as [ContactTopic, ...ContactTopic[]], { error: "Please choose a topic." }),
  message: text("message", 10, 5000),
});

export type ContactForm = z.infer<typeof contactFormSchema>;
export type ContactFieldErrors = Partial<Record<keyof ContactForm, string>>;

export function parseContactForm(
  input: Record<string, unknown>,
): { ok: true; value: ContactForm } | { ok: false; errors: ContactFieldErrors } {
  const result = contactFormSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactForm;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
