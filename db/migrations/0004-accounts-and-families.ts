/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against every past schema, so they are untyped by design (Kysely docs). */
import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.ts";

/**
 * Accounts (better-auth's four tables, exactly the columns its schema check expects), families,
 * parents, children, parental consent, feedback, staff roles and the parent-mode PIN.
 * Everything that belongs to a family is deleted with it (ON DELETE CASCADE), so deleting an
 * account or a child is real and complete (SECURITY.md "Children's privacy").
 */
export async function up(db: Kysely<any>): Promise<void> {
  const type = columnTypes(db);

  await db.schema
    .createTable("user")
    .addColumn("id", type.id, (column) => column.primaryKey())
    .addColumn("name", type.text, (column) => column.notNull())
    .addColumn("email", type.text, (column) => column.notNull().unique())
    .addColumn("emailVerified", type.boolean, (column) => column.notNull())
    .addColumn("image", type.text)
    .addColumn("language", type.text)
    .addColumn("createdAt", type.timestamp, (column) => column.notNull())
    .addColumn("updatedAt", type.timestamp, (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("id", type.id, (column) => column.primaryKey())
    .addColumn("expiresAt", type.timestamp, (column) => column.notNull())
    .addColumn("token", type.text, (column) => column.notNull().unique())
    .addColumn("createdAt", type.timestamp, (column) => column.notNull())
    .addColumn("updatedAt", type.timestamp, (column) => column.notNull())
    .addColumn("ipAddress", type.text)
    .addColumn("userAgent", type.text)
    .addColumn("userId", type.id, (column) => column.notNull().references("user.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("session_userId").on("session").column("userId").execute();

  await db.schema
    .createTable("account")
    .addColumn("id", type.id, (column) => column.primaryKey())
    .addColumn("accountId", type.text, (column) => column.notNull())
    .addColumn("providerId", type.text, (column) => column.notNull())
    .addColumn("userId", type.id, (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accessToken", type.text)
    .addColumn("refreshToken", type.text)
    .addColumn("idToken", type.text)
    .addColumn("accessTokenExpiresAt", type.timestamp)
    .addColumn("refreshTokenExpiresAt", type.timestamp)
    .addColumn("scope", type.text)
    .addColumn("password", type.text)
    .addColumn("createdAt", type.timestamp, (column) => column.notNull())
    .addColumn("updatedAt", type.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex("account_userId").on("account").column("userId").execute();

  await db.schema
    .createTable("verification")
    .addColumn("id", type.id, (column) => column.primaryKey())
    .addColumn("identifier", type.text, (column) => column.notNull())
    .addColumn("value", type.text, (column) => column.notNull())
    .addColumn("expiresAt", type.timestamp, (column) => column.notNull())
    .addColumn("createdAt", type.timestamp, (column) => column.notNull())
    .addColumn("updatedAt", type.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex("verification_identifier").on("verification").column("identifier").execute();

  // SPEC.md §3: the family is found by primaryParentUid; hasCOPPAVerification gates child data.
  await db.schema
    .createTable("family")
    .addColumn("id", type.id, (column) => column.primaryKey())
    .addColumn("primaryParentUid", type.id, (column) =>
      column.notNull().unique().references("user.id").onDelete("cascade"),
    )
    .addColumn("hasCOPPAVerification", type.boolean, (column) => column.notNull())
    .addColumn("createdAt", type.timestamp, (column) => column.notNull())
    .addColumn("updatedAt", type.timestamp, (column) => column.notNull())
    .execute();

  // Every parent of a family, the primary one included (PRODUCT.md §1: co-parents).
  await db.schema
    .createTable("familyMember")
    .addColumn("userId", type.id, (column) => column.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("familyId", type.id, (column) => column.notNull().references("family.id").onDelete("cascade"))
    .addColumn("role", type.text, (column) => column.notNull())
    .addColumn("createdAt", type.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex("familyMember_familyId").on("familyMember").column("familyId").execute();

  await db.schema
    .createTable("familyInvitation")
    .addColumn("id", type.id, (column) => column.primaryKey())
    .addColumn("familyId", type.id, (column) => column.notNull().references("family.id").onDelete("cascade"))
    .addColumn("email", type.text, (column) => column.notNull())
    .addColumn("tokenHash", type.text, (column) => column.notNull().unique())
    .addColumn("invitedByUserId", type.id, (column) => column.notNull())
    .addColumn("expiresAt", type.timestamp, (column) => column.notNull())
    .addColumn("acceptedAt", type.timestamp)
    .addColumn("createdAt", type.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex("familyInvitation_familyId").on("familyInvitation").column("familyId").execute();

  // One row per consent request; the confirmed one is the record COPPA asks for.
  await db.schema
    .createTable("parentalConsent")
    .addColumn("id", type.id, (column) => column.primaryKey())
    .addColumn("familyId", type.id, (column) => column.notNull().references("family.id").onDelete("cascade"))
    .addColumn("parentUserId", type.id, (column) => column.notNull())
    .addColumn("method", type.text, (column) => column.notNull())
    .addColumn("noticeVersion", type.text, (column) => column.notNull())
    .addColumn("status", type.text, (column) => column.notNull())
    .addColumn("evidenceId", type.text)
    .addColumn("tokenHash", type.text, (column) => column.unique())
    .addColumn("tokenExpiresAt", type.timestamp)
    .addColumn("requestedAt", type.timestamp, (column) => column.notNull())
    .addColumn("confirmedAt", type.timestamp)
    .addColumn("revokedAt", type.timestamp)
    // E-mail plus: the delayed second e-mail. A sweep sends it when due, so it survives restarts.
    .addColumn("followUpDueAt", type.timestamp)
    .addColumn("followUpSentAt", type.timestamp)
    .execute();
  await db.schema.createIndex("parentalConsent_familyId").on("parentalConsent").column("familyId").execute();
  await db.schema.createIndex("parentalConsent_followUpDueAt").on("parentalConsent").column("followUpDueAt").execute();

  await db.schema
    .createTable("child")
    .addColumn("id", type.id, (column) => column.primaryKey())
    .addColumn("familyId", type.id, (column) => column.notNull().references("family.id").onDelete("cascade"))
    .addColumn("displayName", type.text, (column) => column.notNull())
    .addColumn("grade", type.integer, (column) => column.notNull())
    .addColumn("subjectsJson", type.json, (column) => column.notNull())
    .addColumn("interestsJson", type.json, (column) => column.notNull())
    .addColumn("involvement", type.text, (column) => column.notNull())
    .addColumn("scheduleJson", type.json, (column) => column.notNull())
    .addColumn("hasPersonalizedPlan", type.boolean, (column) => column.notNull())
    .addColumn("archivedAt", type.timestamp)
    .addColumn("lastActiveAt", type.timestamp, (column) => column.notNull())
    .addColumn("createdAt", type.timestamp, (column) => column.notNull())
    .addColumn("updatedAt", type.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex("child_familyId").on("child").column("familyId").execute();

  // SPEC.md §3 feedback record, field for field.
  await db.schema
    .createTable("feedback")
    .addColumn("id", type.id, (column) => column.primaryKey())
    .addColumn("feedbackText", type.text, (column) => column.notNull())
    .addColumn("userId", type.id)
    .addColumn("currentRoute", type.text, (column) => column.notNull())
    .addColumn("componentOrSection", type.text, (column) => column.notNull())
    .addColumn("browser", type.text, (column) => column.notNull())
    .addColumn("deviceType", type.text, (column) => column.notNull())
    .addColumn("os", type.text, (column) => column.notNull())
    .addColumn("timestampUTC", type.text, (column) => column.notNull())
    .addColumn("isAuthenticated", type.boolean, (column) => column.notNull())
    .addColumn("memberId", type.text, (column) => column.notNull())
    .addColumn("familyId", type.text, (column) => column.notNull())
    .addColumn("learningPlanId", type.text, (column) => column.notNull())
    .addColumn("childProfileId", type.text, (column) => column.notNull())
    .execute();

  // Granted only by `npm run admin:grant` (SECURITY.md "Access").
  await db.schema
    .createTable("staffRole")
    .addColumn("userId", type.id, (column) => column.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("role", type.text, (column) => column.notNull())
    .addColumn("grantedAt", type.timestamp, (column) => column.notNull())
    .execute();

  // PRODUCT.md §4: one PIN per family, stored hashed; 5 wrong tries lock it for 15 minutes.
  await db.schema
    .createTable("parentModePin")
    .addColumn("familyId", type.id, (column) => column.primaryKey().references("family.id").onDelete("cascade"))
    .addColumn("pinHash", type.text, (column) => column.notNull())
    .addColumn("failedAttempts", type.integer, (column) => column.notNull())
    .addColumn("lockedUntil", type.timestamp)
    .addColumn("updatedAt", type.timestamp, (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "parentModePin",
    "staffRole",
    "feedback",
    "child",
    "parentalConsent",
    "familyInvitation",
    "familyMember",
    "family",
    "verification",
    "account",
    "session",
    "user",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
