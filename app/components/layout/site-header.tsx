import { Menu } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { NavLink } from "react-router";
import { HEADER_LINKS, LOGIN_PATH, REGISTER_PATH } from "../../config/navigation.ts";
import { FOCUS_RING, LinkButton } from "../ui/link-button.tsx";
import { Logo } from "./logo.tsx";

export const NAV_LINK = `rounded-md px-3 py-2 font-medium text-slate-700 hover:text-brand-900 ${FOCUS_RING}`;

// The dialog code loads only when someone opens the menu (PRODUCT.md §10 landing-page JS budget).
const MobileMenu = lazy(() => import("./mobile-menu.tsx"));

/** SPEC.md §2 public header: logo, Features, How It Works, Pricing, Login, Get Started. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
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
        <button
          type="button"
          className={`rounded-md p-2 text-slate-800 md:hidden ${FOCUS_RING}`}
          aria-label="Open menu"
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          <Menu aria-hidden="true" className="h-6 w-6" />
        </button>
        {menuOpen ? (
          <Suspense fallback={null}>
            <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
