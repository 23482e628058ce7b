import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { BRAND } from "../../config/brand.ts";

/** Bumped when the export's shape changes, so a reader knows what it holds (STYLE.md habit 12). */
export const FAMILY_EXPORT_VERSION = 1;

/**
 * Everything we hold about one family, for the parents' "download our data" right (PRODUCT.md §6,
 * SECURITY.md "Children's privacy"). Every query is scoped by this family's id; secrets (token
 * hashes, the PIN hash, passwords) are never part of it.
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
  };
}

export type FamilyExport = Awaited<ReturnType<typeof exportFamilyData>>;
