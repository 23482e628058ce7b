import { useT } from "../../i18n/react.tsx";
import { buttonClass } from "../ui/button-styles.ts";

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
