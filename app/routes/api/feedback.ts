import { data } from "react-router";
import { requestContext, servicesContext } from "../../context.ts";
import { messageRef } from "../../i18n/message-format.ts";
import { lookUpSession } from "../../server/auth/session.server.ts";
import { submitFeedback } from "../../server/feedback/submit-feedback.server.ts";
import { findFamilyOfParent } from "../../server/family/find-family.server.ts";
import { readJson } from "../../server/request-body.server.ts";
import type { Route } from "./+types/feedback";

/**
 * POST a feedback record (SPEC.md §3, §7 "Feedback submit"), as JSON: { submissionId,
 * feedbackText, currentRoute, componentOrSection?, memberId?, learningPlanId?, childProfileId? }.
 * Who sent it and their family come from the session cookie, the browser from User-Agent.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  if (request.method !== "POST") return data({ error: messageRef("feedback.error.usePost") }, { status: 405 });
  const { parent, responseHeaders } = await lookUpSession(services, request, clientIp);
  responseHeaders.set("Cache-Control", "no-store");
  const body = await readJson(request);
  const family = parent ? await findFamilyOfParent(services.database.db, parent.user.id) : null;
  const result = await submitFeedback(services.database.db, body, {
    userId: parent?.user.id ?? null,
    familyId: family?.id ?? null,
    userAgent: request.headers.get("user-agent"),
    clientIp,
  });
  if (result.status === "invalid") return data({ error: result.error }, { status: 400, headers: responseHeaders });
  if (result.status === "rate-limited") {
    responseHeaders.set("Retry-After", String(result.retryAfterSeconds));
    return data(
      // Message references, like the field errors: the dialog shows its own words on a failure.
      { error: messageRef("feedback.error.rateLimited") },
      {
        status: 429,
        headers: responseHeaders,
      },
    );
  }
  return data({ ok: true }, { headers: responseHeaders });
}
