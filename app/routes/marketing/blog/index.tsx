import { data, isRouteErrorResponse, Link } from "react-router";
import { BlogNotFound } from "../../../components/marketing/blog-not-found.tsx";
import { PageHeader } from "../../../components/marketing/page-header.tsx";
import { FOCUS_RING } from "../../../components/ui/link-button.tsx";
import { listPosts } from "../../../content/blog.server.ts";
import type { Route } from "./+types/index";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // SPEC.md §2: a blog path with no slug ("/blog/") is a 404 blog entry, not the index.
  if (url.pathname.endsWith("/")) throw data("No article named", { status: 404 });
  const { posts, page, pageCount } = listPosts(Number(url.searchParams.get("page") ?? "1"));
  return {
    page,
    pageCount,
    posts: posts.map(({ slug, path, title, description, date, author, tags, readingMinutes }) => ({
      slug,
      path,
      title,
      description,
      date,
      author,
      tags,
      readingMinutes,
    })),
  };
}

export function meta() {
  return [
    {
      name: "description",
      content:
        "Practical articles for parents of 8-14 year olds: catching up, fractions at home, reluctant readers, STAAR and building a 20-minute habit.",
    },
  ];
}

export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { posts, page, pageCount } = loaderData;
  return (
    <main id="main">
      <PageHeader eyebrow="Blog" title="Ideas for helping at home">
        Practical, honest articles for parents of children in grades 3-8.{" "}
        <a href="/blog/rss.xml" className="underline">
          RSS feed
        </a>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <ul className="space-y-8">
          {posts.map((post) => (
            <li key={post.slug} className="border-b border-slate-200 pb-8">
              <article>
                <h2 className="text-2xl font-bold text-slate-900">
                  <Link to={post.path} className={`rounded hover:text-brand-700 ${FOCUS_RING}`}>
                    {post.title}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-slate-700">
                  <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.author} · {post.readingMinutes} min
                  read
                </p>
                <p className="mt-3 text-lg text-slate-800">{post.description}</p>
              </article>
            </li>
          ))}
        </ul>
        {pageCount > 1 ? (
          <nav aria-label="Blog pages" className="mt-10 flex items-center justify-between">
            {page > 1 ? (
              <Link
                to={page === 2 ? "/blog" : `/blog?page=${page - 1}`}
                className={`text-brand-700 underline ${FOCUS_RING}`}
              >
                Newer articles
              </Link>
            ) : (
              <span />
            )}
            <span className="text-slate-700">
              Page {page} of {pageCount}
            </span>
            {page < pageCount ? (
              <Link to={`/blog?page=${page + 1}`} className={`text-brand-700 underline ${FOCUS_RING}`}>
                Older articles
              </Link>
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
