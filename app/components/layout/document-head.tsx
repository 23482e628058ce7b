import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import { canonicalUrl, languageAlternates, robotsFor } from "../../seo/canonical.ts";
import { pageTitle } from "../../seo/page-title.ts";
import { isPageHandle, type PageHandle } from "../../seo/page-handle.ts";
import { stripLocalePrefix } from "../../i18n/locales.ts";
import { useT } from "../../i18n/react.tsx";

type RootData = { publicUrl: string };

/** Tab title, canonical link, robots and language alternates for every page (SPEC.md §2). */
export function DocumentHead() {
  const location = useLocation();
  const matches = useMatches();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const t = useT();
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
      <title>
        {pageTitle(stripLocalePrefix(location.pathname), handle.title, {
          // Spanish pages name their path in Spanish; English keeps SPEC.md's words from the path.
          ...(t.locale === "en"
            ? {}
            : {
                segmentName: (segment: string) =>
                  t.has(`titles.segment.${segment}`) ? t(`titles.segment.${segment}`) : undefined,
                activitiesOf: (name: string) => t("titles.activitiesOf", { name }),
                tagline: t("layout.brand.tagline"),
              }),
        })}
      </title>
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
