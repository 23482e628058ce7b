import { NavLink } from "react-router";
import { HEADER_LINKS, LOGIN_PATH, REGISTER_PATH } from "../../config/navigation.ts";
import { Island } from "../../islands/island.tsx";
import { FOCUS_RING, LinkButton } from "../ui/link-button.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenuButton } from "./mobile-menu-button.tsx";

export const NAV_LINK = `rounded-md px-3 py-2 font-medium text-slate-700 hover:text-brand-900 ${FOCUS_RING}`;

/** SPEC.md §2 public header: logo, Features, How It Works, Pricing, Login, Get Started. */
export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  className={({ isActive }) =>
                    `${NAV_LINK} ${isActive ? "text-brand-900 underline underline-offset-4" : ""}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <LinkButton to={LOGIN_PATH} variant="quiet">
            Login
          </LinkButton>
          <LinkButton to={REGISTER_PATH}>Get Started</LinkButton>
        </div>
        <Island name="mobile-menu" props={{}}>
          <MobileMenuButton />
        </Island>
      </div>
    </header>
  );
}
