/**
 * The demo family (issue 16, PRODUCT.md §8, docs/decisions/0030-demo-family.md): a sample family
 * of two children of different grades with a month of practice, built by the same simulated
 * history the tests use (app/server/history), on the product's own modules.
 *
 * It is its own family with its own parent account — an account nobody can sign in to (no
 * password, an address under the reserved `.invalid` domain) — so no real family ever sees it and
 * a visitor sees only it. It is built the first time someone asks for the demo, once across
 * servers (a claim on the `demoFamily` row), and rebuilt once the day it was built has passed, so
 * its month always ends yesterday; the stale one keeps being shown while the fresh one is built,
 * then stays one more day for pages of it still open (they move to the new family's same child),
 * and is deleted with the next rebuild.
 */
import type { Kysely } from "kysely";
import { addDays } from "../../../core/engine/dates.ts";
import { newId } from "../../../db/ids.ts";
import type { Database } from "../../../db/schema.ts";
import type { AppServices } from "../../context.ts";
import { createChild } from "../children/create-child.server.ts";
import { createFamilyForNewParent } from "../family/create-family.server.ts";
import { buildSimulatedHistory } from "../history/simulated-history.server.ts";
import { localDay } from "../plans/family-day.ts";

type Services = Pick<AppServices, "database" | "logger">;

const SLOT = "current";
/** A claim older than this is a server that died while building: another may take over. */
const STALE_CLAIM_MS = 10 * 60_000;
const DEMO_DOMAIN = "demo.brightpath.invalid";

/** The sample children: different grades, subjects and schedules (decision 0030). */
export const DEMO_CHILDREN = [
  {
    seed: 4,
    values: {
      displayName: "Maya",
      grade: "4",
      subjects: ["math", "reading"],
      interests: ["animals", "space", "art"],
      involvement: "side-by-side",
      days: ["mon", "tue", "wed", "thu", "fri"],
      time: "16:00",
    },
  },
  {
    seed: 2,
    values: {
      displayName: "Leo",
      grade: "7",
      subjects: ["math"],
      interests: ["sports", "video-games", "music"],
      involvement: "independent",
      days: ["mon", "wed", "fri", "sat"],
      time: "17:00",
    },
  },
] as const;

export type DemoFamily = { familyId: string; parentUserId: string };

export type DemoFamilyStatus = ({ status: "ready" } & DemoFamily) | { status: "building" };

/** The demo family being shown now, or null when none is built yet. */
export async function findDemoFamily(db: Kysely<Database>): Promise<DemoFamily | null> {
  const row = await db
    .selectFrom("demoFamily")
    .innerJoin("family", "family.id", "demoFamily.familyId")
    .select(["family.id as familyId", "family.primaryParentUid as parentUserId"])
    .where("demoFamily.slot", "=", SLOT)
    .executeTakeFirst();
  return row ?? null;
}

