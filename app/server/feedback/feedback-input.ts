import { z } from "zod";
import { FEEDBACK_MAX_LENGTH, SUBMISSION_ID_PATTERN } from "../../components/feedback/feedback-submission.ts";
import { messageRef } from "../../i18n/message-format.ts";
import { cleanText } from "../../lib/clean-text.ts";

/** An id named by the page the parent is on; checked against the family before it is kept. */
const contextId = z.string().max(100).transform(cleanText).optional().default("");

/**
 * What the browser sends with a piece of feedback (SPEC.md §3). Everything else in the record
 * (who, which family, the browser, the time) comes from the server. Unknown fields are ignored.
 */
export const feedbackInputSchema = z.object({
  submissionId: z.string().regex(SUBMISSION_ID_PATTERN, messageRef("feedback.error.submissionId")),
  feedbackText: z
    .string({ error: messageRef("feedback.error.textMissing") })
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(1, messageRef("feedback.error.textMissing"))
        .max(FEEDBACK_MAX_LENGTH, messageRef("feedback.error.textTooLong", { max: FEEDBACK_MAX_LENGTH })),
    ),
  // Only the path: a query string could carry tokens or personal data.
  currentRoute: z
    .string()
    .transform((route) => cleanText(route).split(/[?#]/)[0] ?? "")
    .pipe(
      z
        .string()
        .min(1, messageRef("feedback.error.pageMissing"))
        .max(500)
        .startsWith("/", messageRef("feedback.error.pageNotPath")),
    ),
  componentOrSection: z.string().transform(cleanText).pipe(z.string().min(1).max(100)).optional().default("user-menu"),
  memberId: contextId,
  learningPlanId: contextId,
  childProfileId: contextId,
});

export type FeedbackInput = z.infer<typeof feedbackInputSchema>;
