import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { HEADER_LINKS, LOGIN_PATH, REGISTER_PATH } from "../../config/navigation.ts";
import { useT } from "../../i18n/react.tsx";
import { AppLink } from "../ui/app-link.tsx";
import { FOCUS_RING, LinkButton } from "../ui/link-button.tsx";
import { SignedInActions, type PublicSignedIn } from "./signed-in-actions.tsx";

const NAV_LINK = `block rounded-md px-3 py-2 text-lg font-medium text-slate-700 hover:text-brand-900 ${FOCUS_RING}`;

/** SPEC.md §2: the mobile menu shows the header links plus Login (a signed-in parent: the dashboard). */
export default function MobileMenu({
  open,
  onOpenChange,
  signedIn = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn?: PublicSignedIn;
}) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-full flex-col gap-6 bg-white p-6 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{t("layout.mobileMenu.title")}</Dialog.Title>
            <Dialog.Close
              className={`rounded-md p-2 text-slate-800 ${FOCUS_RING}`}
              aria-label={t("layout.mobileMenu.close")}
            >
              <X aria-hidden="true" className="h-6 w-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("layout.mobileMenu.description")}</Dialog.Description>
          <nav aria-label={t("layout.mobileMenu.nav")}>
            <ul className="flex flex-col gap-1">
              {[...HEADER_LINKS, ...(signedIn ? [] : [{ labelKey: "layout.nav.login", href: LOGIN_PATH }])].map(
                (link) => (
                  <li key={link.href}>
                    <AppLink to={link.href} onClick={() => onOpenChange(false)} className={NAV_LINK}>
                      {t(link.labelKey)}
                    </AppLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          {signedIn ? (
            <SignedInActions signedIn={signedIn} stacked />
          ) : (
            <LinkButton to={REGISTER_PATH} size="lg">
              {t("layout.nav.getStarted")}
            </LinkButton>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
