import { data } from "react-router";
import { servicesContext } from "../../context.ts";
import { toLocale } from "../../i18n/locales.ts";
import { privatePageHeaders, requireConsentedFamily, requireParent } from "../../server/auth/require-parent.server.ts";
import { methodNotAllowed } from "../../server/request-body.server.ts";
import { reportPdfFileName } from "../../server/reports/report-file-name.ts";
import { loadReportPage } from "../../server/reports/report-page.server.ts";
import { renderProgressReportPdf } from "../../server/reports/report-pdf.server.tsx";
import type { Route } from "./+types/progress-pdf";

/**
 * The report page's "Download PDF" (issue 16): the same day-30 report as a printable PDF, in the
 * parent's language, rendered by the renderer `buildReportPdf` uses. Only for a child of the
 * signed-in parent's consented family whose placement in that subject is finished: 404 otherwise.
 */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const family = requireConsentedFamily(parent);
  const page = await loadReportPage(
    args.context.get(servicesContext).database.db,
    family.id,
    args.params.memberId,
    args.params.subject,
  );
  // A subject without a finished placement has no report: the page would show another subject.
  if (page.status !== "ready" || page.subject !== args.params.subject) throw data("Not found", { status: 404 });
  const bytes = await renderProgressReportPdf(page.data, toLocale(parent.user.language));
  const headers = privatePageHeaders(parent);
  headers.set("Content-Type", "application/pdf");
  headers.set(
    "Content-Disposition",
    `attachment; filename="${reportPdfFileName(page.member.displayName, page.subject, page.data.report.to)}"`,
  );
  headers.set("X-Content-Type-Options", "nosniff");
  // A copy backed by a plain ArrayBuffer, which is what a Response body accepts.
  return new Response(new Uint8Array(bytes), { headers });
}

/** Only GET: a POST gets a plain 405 (issue 14), not the router's generic error. */
export const action = methodNotAllowed;
