import { isbot } from "isbot";
import { data } from "react-router";
import { z } from "zod";
import { newId } from "../../../db/ids.ts";
import { requestContext, servicesContext } from "../../context.ts";
import { cleanText } from "../../lib/clean-text.ts";
import { consumeRateLimit } from "../../server/rate-limit.server.ts";
import { readJson } from "../../server/request-body.server.ts";
import type { Route } from "./+types/analytics-page-view";

const field = (max: number) => z.string().transform(cleanText).pipe(z.string().max(max)).optional();

const pageViewSchema = z.object({
  page_path: z.string().transform(cleanText).pipe(z.string().min(1).max(500).startsWith("/")),
  page_title: field(300),
  utm_source: field(200),
  utm_medium: field(200),
  utm_campaign: field(200),
  utm_term: field(200),
  utm_content: field(200),
});

/**
 * First-party analytics endpoint (PRODUCT.md §6): stores a consented page view with no cookies
 * and no personal data (no address, no user agent, no location beyond the path). Bots are ignored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Use POST." }, { status: 405 });
  const userAgent = request.headers.get("user-agent") ?? "";
  if (!userAgent || isbot(userAgent)) return new Response(null, { status: 204 });
  const body = await readJson(request);
  const parsed = pageViewSchema.safeParse(body);
  if (!parsed.success)
    return data(
      { error: `Invalid page view: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}` },
      { status: 400 },
    );
  const { database } = context.get(servicesContext);
  const limit = await consumeRateLimit(database.db, `page-view:${context.get(requestContext).clientIp}`, {
    limit: 120,
    windowMs: 60_000,
  });
  if (!limit.allowed) return new Response(null, { status: 429 });
  const view = parsed.data;
  await database.db
    .insertInto("pageView")
    .values({
      id: newId(),
      path: view.page_path.split("?")[0] ?? view.page_path,
      title: view.page_title ?? "",
      utmSource: view.utm_source || null,
      utmMedium: view.utm_medium || null,
      utmCampaign: view.utm_campaign || null,
      utmTerm: view.utm_term || null,
      utmContent: view.utm_content || null,
      createdAt: new Date().toISOString(),
    })
    .execute();
  return new Response(null, { status: 204 });
}
