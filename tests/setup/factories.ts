/**
 * Test data written straight to the database, for every test that needs a family (STYLE.md
 * habit 8: one set of factories). No password hashing and no e-mails, so tests stay fast;
 * registration itself is tested in app/server/auth.
 */
import type { Kysely } from "kysely";
import type { FamilyOfParent } from "../../app/server/family/find-family.server.ts";
import { newId } from "../../db/ids.ts";
import type { Database, FamilyBillingTable } from "../../db/schema.ts";
import { toJson } from "../../db/type-parity.ts";

export type TestParent = { userId: string; email: string; name: string; familyId: string; family: FamilyOfParent };

let counter = 0;

/**
 * A verified parent and the family they are primary parent of. `consented: false` is the family as
 * registration leaves it (no parental consent yet); `true` is one that may add children.
 */
export async function insertTestParent(
  db: Kysely<Database>,
  { email, name = "Test Parent", consented }: { email?: string; name?: string; consented: boolean },
): Promise<TestParent> {
  counter += 1;
  const userId = newId();
  const familyId = newId();
  const address = email ?? `parent-${counter}-${userId.slice(-8)}@example.com`;
  const now = new Date().toISOString();
  await db
    .insertInto("user")
    .values({
      id: userId,
      name,
      email: address,
      emailVerified: true,
      image: null,
      language: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto("family")
    .values({ id: familyId, primaryParentUid: userId, hasCOPPAVerification: consented, createdAt: now, updatedAt: now })
    .execute();
  await db.insertInto("familyMember").values({ userId, familyId, role: "primary", createdAt: now }).execute();
  return {
    userId,
    email: address,
    name,
    familyId,
    family: { id: familyId, primaryParentUid: userId, hasCOPPAVerification: consented, role: "primary" },
  };
}

/** A co-parent who joined `familyId` (as an accepted invitation leaves them). */
export async function insertTestCoParent(
  db: Kysely<Database>,
  familyId: string,
  { name = "Co Parent" }: { name?: string } = {},
): Promise<{ userId: string; email: string; name: string }> {
  counter += 1;
  const userId = newId();
  const email = `co-parent-${counter}-${userId.slice(-8)}@example.com`;
  const now = new Date().toISOString();
  await db
    .insertInto("user")
    .values({
      id: userId,
      name,
      email,
      emailVerified: true,
      image: null,
      language: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db.insertInto("familyMember").values({ userId, familyId, role: "co-parent", createdAt: now }).execute();
  return { userId, email, name };
}

/** A family's billing row with its trial ending at `trialEndsAt` (and any other stored state). */
export async function setTestBilling(
  db: Kysely<Database>,
  familyId: string,
  values: { trialEndsAt: string } & Partial<Omit<FamilyBillingTable, "familyId" | "cancelAtPeriodEnd">> & {
      cancelAtPeriodEnd?: boolean;
    },
): Promise<void> {
  const now = new Date().toISOString();
  await db.deleteFrom("familyBilling").where("familyId", "=", familyId).execute();
  await db
    .insertInto("familyBilling")
    .values({ familyId, trialStartedAt: now, cancelAtPeriodEnd: false, createdAt: now, updatedAt: now, ...values })
    .execute();
}

/** A child row as child setup would write it (tests may bypass the consent check this way). */
export async function insertTestChild(db: Kysely<Database>, familyId: string, displayName = "Sam"): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  await db
    .insertInto("child")
    .values({
      id,
      familyId,
      displayName,
      grade: 4,
      subjectsJson: toJson(["math"]),
      interestsJson: toJson(["space", "animals", "music"]),
      involvement: "side-by-side",
      scheduleJson: toJson({ days: ["mon"], time: "16:00" }),
      hasPersonalizedPlan: false,
      archivedAt: null,
      lastActiveAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

/** Form values for a valid child (as the child form sends them). */
export function childValues(overrides: Partial<Record<string, string | string[]>> = {}) {
  return {
    displayName: "Ana",
    grade: "4",
    subjects: ["math", "reading"],
    interests: ["space", "animals", "music"],
    involvement: "",
    days: ["mon", "wed", "fri"],
    time: "16:30",
    ...overrides,
  } as {
    displayName: string;
    grade: string;
    subjects: string[];
    interests: string[];
    involvement: string;
    days: string[];
    time: string;
  };
}

/** The /auth/action link in an e-mail's text, as mode and token. */
export function actionLinkIn(text: string): { mode: string; token: string } {
  const match = text.match(/https?:\/\/\S+\/auth\/action\?\S+/);
  if (!match) throw new Error(`No /auth/action link in:\n${text}`);
  const url = new URL(match[0]);
  return { mode: url.searchParams.get("mode") ?? "", token: url.searchParams.get("token") ?? "" };
}
