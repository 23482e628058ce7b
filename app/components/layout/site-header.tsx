import * as Dialog from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import { useState } from "react";
import { NavLink } from "react-router";
import { HEADER_LINKS, LOGIN_PATH, REGISTER_PATH } from "../../config/navigation.ts";
import { FOCUS_RING, LinkButton } from "../ui/link-button.tsx";
import { Logo } from "./logo.tsx";

const NAV_LINK = `rounded-md px-3 py-2 font-medium text-slate-700 hover:text-brand-900 ${FOCUS_RING}`;

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
        <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <Dialog.Trigger className={`rounded-md p-2 text-slate-800 md:hidden ${FOCUS_RING}`} aria-label="Open menu">
            <Menu aria-hidden="true" className="h-6 w-6" />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
            <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-full flex-col gap-6 bg-white p-6 shadow-xl">
              <div className="flex items-center justify-between">
                <Dialog.Title className="text-lg font-semibold text-slate-900">Menu</Dialog.Title>
                <Dialog.Close className={`rounded-md p-2 text-slate-800 ${FOCUS_RING}`} aria-label="Close menu">
                  <X aria-hidden="true" className="h-6 w-6" />
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
              <nav aria-label="Mobile">
                <ul className="flex flex-col gap-1">
                  {[...HEADER_LINKS, { label: "Login", href: LOGIN_PATH }].map((link) => (
                    <li key={link.href}>
                      <NavLink
                        to={link.href}
                        onClick={() => setMenuOpen(false)}
                        className={`block text-lg ${NAV_LINK}`}
                      >
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <LinkButton to={REGISTER_PATH} size="lg">
                Get Started
              </LinkButton>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </header>
  );
}