/** True for the demo family's own parent account (it may never act on its family). */
export function isDemoParentEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${DEMO_DOMAIN}`);
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The demo family, built first when there is none (the caller waits for it, up to `waitMs`), and
 * rebuilt in the background when stale. "building" when another server is still building the
 * first one after the wait.
 */
export async function ensureDemoFamily(
  services: Services,
  {
    now = new Date(),
    waitMs = 60_000,
    historyDays = 30,
  }: { now?: Date; waitMs?: number; /** Shorter in tests. */ historyDays?: number } = {},
): Promise<DemoFamilyStatus> {
  const { db } = services.database;
  const deadline = Date.now() + waitMs;
  for (;;) {
    const claim = await claimIfNeeded(db, now);
    if (claim) {
      const building = buildAndPublish(services, claim, now, historyDays);
      if (claim.shown === null) await building;
      else building.catch(() => undefined);
    }
    const shown = await findDemoFamily(db);
    if (shown) return { status: "ready", ...shown };
    if (Date.now() >= deadline) return { status: "building" };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

type Claim = { token: string; shown: string | null };

/**
 * Claims the slot when there is nothing to show, the shown family is stale, or a claim was
 * abandoned; null when there is nothing to do or another server holds a live claim. Each path is
 * one conditional write, so two servers never both win.
 */
async function claimIfNeeded(db: Kysely<Database>, now: Date): Promise<Claim | null> {
  const token = newId();
  const row = await db.selectFrom("demoFamily").selectAll().where("slot", "=", SLOT).executeTakeFirst();
  if (!row) {
    const inserted = await db
      .insertInto("demoFamily")
      .values({
        slot: SLOT,
        familyId: null,
        builtDay: null,
        status: "building",
        claimToken: token,
        claimedAt: now.toISOString(),
        readyAt: null,
      })
      .onConflict((conflict) => conflict.column("slot").doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? { token, shown: null } : null;
  }
  const abandoned = row.status === "building" && now.getTime() - Date.parse(row.claimedAt) > STALE_CLAIM_MS;
  const stale = row.status === "ready" && (row.familyId === null || (row.builtDay ?? "") < utcDay(now));
  if (!abandoned && !stale) return null;
  const taken = await db
    .updateTable("demoFamily")
    .set({ status: "building", claimToken: token, claimedAt: now.toISOString() })
    .where("slot", "=", SLOT)
    .where("claimToken", "=", row.claimToken)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? { token, shown: row.familyId } : null;
}

/** Builds a fresh demo family and shows it in place of the old one, if the claim still holds. */
async function buildAndPublish(services: Services, claim: Claim, now: Date, historyDays: number): Promise<void> {
  const { db } = services.database;
  const started = performance.now();
  let built: DemoFamily | null = null;
  try {
    built = await buildDemoFamily(db, now, historyDays);
    const published = await db
      .updateTable("demoFamily")
      .set({ familyId: built.familyId, builtDay: utcDay(now), status: "ready", readyAt: new Date().toISOString() })
      .where("slot", "=", SLOT)
      .where("claimToken", "=", claim.token)
      .executeTakeFirst();
    if (Number(published.numUpdatedRows) !== 1) {
      await deleteDemoFamily(db, built);
      return;
    }
    services.logger.info(
      { event: "demo-family-built", familyId: built.familyId, ms: Math.round(performance.now() - started) },
      "demo family built",
    );
    // The family just replaced stays one more day: a page of it open at the switch moves to the
    // same child in the new family (demo-guard.server.ts) instead of "not found". Older ones go.
    await deleteDemoFamiliesExcept(db, [built.familyId, claim.shown]);
  } catch (error) {
    services.logger.error({ event: "demo-family-failed", err: error }, "the demo family could not be built");
    if (built) await deleteDemoFamily(db, built).catch(() => undefined);
    // Release the claim so the next visit tries again (the old family, if any, stays shown).
    await db
      .updateTable("demoFamily")
      .set({ status: "ready", claimedAt: now.toISOString() })
      .where("slot", "=", SLOT)
      .where("claimToken", "=", claim.token)
      .execute();
    if (!claim.shown) throw error;
  }
}

/**
 * The family itself: its parent account, the family (consent recorded, as it is sample data with
 * no child behind it), the children through child setup's own module, 30 days of simulated
 * practice, and one assignment set by the parent for the coming days.
 */
export async function buildDemoFamily(
  db: Kysely<Database>,
  now: Date = new Date(),
  historyDays = 30,
): Promise<DemoFamily> {
  const parentUserId = newId();
  const monthAgo = new Date(now.getTime() - historyDays * 86_400_000).toISOString();
  await db
    .insertInto("user")
    .values({
      id: parentUserId,
      name: "Sample Parent",
      email: `parent-${parentUserId}@${DEMO_DOMAIN}`,
      emailVerified: true,
      image: null,
      language: null,
      createdAt: monthAgo,
      updatedAt: monthAgo,
    })
    .execute();
  await createFamilyForNewParent(db, parentUserId);
  const family = await db
    .selectFrom("family")
    .select(["id", "timeZone"])
    .where("primaryParentUid", "=", parentUserId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable("family")
    .set({ hasCOPPAVerification: true, createdAt: monthAgo })
    .where("id", "=", family.id)
    .execute();
  const children: { memberId: string; seed: number }[] = [];
  for (const child of DEMO_CHILDREN) {
    const created = await createChild(
      db,
      family.id,
      {
        ...child.values,
        subjects: [...child.values.subjects],
        interests: [...child.values.interests],
        days: [...child.values.days],
      },
      new Date(monthAgo),
    );
    if (created.status !== "created") throw new Error(`demo child ${child.values.displayName}: ${created.status}`);
    children.push({ memberId: created.childId, seed: child.seed });
  }
  await buildSimulatedHistory(db, family.id, children, { now, days: historyDays });
  await insertDemoAssignment(db, family.id, parentUserId, children[0]!.memberId, family.timeZone, now);
  return { familyId: family.id, parentUserId };
}

/**
 * One open assignment, due in two days: the skill the first child's plan works on now. Written
 * directly: the assignments screen's own module is being built (issue 15); this row has exactly
 * the shape that module stores.
 */
async function insertDemoAssignment(
  db: Kysely<Database>,
  familyId: string,
  parentUserId: string,
  childId: string,
  timeZone: string,
  now: Date,
): Promise<void> {
  const plan = await db
    .selectFrom("learningPlan")
    .innerJoin("learningPlanVersion", "learningPlanVersion.planId", "learningPlan.id")
    .select(["learningPlanVersion.planJson", "learningPlan.subject"])
    .where("learningPlan.childId", "=", childId)
    .orderBy("learningPlanVersion.version", "desc")
    .executeTakeFirst();
  const targets = (plan?.planJson as { targets?: { skillId: string }[] } | undefined)?.targets ?? [];
  const skillId = targets[0]?.skillId ?? null;
  if (!plan || !skillId) return;
  const at = now.toISOString();
  await db
    .insertInto("assignment")
    .values({
      id: newId(),
      familyId,
      childId,
      createdByUserId: parentUserId,
      kind: "skill",
      subject: plan.subject,
      skillId,
      passageId: null,
      itemCount: null,
      dueDay: addDays(localDay(now, timeZone), 2),
      note: "Let's practise this one together before the weekend!",
      position: 0,
      status: "open",
      answered: 0,
      correctCount: 0,
      version: 1,
      createdAt: at,
      updatedAt: at,
      startedAt: null,
      completedAt: null,
      deletedAt: null,
    })
    .execute();
}

/** Deletes every demo family but the ones named (and their parent accounts). */
async function deleteDemoFamiliesExcept(db: Kysely<Database>, keep: readonly (string | null)[]): Promise<void> {
  const kept = keep.filter((id): id is string => id !== null);
  const families = await db
    .selectFrom("family")
    .innerJoin("user", "user.id", "family.primaryParentUid")
    .select(["family.id as familyId", "family.primaryParentUid as parentUserId"])
    .where("user.email", "like", `%@${DEMO_DOMAIN}`)
    .execute();
  for (const family of families) if (!kept.includes(family.familyId)) await deleteDemoFamily(db, family);
}

/**
 * The child a page of a replaced demo family should now show: the child of the same name in the
 * family shown now (the sample children are the same every day). Null when `childId` is not a
 * child of an earlier demo family (a real family's child, or one long gone): that page is
 * "not found" as before.
 */
export async function successorOfDemoChild(
  db: Kysely<Database>,
  shownFamilyId: string,
  childId: string,
): Promise<string | null> {
  const earlier = await db
    .selectFrom("child")
    .innerJoin("family", "family.id", "child.familyId")
    .innerJoin("user", "user.id", "family.primaryParentUid")
    .select(["child.displayName", "child.familyId"])
    .where("child.id", "=", childId)
    .where("user.email", "like", `%@${DEMO_DOMAIN}`)
    .executeTakeFirst();
  if (!earlier || earlier.familyId === shownFamilyId) return null;
  const now = await db
    .selectFrom("child")
    .select("id")
    .where("familyId", "=", shownFamilyId)
    .where("displayName", "=", earlier.displayName)
    .executeTakeFirst();
  return now?.id ?? null;
}

/** Deletes a demo family and its parent account (everything of the family goes with it). */
async function deleteDemoFamily(db: Kysely<Database>, demo: DemoFamily): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("family").where("id", "=", demo.familyId).execute();
    await trx.deleteFrom("user").where("id", "=", demo.parentUserId).execute();
  });
}
