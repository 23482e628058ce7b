import { CONTENT_LANGUAGE } from "../../i18n/content-language.ts";
import { useT } from "../../i18n/react.tsx";

/**
 * "Practice questions are in English for now", said plainly where practice appears on a page in
 * another language (issue 19, decision 0021); nothing on an English page. `child` is the short
 * version for a child's own screens.
 */
export function ItemsInEnglishNote({ audience, className = "" }: { audience: "parent" | "child"; className?: string }) {
  const t = useT();
  if (t.locale === CONTENT_LANGUAGE) return null;
  return (
    <p className={`text-base text-slate-700 ${className}`}>
      {audience === "child" ? t("shell.itemsInEnglish.child") : t("shell.itemsInEnglish.parent")}
    </p>
  );
}
