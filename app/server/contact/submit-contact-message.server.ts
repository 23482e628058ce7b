import { newId } from "../../../db/ids.ts";
import type { AppServices } from "../../context.ts";
import type { Locale } from "../../i18n/locales.ts";
import { createT } from "../../i18n/translate.ts";
import { renderEmail } from "../mail/layout.server.ts";
import { consumeRateLimit } from "../rate-limit.server.ts";
import { CONTACT_TOPICS, parseContactForm, type ContactFieldErrors } from "./contact-form.ts";

/** Five messages an hour from one address is plenty for a person and useless for a spammer. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 };

export type SubmitContactResult =
  | { status: "sent" }
  | { status: "invalid"; errors: ContactFieldErrors }
  | { status: "rate-limited"; retryAfterSeconds: number };

/**
 * Stores a contact-form message, then e-mails it to the support inbox. The message is saved
 * before mailing, so a mail failure loses nothing (staff also read messages in the admin page).
 */
export async function submitContactMessage(
  services: Pick<AppServices, "database" | "mailer" | "config">,
  input: Record<string, unknown>,
  {
    clientIp,
    logger,
    locale = "en",
  }: { clientIp: string; logger: AppServices["logger"]; /** The page's language. */ locale?: Locale },
): Promise<SubmitContactResult> {
  const parsed = parseContactForm(input);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors };
  const limit = await consumeRateLimit(services.database.db, `contact:${clientIp}`, CONTACT_RATE_LIMIT);
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };

  const { name, email, topic, message } = parsed.value;
  const staff = createT("en");
  const id = newId();
  await services.database.db
    .insertInto("contactMessage")
    .values({ id, name, email, topic, message, createdAt: new Date().toISOString(), emailedAt: null })
    .execute();
  try {
    await services.mailer.send({
      to: services.config.SUPPORT_INBOX,
      replyTo: email,
      // Staff read the support inbox in English; the language line says which one to reply in.
      ...renderEmail(
        {
          subject: staff("contact.staffMail.subject", { topic: staff(CONTACT_TOPICS[topic]), name }),
          heading: staff("contact.staffMail.heading", { name }),
          paragraphs: [
            staff("contact.staffMail.topic", { topic: staff(CONTACT_TOPICS[topic]) }),
            staff("contact.staffMail.from", { name, email }),
            staff("contact.staffMail.language", { language: locale }),
            message,
          ],
          footnote: staff("contact.staffMail.footnote", { id, name }),
        },
        staff,
      ),
    });
    await services.database.db
      .updateTable("contactMessage")
      .set({ emailedAt: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
  } catch (error) {
    logger.error({ err: error, contactMessageId: id }, "contact message stored but not e-mailed");
  }
  return { status: "sent" };
}
