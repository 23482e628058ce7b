import { useT } from "../../i18n/react.tsx";
import { LinkButton } from "../ui/link-button.tsx";

/** The blog's own 404 entry (SPEC.md §2: a blog path with no slug, or an unknown one). */
export function BlogNotFound() {
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("content.blog.eyebrow")}</p>
      <h1 className="mt-2 text-4xl font-bold text-slate-900">{t("content.blog.notFound.title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("content.blog.notFound.text")}</p>
      <LinkButton to="/blog" className="mt-8">
        {t("content.blog.notFound.all")}
      </LinkButton>
    </main>
  );
}
