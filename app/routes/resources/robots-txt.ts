import { servicesContext } from "../../context.ts";
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
