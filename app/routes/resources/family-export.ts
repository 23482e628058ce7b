import { data } from "react-router";
import { servicesContext } from "../../context.ts";
import { privatePageHeaders, requireParent } from "../../server/auth/require-parent.server.ts";
import { exportFamilyData } from "../../server/children/export-family-data.server.ts";
import { methodNotAllowed } from "../../server/request-body.server.ts";
import type { Route } from "./+types/family-export";

/**
 * "Download our family's data" (PRODUCT.md §6): the signed-in parent's own family as a JSON
 * file, never anyone else's.
 */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  if (!parent.family) throw data("Not found", { status: 404 });
  const exported = await exportFamilyData(args.context.get(servicesContext).database.db, parent.family.id);
  const headers = privatePageHeaders(parent);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set(
    "Content-Disposition",
    `attachment; filename="brightpath-family-data-${exported.exportedAt.slice(0, 10)}.json"`,
  );
  return new Response(JSON.stringify(exported, null, 2), { headers });
}

/** Only GET: a POST gets a plain 405 (issue 14), not the router's generic error. */
export const action = methodNotAllowed;
