import { data, isRouteErrorResponse } from "react-router";
import { BlogNotFound } from "../../../components/marketing/blog-not-found.tsx";
import { PageHeader } from "../../../components/marketing/page-header.tsx";
import { AppLink } from "../../../components/ui/app-link.tsx";
import { FOCUS_RING } from "../../../components/ui/link-button.tsx";
import { listPosts, postIn } from "../../../content/blog.server.ts";
import { useFormat, useLocale, useT } from "../../../i18n/react.tsx";
import { requestLocale } from "../../../i18n/request-locale.server.ts";
import { createT } from "../../../i18n/translate.ts";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = await requestLocale(context);
  const url = new URL(request.url);
  // SPEC.md §2: a blog path with no slug ("/blog/") is a 404 blog entry, not the index.
  if (url.pathname.endsWith("/")) throw data(null, { status: 404 });
  const { posts, page, pageCount } = listPosts(Number(url.searchParams.get("page") ?? "1"));
  return {
    page,
    pageCount,
    description: createT(locale)("content.blog.description"),
    posts: posts
      .map((post) => postIn(post, locale))
      .map(({ slug, path, title, description, date, author, tags, readingMinutes, translated }) => ({
        slug,
        path,
        title,
        description,
        date,
        author,
        tags,
        readingMinutes,
        translated,
      })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ name: "description", content: loaderData.description }] : [];
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { posts, page, pageCount } = loaderData;
  const t = useT();
  const f = useFormat();
  // Feeds are files, not pages, so links do not localise them: each language names its own.
  const feed = useLocale() === "es" ? "/es/blog/rss.xml" : "/blog/rss.xml";
  const someInEnglish = posts.some((post) => !post.translated);
  return (
    <main id="main">
      <PageHeader eyebrow={t("content.blog.eyebrow")} title={t("content.blog.title")}>
        {t("content.blog.intro")}{" "}
        <a href={feed} className="underline">
          {t("content.blog.rss")}
        </a>
        {someInEnglish ? <span className="mt-2 block">{t("content.blog.someInEnglish")}</span> : null}
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <ul className="space-y-8">
          {posts.map((post) => (
            <li key={post.slug} className="border-b border-slate-200 pb-8">
              {/* An article without a Spanish version keeps its English words, marked as English. */}
              <article lang={post.translated ? undefined : "en"}>
                <h2 className="text-2xl font-bold text-slate-900">
                  <AppLink to={post.path} className={`rounded hover:text-brand-700 ${FOCUS_RING}`}>
                    {post.title}
                  </AppLink>
                </h2>
                <p className="mt-1 text-sm text-slate-700" lang={t.locale}>
                  {post.translated ? null : (
                    <span className="mr-2 rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-800">
                      {t("content.blog.inEnglish")}
                    </span>
                  )}
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
                <p className="mt-3 text-lg text-slate-800">{post.description}</p>
              </article>
            </li>
          ))}
        </ul>
        {pageCount > 1 ? (
          <nav aria-label={t("content.blog.pages")} className="mt-10 flex items-center justify-between">
            {page > 1 ? (
              <AppLink
                to={page === 2 ? "/blog" : `/blog?page=${page - 1}`}
                className={`text-brand-700 underline ${FOCUS_RING}`}
              >
                {t("content.blog.newer")}
              </AppLink>
            ) : (
              <span />
            )}
            <span className="text-slate-700">{t("content.blog.pageOf", { page, count: pageCount })}</span>
            {page < pageCount ? (
              <AppLink to={`/blog?page=${page + 1}`} className={`text-brand-700 underline ${FOCUS_RING}`}>
                {t("content.blog.older")}
              </AppLink>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <BlogNotFound />;
  throw error;
}
