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
import { getSkill } from "../../core/curriculum/index.ts";
import { readSnapshot } from "../../app/server/placement/item-snapshot.ts";
import { rightAnswerFields, wrongAnswerFields } from "../../app/server/history/answer-fields.ts";
import { recordPlacementAnswer } from "../../app/server/placement/record-placement-answer.server.ts";
import { serveNextPlacementItem } from "../../app/server/placement/serve-next-placement-item.server.ts";
import { startPlacement } from "../../app/server/placement/start-placement.server.ts";

/** Moved to app/server/history (the 30-day history builder answers with them too). */
export { rightAnswerFields, wrongAnswerFields };

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

export type TestChildOptions = {
  grade?: number;
  subjects?: ("math" | "reading")[];
  days?: string[];
  interests?: string[];
};
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
export async function insertTestChild(
  db: Kysely<Database>,
  familyId: string,
  displayName = "Sam",
  { grade = 4, subjects = ["math"], days = ["mon"], interests = ["space", "animals", "music"] }: TestChildOptions = {},
): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  await db
    .insertInto("child")
    .values({
      id,
      familyId,
      displayName,
      grade,
      subjectsJson: toJson(subjects),
      interestsJson: toJson(interests),
      involvement: "side-by-side",
      scheduleJson: toJson({ days, time: "16:00" }),
      hasPersonalizedPlan: false,
      archivedAt: null,
      lastActiveAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

/** Sets the family's time zone (migration 0007; "today" is the family's local day). */
export async function setTestTimeZone(db: Kysely<Database>, familyId: string, timeZone: string): Promise<void> {
  await db.updateTable("family").set({ timeZone }).where("id", "=", familyId).execute();
}

export type PlacementStrategy = (snapshotJson: unknown, index: number) => Record<string, string>;

/** Answers right up to a skill's grade, wrong above it: a child working at about that grade. */
export function workingAtGrade(grade: number): PlacementStrategy {
  return (snapshotJson) => {
    const snapshot = readSnapshot(snapshotJson);
    const skillGrade = getSkill(snapshot?.engineItem.skillId ?? "")?.grade ?? grade;
    return skillGrade <= grade ? rightAnswerFields(snapshotJson) : wrongAnswerFields(snapshotJson);
  };
}

/**
 * Takes a child's placement through the real services: serves each question and answers it with
 * `strategy`, `seconds` after it was shown, until the check ends or `stopAfter` answers.
 */
export async function takeTestPlacement(
  db: Kysely<Database>,
  familyId: string,
  childId: string,
  subject: "math" | "reading",
  {
    strategy = workingAtGrade(4),
    stopAfter = Infinity,
    seconds = 20,
    start = new Date(),
  }: {
    strategy?: PlacementStrategy;
    stopAfter?: number;
    seconds?: number;
    start?: Date;
  } = {},
): Promise<{ answered: number; done: boolean; clock: Date }> {
  let clock = new Date(start);
  await startPlacement(db, familyId, childId, subject, clock);
  let answered = 0;
  while (answered < stopAfter) {
    const screen = await serveNextPlacementItem(db, familyId, childId, subject, clock);
    if (screen.kind !== "question") return { answered, done: screen.kind === "done", clock };
    const row = await db
      .selectFrom("placementCheck")
      .select("pendingJson")
      .where("id", "=", screen.checkId)
      .executeTakeFirstOrThrow();
    clock = new Date(clock.getTime() + seconds * 1000);
    const result = await recordPlacementAnswer(
      db,
      familyId,
      childId,
      subject,
      { itemId: screen.itemId, answerKey: screen.answerKey, intent: "answer", ...strategy(row.pendingJson, answered) },
      clock,
    );
    if (result.status !== "recorded") throw new Error(`answer ${answered}: ${JSON.stringify(result)}`);
    answered += 1;
    if (result.done) return { answered, done: true, clock };
  }
  return { answered, done: false, clock };
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
