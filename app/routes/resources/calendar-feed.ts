import { requestContext, servicesContext } from "../../context.ts";
import { isLocale } from "../../i18n/locales.ts";
import { createT } from "../../i18n/translate.ts";
import { buildFamilyFeed, findFeedFamily } from "../../server/calendar/calendar-feed.server.ts";
import { consumeRateLimit } from "../../server/rate-limit.server.ts";
import { methodNotAllowed } from "../../server/request-body.server.ts";
import type { Route } from "./+types/calendar-feed";

/** Calendar apps poll every few hours; this leaves room for several devices and nothing for guessing. */
const FEED_LIMIT = { limit: 60, windowMs: 60 * 60_000 };

/**
 * /calendar/feed/{token}.ics (issue 15, decision 0025): the parent's private iCalendar feed. The
 * token is the only credential (calendar apps send no cookie), so this resource route sits outside
 * the signed-in layout; an unknown, malformed or replaced token answers 404 and says nothing more.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const db = services.database.db;
  const limited = await consumeRateLimit(db, `calendar-feed:${clientIp}`, FEED_LIMIT);
  if (!limited.allowed) {
    return new Response("Too many requests", {
      status: 429,
      headers: { "Retry-After": String(limited.retryAfterSeconds), "Cache-Control": "no-store" },
    });
  }
  const match = /^(.+)\.ics$/.exec(params.file ?? "");
  const feed = match?.[1] ? await findFeedFamily(db, match[1]) : null;
  if (!feed) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const text = await buildFamilyFeed(db, feed.familyId, {
    now: new Date(),
    t: createT(isLocale(feed.locale) ? feed.locale : "en"),
    publicUrl: services.config.PUBLIC_URL,
  });
  return new Response(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="brightpath.ics"',
      // Private to the one subscriber; never kept by a shared cache.
      "Cache-Control": "private, max-age=900",
      "X-Robots-Tag": "noindex",
    },
  });
}

export const action = methodNotAllowed;
