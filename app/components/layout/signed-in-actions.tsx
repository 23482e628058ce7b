import { UserRound } from "lucide-react";
import { useT } from "../../i18n/react.tsx";
import { buttonClass, FOCUS_RING } from "../ui/button-styles.ts";

/** Who is signed in on a public page (issue 18); the public layout's loader decides. */
export type PublicSignedIn = { firstName: string } | null;

export const DASHBOARD_PATH = "/dashboard";

/**
 * The public header's actions for a signed-in parent: who they are, and the way back. The link is a
 * full page load: the signed-in pages run the whole app with their own security policy (issue 14).
 */
export function SignedInActions({ signedIn, stacked = false }: { signedIn: { firstName: string }; stacked?: boolean }) {
  const t = useT();
  return (
    <div className={stacked ? "flex flex-col gap-3" : "flex items-center gap-3"}>
      <span className="text-sm text-slate-700">
        {signedIn.firstName
          ? t("marketing.header.signedInAs", { name: signedIn.firstName })
          : t("marketing.header.signedIn")}
      </span>
      <a href={DASHBOARD_PATH} className={buttonClass("primary", stacked ? "lg" : "md")}>
        {t("marketing.header.dashboard")}
      </a>
    </div>
  );
}

/**
 * On a phone the header has no room for the words, and the menu hid them (issue 18): the parent's
 * initial in a circle says "this is you" in the header bar itself and leads back to the dashboard.
 */
export function SignedInBadge({ signedIn }: { signedIn: { firstName: string } }) {
  const t = useT();
  const initial = signedIn.firstName.trim().charAt(0).toUpperCase();
  return (
    <a
      href={DASHBOARD_PATH}
      aria-label={
        signedIn.firstName
          ? t("marketing.header.dashboardAs", { name: signedIn.firstName })
          : t("marketing.header.dashboard")
      }
      className={`flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-900 md:hidden ${FOCUS_RING}`}
    >
      {initial ? <span aria-hidden="true">{initial}</span> : <UserRound aria-hidden="true" className="h-5 w-5" />}
    </a>
  );
}
