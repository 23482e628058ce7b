import { NavLink } from "react-router";
import { useT } from "../../i18n/react.tsx";
import { Logo } from "../layout/logo.tsx";
import { NAV_LINK } from "../layout/site-header.tsx";
import { UserMenu } from "./user-menu.tsx";

/** SPEC.md §2: Activities opens with parent mode on, through the navigation flag. */
export const ACTIVITIES_LINK = { pathname: "/activities", state: { parentMode: true } } as const;

const links = [
  { labelKey: "shell.nav.dashboard", to: "/dashboard", state: undefined },
  { labelKey: "shell.nav.activities", to: ACTIVITIES_LINK.pathname, state: ACTIVITIES_LINK.state },
];

function ShellLinks({ className }: { className: string }) {
  const t = useT();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            state={link.state}
            className={({ isActive }) => `${NAV_LINK} ${isActive ? "text-brand-900 underline underline-offset-4" : ""}`}
          >
            {t(link.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** SPEC.md §2 signed-in top bar: logo to /dashboard, Dashboard, Activities, the user menu. */
export function AppHeader({
  displayName,
  isAdmin,
  onOpenFeedback,
}: {
  displayName: string;
  isAdmin: boolean;
  onOpenFeedback: () => void;
}) {
  const t = useT();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Logo to="/dashboard" />
        <nav aria-label={t("layout.nav.main")} className="hidden md:block">
          <ShellLinks className="flex items-center gap-1" />
        </nav>
        <UserMenu displayName={displayName} isAdmin={isAdmin} onOpenFeedback={onOpenFeedback} />
      </div>
      {/* SPEC.md §2 mobile menu: Dashboard and Activities. */}
      <nav aria-label={t("shell.nav.mainMobile")} className="border-t border-slate-100 px-2 py-1 md:hidden">
        <ShellLinks className="flex items-center gap-1" />
      </nav>
    </header>
  );
}
