/**
 * What a route can tell the document head through its `handle` export. Titles otherwise follow
 * the path rules in page-title.ts; robots and canonical follow canonical.ts.
 */
export type PageHandle = {
  /** The page's own title (e.g. a blog post's), shown as "<title> - Brightpath". */
  title?: string;
  /** Keep the page out of search indexes (e.g. 404 pages). */
  noindex?: boolean;
};

export function isPageHandle(value: unknown): value is PageHandle {
  return typeof value === "object" && value !== null;
}
