import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useT } from "../../i18n/react.tsx";
import { FOCUS_RING } from "../ui/button-styles.ts";
import { returnFocus } from "../ui/focus-return.ts";
import type { PublicSignedIn } from "./signed-in-actions.tsx";

// The dialog code loads only when someone opens the menu (PRODUCT.md §10 landing-page JS budget).
const MobileMenu = lazy(() => import("./mobile-menu.tsx"));

/** The small-screen header button that opens the menu of SPEC.md §2. */
export function MobileMenuButton({ signedIn = null }: { signedIn?: PublicSignedIn }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const t = useT();
  const onOpenChange = (open: boolean) => {
    setMenuOpen(open);
    if (!open) returnFocus(button.current);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`rounded-md p-2 text-slate-800 md:hidden ${FOCUS_RING}`}
        aria-label={t("layout.mobileMenu.open")}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen(true)}
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
      </button>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={onOpenChange} signedIn={signedIn} />
        </Suspense>
      ) : null}
    </>
  );
}
