import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { BRAND } from "../../config/brand.ts";

/**
 * Bumped when the export's shape changes, so a reader knows what it holds (STYLE.md habit 12).
 * 2: each child's learning record (placement checks, learner state, plans, daily sessions, every
 * answer as shown, assignments), the parents' e-mail choices and the e-mails sent, billing,
 * calendar feeds and the feedback the parents sent.
 */
export const FAMILY_EXPORT_VERSION = 2;

/**
 * Everything we hold about one family, for the parents' "download our data" right (PRODUCT.md §6,
 * SECURITY.md "Children's privacy": parents can review and export their children's data). Every
 * query is scoped by this family's id (children by `child.familyId`, parents by their membership);
 * secrets (token hashes, the PIN hash, passwords, unsubscribe tokens) and internal bookkeeping
 * (claims, compare-and-swap versions, the question waiting on screen) are never part of it.
 */
export async function exportFamilyData(db: Kysely<Database>, familyId: string, now: Date = new Date()) {
  const family = await db
    .selectFrom("family")
    .select(["id", "hasCOPPAVerification", "createdAt"])
    .where("id", "=", familyId)
    .executeTakeFirstOrThrow();
  const [parents, children, consents, invitations] = await Promise.all([
    db
      .selectFrom("familyMember")
      .innerJoin("user", "user.id", "familyMember.userId")
      .select(["user.name", "user.email", "user.language", "familyMember.role", "familyMember.createdAt as joinedAt"])
      .where("familyMember.familyId", "=", familyId)
      .orderBy("familyMember.createdAt")
      .execute(),
    db
      .selectFrom("child")
      .select([
        "id",
        "displayName",
        "grade",
        "subjectsJson",
        "interestsJson",
        "involvement",
        "scheduleJson",
        "hasPersonalizedPlan",
        "archivedAt",
        "lastActiveAt",
        "createdAt",
        "updatedAt",
      ])
      .where("familyId", "=", familyId)
      .orderBy("createdAt")
      .execute(),
    db
      .selectFrom("parentalConsent")
      .leftJoin("user", "user.id", "parentalConsent.parentUserId")
      .select([
        "parentalConsent.method",
        "parentalConsent.status",
        "parentalConsent.noticeVersion",
        "parentalConsent.evidenceId",
        "parentalConsent.requestedAt",
        "parentalConsent.confirmedAt",
        "parentalConsent.revokedAt",
        "user.email as parentEmail",
      ])
      .where("parentalConsent.familyId", "=", familyId)
      .orderBy("parentalConsent.requestedAt")
      .execute(),
    db
      .selectFrom("familyInvitation")
      .select(["email", "createdAt", "expiresAt", "acceptedAt"])
      .where("familyId", "=", familyId)
      .orderBy("createdAt")
      .execute(),
  ]);
  const childIds = children.map((child) => child.id);
  const parentIds = (
    await db.selectFrom("familyMember").select("userId").where("familyId", "=", familyId).execute()
  ).map((row) => row.userId);
  const learning = await exportLearningRecords(db, familyId, childIds);
  const [emailPreferences, emailsSent, calendarFeeds, billing, feedback] = await Promise.all([
    parentIds.length === 0
      ? []
      : db
          .selectFrom("emailPreference")
          .innerJoin("user", "user.id", "emailPreference.userId")
          .select([
            "user.email as parentEmail",
            "emailPreference.weeklyEmail",
            "emailPreference.reportEmail",
            "emailPreference.sessionReminders",
            "emailPreference.assignmentReminders",
            "emailPreference.reminderLeadMinutes",
            "emailPreference.updatedAt",
          ])
          .where("emailPreference.userId", "in", parentIds)
          .execute(),
    db
      .selectFrom("scheduledEmail")
      .innerJoin("user", "user.id", "scheduledEmail.userId")
      .select(["scheduledEmail.kind", "user.email as parentEmail", "scheduledEmail.sentAt"])
      .where("scheduledEmail.familyId", "=", familyId)
      .where("scheduledEmail.sentAt", "is not", null)
      .orderBy("scheduledEmail.sentAt")
      .execute(),
    db
      .selectFrom("calendarFeed")
      .innerJoin("user", "user.id", "calendarFeed.userId")
      .select(["user.email as parentEmail", "calendarFeed.locale", "calendarFeed.createdAt"])
      .where("calendarFeed.familyId", "=", familyId)
      .execute(),
    db
      .selectFrom("familyBilling")
      .select([
        "trialStartedAt",
        "trialEndsAt",
        "status",
        "planId",
        "billingInterval",
        "priceAmount",
        "currency",
        "currentPeriodEnd",
        "cancelAtPeriodEnd",
        "canceledAt",
        "cardBrand",
        "cardLast4",
        "cardExpiry",
      ])
      .where("familyId", "=", familyId)
      .executeTakeFirst(),
    db
      .selectFrom("feedback")
      .select(["feedbackText", "currentRoute", "componentOrSection", "childProfileId", "timestampUTC"])
      .where("familyId", "=", familyId)
      .orderBy("timestampUTC")
      .execute(),
  ]);
  return {
    exportVersion: FAMILY_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    service: `${BRAND.name} (${BRAND.company})`,
    family: { id: family.id, parentalConsentRecorded: family.hasCOPPAVerification, createdAt: family.createdAt },
    parents,
    children: children.map(({ subjectsJson, interestsJson, scheduleJson, ...child }) => ({
      ...child,
      subjects: subjectsJson,
      interests: interestsJson,
      schedule: scheduleJson,
    })),
    consents,
    invitations,
    learning,
    emailPreferences,
    emailsSent,
    calendarFeeds,
    billing: billing ?? null,
    feedback,
  };
}

