/**
 * For component tests: render inside the page's language as the root does,
 * `render(<InLanguage locale="es"><Thing /></InLanguage>)`.
 */
import type { ReactNode } from "react";
import type { Locale } from "./locales.ts";
import { I18nProvider } from "./react.tsx";
import { messagesFor } from "./translate.ts";

export function InLanguage({ locale = "en", children }: { locale?: Locale; children: ReactNode }) {
  return (
    <I18nProvider locale={locale} messages={messagesFor(locale)}>
      {children}
    </I18nProvider>
  );
}
