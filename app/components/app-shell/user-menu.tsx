import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, CircleUser, HelpCircle, LogOut, Settings, ShieldCheck } from "lucide-react";
import { Link, useFetcher } from "react-router";
import type { Translate } from "../../i18n/message-format.ts";
import { useT } from "../../i18n/react.tsx";
import { clearFamilyCache } from "../../lib/family-cache.ts";
import { FOCUS_RING } from "../ui/link-button.tsx";
import { useIsDemo } from "../demo/read-only.tsx";

const ITEM =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-slate-900 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900";

/** SPEC.md §2: the first word of the display name, or 'User'. */
export function menuLabel(displayName: string | null | undefined, t?: Translate): string {
  const first = displayName?.trim().split(/\s+/)[0];
  return first ? first : t ? t("shell.menu.user") : "User";
}

/** SPEC.md §2 user menu: My Profile, Settings, Help & Feedback, Log Out. */
export function UserMenu({
  displayName,
  isAdmin = false,
  onOpenFeedback,
}: {
  displayName: string;
  isAdmin?: boolean;
  onOpenFeedback: () => void;
}) {
  const fetcher = useFetcher();
  const t = useT();
  // In the read-only demo (decision 0030) the menu keeps only the way out: the settings and the
  // feedback form belong to the visitor's own family, which the demo does not show.
  const demo = useIsDemo();
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          className={`flex items-center gap-1 rounded-md px-3 py-2 font-medium text-slate-900 hover:bg-slate-100 ${FOCUS_RING}`}
        >
          <CircleUser aria-hidden="true" className="h-5 w-5" />
          {menuLabel(displayName, t)}
          <ChevronDown aria-hidden="true" className="h-4 w-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          >
            {demo ? null : (
              <>
                <DropdownMenu.Item asChild className={ITEM}>
                  <Link to="/settings/profile">
                    <CircleUser aria-hidden="true" className="h-4 w-4" /> {t("shell.menu.profile")}
                  </Link>
                </DropdownMenu.Item>
                <DropdownMenu.Item asChild className={ITEM}>
                  <Link to="/settings">
                    <Settings aria-hidden="true" className="h-4 w-4" /> {t("shell.menu.settings")}
                  </Link>
                </DropdownMenu.Item>
              </>
            )}
            {isAdmin && !demo ? (
              <DropdownMenu.Item asChild className={ITEM}>
                <Link to="/admin">
                  <ShieldCheck aria-hidden="true" className="h-4 w-4" /> {t("shell.menu.admin")}
                </Link>
              </DropdownMenu.Item>
            ) : null}
            {demo ? null : (
              <DropdownMenu.Item className={ITEM} onSelect={onOpenFeedback}>
                <HelpCircle aria-hidden="true" className="h-4 w-4" /> {t("shell.menu.feedback")}
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item
              className={ITEM}
              onSelect={() => {
                clearFamilyCache();
                void fetcher.submit(null, { method: "post", action: "/logout" });
              }}
            >
              <LogOut aria-hidden="true" className="h-4 w-4" /> {t("shell.menu.logOut")}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {/* Without JavaScript the menu cannot open; this form still signs out. */}
      <noscript>
        <form method="post" action="/logout">
          <button type="submit" className="underline">
            {t("shell.menu.logOut")}
          </button>
        </form>
      </noscript>
    </>
  );
}