/**
 * Each child's learning record, grouped by child: what placement found, what the engine believes
 * now, every plan version, every daily session with its parts, every answer exactly as the child
 * saw and gave it, and the parents' assignments (deleted ones too: their answers are kept).
 */
async function exportLearningRecords(db: Kysely<Database>, familyId: string, childIds: readonly string[]) {
  if (childIds.length === 0) return [];
  const [placements, learnerStates, planVersions, sessions, activities, answers, assignments] = await Promise.all([
    db
      .selectFrom("placementCheck")
      .select([
        "childId",
        "subject",
        "status",
        "countedItems",
        "rapidGuesses",
        "stateJson",
        "stateSchemaVersion",
        "startedAt",
        "completedAt",
      ])
      .where("childId", "in", childIds)
      .orderBy("startedAt")
      .execute(),
    db
      .selectFrom("learnerState")
      .select(["childId", "subject", "stateJson", "stateSchemaVersion", "updatedAt"])
      .where("childId", "in", childIds)
      .execute(),
    db
      .selectFrom("learningPlanVersion")
      .innerJoin("learningPlan", "learningPlan.id", "learningPlanVersion.planId")
      .select([
        "learningPlan.childId",
        "learningPlan.subject",
        "learningPlanVersion.version",
        "learningPlanVersion.trigger",
        "learningPlanVersion.planJson",
        "learningPlanVersion.goalsJson",
        "learningPlanVersion.changesJson",
        "learningPlanVersion.createdAt",
      ])
      .where("learningPlan.childId", "in", childIds)
      .orderBy("learningPlanVersion.createdAt")
      .orderBy("learningPlanVersion.version")
      .execute(),
    db
      .selectFrom("dailySession")
      .select(["id", "childId", "day", "status", "changesJson", "activeMs", "startedAt", "endedAt"])
      .where("childId", "in", childIds)
      .orderBy("day")
      .execute(),
    db
      .selectFrom("sessionActivity")
      .select([
        "sessionId",
        "position",
        "kind",
        "subject",
        "skillId",
        "passageId",
        "theme",
        "plannedMinutes",
        "status",
        "answered",
        "correctCount",
        "activeMs",
        "onPaper",
        "assignmentId",
        "startedAt",
        "endedAt",
      ])
      .where("childId", "in", childIds)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("answerLog")
      .select([
        "childId",
        "subject",
        "context",
        "contextId",
        "sequence",
        "skillId",
        "format",
        "snapshotJson",
        "responseJson",
        "correct",
        "hintsUsed",
        "retries",
        "responseTimeMs",
        "dontKnow",
        "rapidGuess",
        "shownAt",
        "answeredAt",
      ])
      .where("childId", "in", childIds)
      .orderBy("answeredAt")
      .orderBy("sequence")
      .execute(),
    db
      .selectFrom("assignment")
      .select([
        "id",
        "childId",
        "kind",
        "subject",
        "skillId",
        "passageId",
        "itemCount",
        "dueDay",
        "note",
        "status",
        "answered",
        "correctCount",
        "createdAt",
        "startedAt",
        "completedAt",
        "deletedAt",
      ])
      .where("familyId", "=", familyId)
      .where("childId", "in", childIds)
      .orderBy("createdAt")
      .execute(),
  ]);
  const activitiesBySession = Map.groupBy(activities, (activity) => activity.sessionId);
  return childIds.map((childId) => ({
    childId,
    placementChecks: placements
      .filter((row) => row.childId === childId)
      .map(({ childId: _child, stateJson, ...row }) => ({ ...row, state: stateJson })),
    learnerStates: learnerStates
      .filter((row) => row.childId === childId)
      .map(({ childId: _child, stateJson, ...row }) => ({ ...row, state: stateJson })),
    planVersions: planVersions
      .filter((row) => row.childId === childId)
      .map(({ childId: _child, planJson, goalsJson, changesJson, ...row }) => ({
        ...row,
        plan: planJson,
        goals: goalsJson,
        changes: changesJson,
      })),
    dailySessions: sessions
      .filter((row) => row.childId === childId)
      .map(({ childId: _child, id, changesJson, ...row }) => ({
        ...row,
        levelChanges: changesJson,
        parts: (activitiesBySession.get(id) ?? []).map(({ sessionId: _session, ...part }) => part),
      })),
    answers: answers
      .filter((row) => row.childId === childId)
      .map(({ childId: _child, snapshotJson, responseJson, ...row }) => ({
        ...row,
        question: snapshotJson,
        response: responseJson,
      })),
    assignments: assignments.filter((row) => row.childId === childId).map(({ childId: _child, ...row }) => row),
  }));
}

export type FamilyExport = Awaited<ReturnType<typeof exportFamilyData>>;
