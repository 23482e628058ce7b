import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { BlogNotFound } from "../../../components/marketing/blog-not-found.tsx";
import { ClosingCta } from "../../../components/marketing/closing-cta.tsx";
import { Prose } from "../../../components/marketing/prose.tsx";
import { BLOG_REDIRECTS, childPostsOf, findPost } from "../../../content/blog.server.ts";
import { robotsFor } from "../../../seo/canonical.ts";
import { formatDate } from "./index.tsx";
import type { Route } from "./+types/post";

/** /blog/:slug and /blog/:slug/:childSlug (a post in a series). */
export function loader({ params }: Route.LoaderArgs) {
  const { slug = "", childSlug } = params as { slug?: string; childSlug?: string };
  // Own keys only: "/blog/constructor" must not redirect to Object.prototype.constructor.
  const target = childSlug || !Object.hasOwn(BLOG_REDIRECTS, slug) ? undefined : BLOG_REDIRECTS[slug];
  if (target) return redirect(target, { status: 301, headers: { "X-Robots-Tag": robotsFor(`/blog/${slug}`) } });
  const post = findPost(slug, childSlug);
  if (!post) throw data("No such article", { status: 404 });
  const parent = post.parent ? findPost(post.parent) : undefined;
  const series = childPostsOf(post.parent ?? post.slug);
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
  return (
    <main id="main">
      <article className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
          <Link to="/blog" className="underline">
            Blog
          </Link>
          {parent ? (
            <>
              {" / "}
              <Link to={parent.path} className="underline">
                {parent.title}
              </Link>
            </>
          ) : null}
        </nav>
        <h1 className="mt-4 text-4xl font-bold text-slate-900">{post.title}</h1>
        <p className="mt-3 text-slate-700">
          <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.author} · {post.readingMinutes} min read
        </p>
        <Prose html={post.html} className="mt-8" />
        {series.length > 0 ? (
          <aside aria-labelledby="series" className="mt-12 rounded-xl border border-slate-200 p-6">
            <h2 id="series" className="text-lg font-semibold text-slate-900">
              {parent ? "More in this series" : "Read next in this series"}
            </h2>
            <ul className="mt-3 space-y-2">
              {parent ? (
                <li>
                  <Link to={parent.path} className="text-brand-700 underline">
                    {parent.title}
                  </Link>
                </li>
              ) : null}
              {series
                .filter((entry) => !entry.current)
                .map((entry) => (
                  <li key={entry.path}>
                    <Link to={entry.path} className="text-brand-700 underline">
                      {entry.title}
                    </Link>
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
