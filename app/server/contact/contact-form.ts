import { z } from "zod";
import { messageRef, validatorMessageRef } from "../../i18n/message-format.ts";
import { cleanText } from "../../lib/clean-text.ts";

/** The topics, by value, with the catalog key of their label (app/i18n/catalogs/<language>/contact.json). */
export const CONTACT_TOPICS = {
  general: "contact.topic.general",
  "getting-started": "contact.topic.getting-started",
  account: "contact.topic.account",
  billing: "contact.topic.billing",
  privacy: "contact.topic.privacy",
  feedback: "contact.topic.feedback",
} as const;
export type ContactTopic = keyof typeof CONTACT_TOPICS;

const text = (missing: string, min: number, max: number) =>
  z
    .string({ error: messageRef(missing) })
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(min, min <= 1 ? messageRef(missing) : messageRef("contact.error.tooShort", { min }))
        .max(max, messageRef("contact.error.tooLong", { max })),
    );

/** The contact form's fields as the server accepts them; unknown fields are ignored. */
export const contactFormSchema = z.object({
  name: text("contact.error.nameMissing", 1, 100),
  email: z
    .string({ error: messageRef("auth.form.error.emailMissing") })
    .transform(cleanText)
    .pipe(
      z
        .email({ error: messageRef("auth.form.error.emailInvalid") })
        .max(254, messageRef("auth.form.error.emailTooLong")),
    ),
  topic: z.enum(Object.keys(CONTACT_TOPICS) as [ContactTopic, ...ContactTopic[]], {
    error: messageRef("contact.error.topic"),
  }),
  message: text("contact.error.messageMissing", 10, 5000),
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
    errors[field] ??= validatorMessageRef(issue.message, "errors.field.invalid");
  }
  return { ok: false, errors };
}
