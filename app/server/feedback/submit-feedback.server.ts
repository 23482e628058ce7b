import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { validatorMessageRef } from "../../i18n/message-format.ts";
import { consumeRateLimit } from "../rate-limit.server.ts";
import { describeUserAgent } from "./describe-user-agent.server.ts";
import { feedbackInputSchema, type FeedbackInput } from "./feedback-input.ts";

/** Ten pieces of feedback an hour from one person (or one address when signed out). */
export const FEEDBACK_RATE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };

export type FeedbackSender = {
  /** The signed-in user, or null when the session has ended. */
  userId: string | null;
  /** The family of the signed-in user, from the session; never from the browser. */
  familyId: string | null;
  userAgent: string | null;
  clientIp: string;
};

export type SubmitFeedbackResult =
  | { status: "stored"; id: string }
  | { status: "invalid"; error: string }
  | { status: "rate-limited"; retryAfterSeconds: number };

/**
 * The record's id comes from the sender and the browser's submission id, so a retried POST
 * (the reply was lost, the parent pressed Submit again) finds the same row and stores nothing
 * new (SECURITY.md "Data and faults"). Another person reusing the id gets a different row.
 */
export function feedbackRecordId(userId: string | null, submissionId: string): string {
  return createHash("sha256")
    .update(`feedback\u0000${userId ?? "anonymous"}\u0000${submissionId}`)
    .digest("hex")
    .slice(0, 32);
}

/** Keeps the page's child ids only when the child belongs to the sender's family (SECURITY.md "Access"). */
async function ownChildId(db: Kysely<Database>, familyId: string | null, childId: string): Promise<string> {
  if (!familyId || !childId) return "";
  const child = await db
    .selectFrom("child")
    .select("id")
    .where("id", "=", childId)
    .where("familyId", "=", familyId)
    .executeTakeFirst();
  return child ? child.id : "";
}

/** The plan's id if it is a plan of one of the family's children, else "" (nothing is revealed). */
async function ownLearningPlanId(db: Kysely<Database>, familyId: string | null, planId: string): Promise<string> {
  if (!familyId || !planId) return "";
  const plan = await db
    .selectFrom("learningPlan")
    .innerJoin("child", "child.id", "learningPlan.childId")
    .select("learningPlan.id")
    .where("learningPlan.id", "=", planId)
    .where("child.familyId", "=", familyId)
    .executeTakeFirst();
  return plan ? plan.id : "";
}

/** Stores one feedback record with every field of SPEC.md §3. */
export async function submitFeedback(
  db: Kysely<Database>,
  input: unknown,
  sender: FeedbackSender,
  now: Date = new Date(),
): Promise<SubmitFeedbackResult> {
  const parsed = feedbackInputSchema.safeParse(input);
  if (!parsed.success)
    return { status: "invalid", error: validatorMessageRef(parsed.error.issues[0]?.message, "feedback.error.invalid") };
  const feedback: FeedbackInput = parsed.data;

  const id = feedbackRecordId(sender.userId, feedback.submissionId);
  const existing = await db.selectFrom("feedback").select("id").where("id", "=", id).executeTakeFirst();
  if (existing) return { status: "stored", id };

  const limitKey = sender.userId ? `feedback:user:${sender.userId}` : `feedback:ip:${sender.clientIp}`;
  const limit = await consumeRateLimit(db, limitKey, FEEDBACK_RATE_LIMIT, now);
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };

  const signedIn = sender.userId !== null;
  const familyId = signedIn ? (sender.familyId ?? null) : null;
  await db
    .insertInto("feedback")
    .values({
      id,
      feedbackText: feedback.feedbackText,
      userId: sender.userId,
      currentRoute: feedback.currentRoute,
      componentOrSection: feedback.componentOrSection,
      ...describeUserAgent(sender.userAgent),
      timestampUTC: now.toISOString(),
      isAuthenticated: signedIn,
      memberId: await ownChildId(db, familyId, feedback.memberId),
      familyId: familyId ?? "",
      learningPlanId: await ownLearningPlanId(db, familyId, feedback.learningPlanId),
      childProfileId: await ownChildId(db, familyId, feedback.childProfileId),
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
  return { status: "stored", id };
}
