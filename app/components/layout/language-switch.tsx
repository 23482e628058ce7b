import { Languages } from "lucide-react";
import { LOCALE_NAMES, LOCALES, localizePath, stripLocalePrefix, type Locale } from "../../i18n/locales.ts";
import { useLocale, useT } from "../../i18n/react.tsx";
import { FOCUS_RING } from "../ui/link-button.tsx";

const SWITCH_LINK = `inline-flex items-center gap-1.5 rounded-md px-2 py-1 font-medium text-slate-700 underline-offset-4 hover:text-brand-900 hover:underline ${FOCUS_RING}`;

/**
 * The visible language switch (header and footer). On public pages it is a plain link to the same
 * page in the other language (crawlable, works without JavaScript; negotiate.ts remembers the
 * choice). On signed-in pages it is a small form that saves the parent's preference, because
 * there the account decides the language, not the address.
 *
 * `path` is the current path and query: passed in, because the footer also renders outside the
 * router's reach on the landing page.
 */
export function LanguageSwitch({
  path,
  mode = "link",
  className = "",
}: {
  path: string;
  mode?: "link" | "account";
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const others = LOCALES.filter((code) => code !== locale);
  if (mode === "account") {
    return (
      <div className={`flex items-center gap-1 ${className}`}>
        {others.map((code) => (
          <form key={code} method="post" action="/language">
            <input type="hidden" name="language" value={code} />
            <input type="hidden" name="redirectTo" value={stripLocalePrefix(path)} />
            <button type="submit" lang={code} className={SWITCH_LINK} aria-label={switchLabel(t, code)}>
              <Languages aria-hidden="true" className="h-4 w-4" />
              {LOCALE_NAMES[code]}
            </button>
          </form>
        ))}
      </div>
    );
  }
  return (
    <div className={`flex items-center gap-1 ${className}`}>
      {others.map((code) => (
        <a
          key={code}
          href={localizePath(stripLocalePrefix(path), code)}
          hrefLang={code}
          lang={code}
          className={SWITCH_LINK}
          aria-label={switchLabel(t, code)}
        >
          <Languages aria-hidden="true" className="h-4 w-4" />
          {LOCALE_NAMES[code]}
        </a>
      ))}
    </div>
  );
}

/** "Ver esta página en español" is read in the language it names, whatever the page's language. */
function switchLabel(t: ReturnType<typeof useT>, code: Locale): string {
  return t(`layout.languageSwitch.to.${code}`);
}
