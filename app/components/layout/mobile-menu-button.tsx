import { Menu } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useT } from "../../i18n/react.tsx";
import { FOCUS_RING } from "../ui/link-button.tsx";

// The dialog code loads only when someone opens the menu (PRODUCT.md §10 landing-page JS budget).
const MobileMenu = lazy(() => import("./mobile-menu.tsx"));

/** The small-screen header button that opens the menu of SPEC.md §2. */
export function MobileMenuButton() {
  const [menuOpen, setMenuOpen] = useState(false);
  const t = useT();
  return (
    <>
      <button
        type="button"
        className={`rounded-md p-2 text-slate-800 md:hidden ${FOCUS_RING}`}
        aria-label={t("layout.mobileMenu.open")}
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
    </>
  );
}
