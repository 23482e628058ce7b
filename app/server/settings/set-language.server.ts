import type { AppServices } from "../../context.ts";
import type { Locale } from "../../i18n/locales.ts";
import type { SignedInParent } from "../auth/session.server.ts";

/**
 * Saves the parent's preferred language from the language switch of the signed-in shell: the same
 * column Settings > Profile writes, which also decides the language of their e-mails.
 */
export async function setLanguage(
  services: Pick<AppServices, "database" | "logger">,
  parent: SignedInParent,
  language: Locale,
): Promise<void> {
  await services.database.db
    .updateTable("user")
    .set({ language, updatedAt: new Date().toISOString() })
    .where("id", "=", parent.user.id)
    .execute();
  services.logger.info({ event: "language-changed", language }, "preferred language changed");
}
