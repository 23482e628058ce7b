import { Link } from "react-router";
import { useT } from "../../i18n/react.tsx";

/** Another family's child, or one that is gone: "not found", nothing more (SECURITY.md "Access"). */
export function NotFoundPage() {
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("placement.notFound.title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("placement.notFound.body")}</p>
      <p className="mt-6">
        <Link to="/dashboard" className="font-semibold text-brand-700 underline">
          {t("placement.notFound.back")}
        </Link>
      </p>
    </main>
  );
}
