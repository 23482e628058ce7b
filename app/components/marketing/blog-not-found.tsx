import { LinkButton } from "../ui/link-button.tsx";

/** The blog's own 404 entry (SPEC.md §2: a blog path with no slug, or an unknown one). */
export function BlogNotFound() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Blog</p>
      <h1 className="mt-2 text-4xl font-bold text-slate-900">We couldn't find that article</h1>
      <p className="mt-4 text-lg text-slate-700">
        It may have moved, or the link may be mistyped. Every article we have published is on the blog's front page.
      </p>
      <LinkButton to="/blog" className="mt-8">
        See all articles
      </LinkButton>
    </main>
  );
}
