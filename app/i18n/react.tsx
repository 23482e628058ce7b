/**
 * Translation in components: `const t = useT(); t("area.key", { count: 3 })`. The page's language
 * and its messages come from the root loader (root.tsx puts them in <I18nProvider>), or, on the
 * landing page's islands, from the JSON the server wrote into the page (landing-islands.tsx).
 */
import { createContext, useContext, useMemo, type ReactNode } from "react";
import * as format from "./format.ts";
import { DEFAULT_LOCALE, localizePath, type Locale } from "./locales.ts";
import { createTranslator, type Messages, type Translate } from "./message-format.ts";

/** What the server hands the browser: the page's language and its messages. */
export type I18nPayload = { locale: Locale; messages: Messages };

function reportMissing(key: string, locale: Locale, error?: unknown) {
  console.error(`i18n: message "${key}" (${locale}) is missing or broken`, error ?? "");
}

const I18nContext = createContext<Translate>(createTranslator(DEFAULT_LOCALE, {}, reportMissing));

export function I18nProvider({ locale, messages, children }: I18nPayload & { children: ReactNode }) {
  const translate = useMemo(() => createTranslator(locale, messages, reportMissing), [locale, messages]);
  return <I18nContext value={translate}>{children}</I18nContext>;
}

/** The translator of the page's language. */
export function useT(): Translate {
  return useContext(I18nContext);
}

/** The page's language ("en" or "es"). */
export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}

/** format.ts's helpers bound to the page's language: `const f = useFormat(); f.date(row.createdAt)`. */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      date: (value: format.DateInput, style?: format.DateStyle, timeZone?: string) =>
        format.formatDate(value, locale, style, timeZone),
      dateTime: (value: format.DateInput, style?: format.DateStyle, timeZone?: string) =>
        format.formatDateTime(value, locale, style, timeZone),
      number: (value: number, options?: Intl.NumberFormatOptions) => format.formatNumber(value, locale, options),
      percent: (ratio: number) => format.formatPercent(ratio, locale),
      money: (cents: number, currency?: string) => format.formatMoney(cents, locale, currency),
      list: (items: readonly string[], type?: "conjunction" | "disjunction") => format.formatList(items, locale, type),
      relative: (value: number, unit: Intl.RelativeTimeFormatUnit) => format.formatRelative(value, unit, locale),
    }),
    [locale],
  );
}

/** An in-site path in the page's language ("/pricing" → "/es/pricing" on Spanish pages). */
export function useLocalizedPath(): (to: string) => string {
  const locale = useLocale();
  return (to: string) => localizePath(to, locale);
}
