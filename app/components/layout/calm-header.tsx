import { useT } from "../../i18n/react.tsx";
import { buttonClass } from "../ui/button-styles.ts";
import { Logo } from "./logo.tsx";

/**
 * The frame around a child's question on the free practice check (issue 18): the brand and a quiet
 * way out for the parent, nothing else to click or read.
 */
export function CalmHeader() {
  const t = useT();
  return (
    <header className="border-b border-slate-100 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Logo />
        <a href={t.locale === "es" ? "/es/staar-full" : "/staar-full"} className={buttonClass("quiet", "sm")}>
          {t("marketing.check.leave")}
        </a>
      </div>
    </header>
  );
}
