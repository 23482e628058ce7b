import { Lock } from "lucide-react";
import { BRAND } from "../../config/brand.ts";
import { FOOTER_COLUMNS } from "../../config/navigation.ts";
import { useT } from "../../i18n/react.tsx";
import { Island } from "../../islands/island.tsx";
import { PrivacyChoicesButton } from "../consent/cookie-consent.tsx";
import { AppLink } from "../ui/app-link.tsx";
import { FOCUS_RING } from "../ui/link-button.tsx";
import { LanguageSwitch } from "./language-switch.tsx";

/**
 * The © year is the current one, never a constant that goes stale every January. UTC on both the
 * server and the browser, so the page renders the same year it hydrates with.
 */
/**
 * SPEC.md §2 footer, shared by the public site and the signed-in shell. `path` is the current page
 * for the language switch, whose `languageSwitch` mode is "account" in the signed-in shell.
 */
export function SiteFooter({ path, languageSwitch = "link" }: { path: string; languageSwitch?: "link" | "account" }) {
  const t = useT();
  return (
    <footer className="mt-auto border-t border-slate-200 bg-slate-50">
      {/* Two link columns side by side on a phone: a shorter page (issue 18). */}
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 sm:px-6 md:grid-cols-4 md:gap-10 md:py-12">
        <div className="col-span-2 md:col-span-1">
          <p className="text-lg font-bold text-brand-900">{BRAND.name}</p>
          <p className="mt-2 text-sm text-slate-700">{t("layout.brand.tagline")}</p>
          <ul className="mt-4 flex gap-3" aria-label={t("layout.footer.social", { brand: BRAND.name })}>
            {BRAND.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  rel="noopener noreferrer"
                  className={`rounded text-sm text-slate-700 underline hover:text-brand-900 ${FOCUS_RING}`}
                >
                  {link.network}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.headingKey} aria-label={t(column.headingKey)}>
            <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{t(column.headingKey)}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <AppLink to={link.href} className={`rounded text-slate-700 hover:text-brand-900 ${FOCUS_RING}`}>
                    {t(link.labelKey)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-700 sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            {t("layout.footer.copyright", { year: String(BRAND.copyrightYear), company: BRAND.company })}
            <span className="block text-xs text-slate-600">{BRAND.postalAddress}</span>
          </p>
          <p className="flex items-center gap-2">
            <Lock aria-hidden="true" className="h-4 w-4" />
            {t("layout.footer.ssl")}
          </p>
          <LanguageSwitch path={path} mode={languageSwitch} />
          <Island name="privacy-choices" props={{}}>
            <PrivacyChoicesButton />
          </Island>
        </div>
      </div>
    </footer>
  );
}
