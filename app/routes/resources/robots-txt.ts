import { servicesContext } from "../../context.ts";
import { methodNotAllowed } from "../../server/request-body.server.ts";
import type { Route } from "./+types/robots-txt";

/** Signed-in, child and account paths are never for crawlers. */
const DISALLOWED = [
  "/api/",
  "/auth/",
  "/dashboard",
  "/authenticated-app/",
  "/settings",
  "/activities",
  "/calendar",
  "/assignments",
  "/member-details/",
  "/learning-plan/",
  "/child-setup",
  "/coppa-gate",
  "/demo",
  "/dev/",
];

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(servicesContext).config.PUBLIC_URL;
  const body = [
    "User-agent: *",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${site}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/** Only GET: a POST gets a plain 405 (issue 14), not the router's generic error. */
export const action = methodNotAllowed;
