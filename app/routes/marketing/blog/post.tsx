import { data, isRouteErrorResponse, redirect } from "react-router";
import { BlogNotFound } from "../../../components/marketing/blog-not-found.tsx";
import { ClosingCta } from "../../../components/marketing/closing-cta.tsx";
import { Prose } from "../../../components/marketing/prose.tsx";
import { AppLink } from "../../../components/ui/app-link.tsx";
import { BLOG_REDIRECTS, childPostsOf, findPost, postIn } from "../../../content/blog.server.ts";
import { useFormat, useT } from "../../../i18n/react.tsx";
import { localeOfPath, localizePath } from "../../../i18n/locales.ts";
import { requestLocale } from "../../../i18n/request-locale.server.ts";
import { robotsFor } from "../../../seo/canonical.ts";
import type { Route } from "./+types/post";

/** /blog/:slug and /blog/:slug/:childSlug (a post in a series). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = await requestLocale(context);
  const { slug = "", childSlug } = params as { slug?: string; childSlug?: string };
  // Own keys only: "/blog/constructor" must not redirect to Object.prototype.constructor.
  const target = childSlug || !Object.hasOwn(BLOG_REDIRECTS, slug) ? undefined : BLOG_REDIRECTS[slug];
  if (target) {
    // A retired Spanish address leads to the Spanish version of its new page.
    const to = localizePath(target, localeOfPath(new URL(request.url).pathname));
    return redirect(to, { status: 301, headers: { "X-Robots-Tag": robotsFor(`/blog/${slug}`) } });
  }
  const original = findPost(slug, childSlug);
  if (!original) throw data(null, { status: 404 });
  const post = postIn(original, locale);
  const parentPost = original.parent ? findPost(original.parent) : undefined;
  const parent = parentPost ? postIn(parentPost, locale) : undefined;
  const series = childPostsOf(original.parent ?? original.slug).map((entry) => postIn(entry, locale));
  return {
    pageTitle: post.title,
    post: {
      title: post.title,
      description: post.description,
      date: post.date,
      author: post.author,
      tags: post.tags,
      html: post.html,
      readingMinutes: post.readingMinutes,
      translated: post.translated,
    },
    parent: parent ? { title: parent.title, path: parent.path } : null,
    series: series.map((entry) => ({ title: entry.title, path: entry.path, current: entry.path === post.path })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { name: "description", content: loaderData.post.description },
    { property: "og:type", content: "article" },
    { property: "og:title", content: loaderData.post.title },
    { property: "og:description", content: loaderData.post.description },
  ];
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, parent, series } = loaderData;
  const t = useT();
  const f = useFormat();
  return (
    <main id="main">
      <article className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <nav aria-label={t("content.blog.breadcrumb")} className="text-sm text-slate-700">
          <AppLink to="/blog" className="underline">
            {t("content.blog.eyebrow")}
          </AppLink>
          {parent ? (
            <>
              {" / "}
              <AppLink to={parent.path} className="underline">
                {parent.title}
              </AppLink>
            </>
          ) : null}
        </nav>
        {post.translated ? null : (
          <p className="mt-4 rounded-lg border border-amber-700 bg-amber-50 p-4 text-slate-900">
            {t("content.blog.untranslated")}
          </p>
        )}
        {/* English words on a Spanish page are marked as English for screen readers (WCAG 3.1.2). */}
        <div lang={post.translated ? undefined : "en"}>
          <h1 className="mt-4 text-4xl font-bold text-slate-900">{post.title}</h1>
          <p className="mt-3 text-slate-700" lang={t.locale}>
            {t.rich("content.blog.byline", {
              date: (
                <time key="date" dateTime={post.date}>
                  {f.date(`${post.date}T12:00:00Z`, "long")}
                </time>
              ),
              author: post.author,
              minutes: post.readingMinutes,
            })}
          </p>
          <Prose html={post.html} className="mt-8" />
        </div>
        {series.length > 0 ? (
          <aside aria-labelledby="series" className="mt-12 rounded-xl border border-slate-200 p-6">
            <h2 id="series" className="text-lg font-semibold text-slate-900">
              {parent ? t("content.blog.moreInSeries") : t("content.blog.nextInSeries")}
            </h2>
            <ul className="mt-3 space-y-2">
              {parent ? (
                <li>
                  <AppLink to={parent.path} className="text-brand-700 underline">
                    {parent.title}
                  </AppLink>
                </li>
              ) : null}
              {series
                .filter((entry) => !entry.current)
                .map((entry) => (
                  <li key={entry.path}>
                    <AppLink to={entry.path} className="text-brand-700 underline">
                      {entry.title}
                    </AppLink>
                  </li>
                ))}
            </ul>
          </aside>
        ) : null}
        <p className="mt-8 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <span key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
              {tag}
            </span>
          ))}
        </p>
      </article>
      <ClosingCta />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <BlogNotFound />;
  throw error;
}
