import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import { canonicalUrl, languageAlternates, robotsFor } from "../../seo/canonical.ts";
import { pageTitle } from "../../seo/page-title.ts";
import { isPageHandle, type PageHandle } from "../../seo/page-handle.ts";

type RootData = { publicUrl: string };

/** Tab title, canonical link, robots and language alternates for every page (SPEC.md §2). */
export function DocumentHead() {
  const location = useLocation();
  const matches = useMatches();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const handle: PageHandle = {};
  for (const match of matches) {
    if (isPageHandle(match.handle)) Object.assign(handle, match.handle);
    // A loader can supply the title too (e.g. a blog post's own title).
    const data = match.loaderData as { pageTitle?: unknown } | undefined;
    if (data && typeof data.pageTitle === "string") handle.title = data.pageTitle;
  }
  const canonical = root ? canonicalUrl(root.publicUrl, location.pathname, location.search) : undefined;
  return (
    <>
      <title>{pageTitle(location.pathname, handle.title)}</title>
      <meta name="robots" content={handle.noindex ? "noindex,nofollow" : robotsFor(location.pathname)} />
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {canonical
        ? languageAlternates(canonical).map((alternate) => (
            <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
          ))
        : null}
    </>
  );
}
