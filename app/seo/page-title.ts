/**
 * Tab titles (SPEC.md §2 "Search-engine data and tab title", §9 id-like segments).
 * See docs/decisions/0008-id-like-path-segments.md for how "id-like" is read.
 */
import { BRAND } from "../config/brand.ts";

const NUMERIC = /^\d+$/;
const ALPHANUMERIC_10 = /^[A-Za-z0-9]{10,}$/;
const WITH_DASHES_15 = /^[A-Za-z0-9_-]{15,}$/;
const HAS_DIGIT = /\d/;

/**
 * A path segment that looks like a record id rather than a word: purely numeric, or 10+
 * alphanumerics, or 15+ characters with dashes/underscores — and (for the last two) containing a
 * digit, because every generated id does and words like "assignments" or "how-it-works-page" do not.
 */
export function isIdLikeSegment(segment: string): boolean {
  if (NUMERIC.test(segment)) return true;
  if (!HAS_DIGIT.test(segment)) return false;
  return ALPHANUMERIC_10.test(segment) || WITH_DASHES_15.test(segment);
}

function titleCase(segment: string): string {
  return decodeSegment(segment)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * How a page's title is worded in the reader's language: the name of a path segment and the
 * tagline (app/i18n/catalogs/<language>/titles.json). Without it, English from the path itself.
 */
export type TitleWords = {
  segmentName?: (segment: string) => string | undefined;
  activitiesOf?: (name: string) => string;
  tagline?: string;
};

/** The default tab title for a path; pages with a real title of their own may pass it instead. */
export function pageTitle(pathname: string, ownTitle?: string, words: TitleWords = {}): string {
  const tagline = words.tagline ?? BRAND.tagline;
  if (ownTitle) return `${ownTitle} - ${BRAND.name}`;
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return `${BRAND.name} - ${tagline}`;
  let index = segments.length - 1;
  while (index > 0 && isIdLikeSegment(segments[index] ?? "")) index--;
  const segment = segments[index] ?? "";
  if (isIdLikeSegment(segment)) return `${BRAND.name} - ${tagline}`;
  const name = words.segmentName?.(decodeSegment(segment)) ?? titleCase(segment);
  if (segments[0] === "activities") {
    if (segment === "activities") return `${name} - ${BRAND.name}`;
    return `${words.activitiesOf ? words.activitiesOf(name) : `${name} Activities`} - ${BRAND.name}`;
  }
  return `${name} - ${BRAND.name}`;
}
