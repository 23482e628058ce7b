import { NavLink, useLocation } from "react-router";
import { HEADER_LINKS, LOGIN_PATH, REGISTER_PATH } from "../../config/navigation.ts";
import { useLocalizedPath, useT } from "../../i18n/react.tsx";
import { Island } from "../../islands/island.tsx";
import { FOCUS_RING, LinkButton } from "../ui/link-button.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenuButton } from "./mobile-menu-button.tsx";
import { SignedInActions, SignedInBadge, type PublicSignedIn } from "./signed-in-actions.tsx";

export const NAV_LINK = `rounded-md px-3 py-2 font-medium text-slate-700 hover:text-brand-900 ${FOCUS_RING}`;

/**
 * SPEC.md §2 public header: logo, Features, How It Works, Pricing, Login, Get Started. A signed-in
 * parent sees who is signed in and the way back to the dashboard instead (issue 18).
 */
export function SiteHeader({ signedIn = null }: { signedIn?: PublicSignedIn }) {
  const t = useT();
  const localized = useLocalizedPath();
  const location = useLocation();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3 sm:gap-4 sm:px-6">
        <Logo />
        <nav aria-label={t("layout.nav.main")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={localized(link.href)}
                  className={({ isActive }) =>
                    `${NAV_LINK} ${isActive ? "text-brand-900 underline underline-offset-4" : ""}`
                  }
                >
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 md:ml-0">
          <LanguageSwitch path={location.pathname + location.search} />
          {signedIn ? <SignedInBadge signedIn={signedIn} /> : null}
          <div className="hidden items-center gap-2 md:flex">
            {signedIn ? (
              <SignedInActions signedIn={signedIn} />
            ) : (
              <>
                <LinkButton to={LOGIN_PATH} variant="quiet">
                  {t("layout.nav.login")}
                </LinkButton>
                <LinkButton to={REGISTER_PATH}>{t("layout.nav.getStarted")}</LinkButton>
              </>
            )}
          </div>
        </div>
        <Island name="mobile-menu" props={{ signedIn }}>
          <MobileMenuButton signedIn={signedIn} />
        </Island>
      </div>
    </header>
  );
}
