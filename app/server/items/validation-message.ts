/**
 * A validation message from core/items/validate.ts as a catalog reference, so the child reads it in
 * the page's language (`items.validation.<code>` in app/i18n/catalogs/<language>/items.json);
 * QuestionFields shows it with t.ref(). core/ stays free of catalogs: it gives a code and values.
 */
import type { ValidationMessage } from "../../../core/items/validate.ts";
import { messageRef } from "../../i18n/message-format.ts";

export function validationMessageRef(message: ValidationMessage): string {
  return messageRef(`items.validation.${message.code}`, message.values);
}

/** For a reading question (one choice, no generated item): the same messages by code. */
export const pickFirstRef = (): string => validationMessageRef({ code: "pickFirst", values: {} });
export const refreshRef = (): string => validationMessageRef({ code: "refresh", values: {} });
