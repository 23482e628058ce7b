import { useSearchParams } from "react-router";
import { useT } from "../../i18n/react.tsx";

/**
 * The goodbye after an account is deleted: settings redirect to /?accountDeleted=family (the
 * primary parent, whose family went too) or /?accountDeleted=account (a co-parent). Rendered by
 * the landing page; it says nothing for any other visitor.
 */
export function AccountDeletedNotice() {
  const [searchParams] = useSearchParams();
  const deleted = searchParams.get("accountDeleted");
  const t = useT();
  if (deleted !== "family" && deleted !== "account") return null;
  return (
    <div role="status" className="border-b border-green-700 bg-green-50 px-4 py-4 text-center text-slate-900">
      <p className="font-semibold">{t("settings.deleted.goodbye")}</p>
      <p>
        {deleted === "family" ? t("settings.deleted.family") : t("settings.deleted.account")}{" "}
        {t("settings.deleted.welcomeBack")}
      </p>
    </div>
  );
}
