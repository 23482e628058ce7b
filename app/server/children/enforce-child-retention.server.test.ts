import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { startMaintenance } from "../../../server/maintenance.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import { createChild } from "./create-child.server.ts";
import { CHILD_RETENTION, scheduledDeletion } from "./child-retention.ts";
import { enforceChildRetention } from "./enforce-child-retention.server.ts";
import { findChildOfFamily } from "./find-child.server.ts";
import { recordFamilyActivity } from "./record-family-activity.server.ts";
import { childValues, insertTestParent, type TestParent } from "../../../tests/setup/factories.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date("2026-01-10T09:00:00.000Z");
const after = (days: number) => new Date(START.getTime() + days * DAY_MS);

describe.each(testDialects())("child-data retention on %s", (kind) => {
  let database: TestDatabase;
  let services: TestServices;
  let family: TestParent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    services = createTestServices(database);
  });
  afterAll(() => database?.destroy());

  async function retentionOf(childId: string) {
    return database.db
      .selectFrom("child")
      .select(["lastActiveAt", "retentionWarningSentAt"])
      .where("id", "=", childId)
      .executeTakeFirstOrThrow();
  }

  async function addChild(target: TestParent, name: string, at: Date) {
    const result = await createChild(database.db, target.family.id, childValues({ displayName: name }), at);
    if (result.status !== "created") throw new Error(result.status);
    return result.childId;
  }

  it("warns every parent 30 days before, once, then deletes after 12 months without activity", async () => {
    family = await insertTestParent(database.db, { email: "primary@example.com", consented: true });
    await database.db
      .insertInto("user")
      .values({
        id: "co-parent",
        name: "Co Parent",
        email: "co@example.com",
        emailVerified: true,
        image: null,
        language: null,
        createdAt: START.toISOString(),
        updatedAt: START.toISOString(),
      })
      .execute();
    await database.db
      .insertInto("familyMember")
      .values({ userId: "co-parent", familyId: family.family.id, role: "co-parent", createdAt: START.toISOString() })
      .execute();
    const quiet = await addChild(family, "Quiet", START);
    const busy = await addChild(family, "Busy", after(200));
    const other = await insertTestParent(database.db, { email: "other@example.com", consented: true });
    const unrelated = await addChild(other, "Unrelated", after(100));

    const warnDay = after(CHILD_RETENTION.inactiveDays - CHILD_RETENTION.warningDays);
    expect(await enforceChildRetention(services, new Date(warnDay.getTime() - 60_000))).toEqual({
      warnedFamilies: 0,
      deletedChildren: 0,
    });
    expect(services.sentMail).toHaveLength(0);

    expect(await enforceChildRetention(services, new Date(warnDay.getTime() + 60_000))).toEqual({
      warnedFamilies: 1,
      deletedChildren: 0,
    });
    expect(services.sentMail.map((mail) => mail.to).sort()).toEqual(["co@example.com", "primary@example.com"]);
    const [warning] = services.sentMail;
    expect(warning?.subject).toBe("We will delete Quiet's learning data on January 10, 2027");
    expect(warning?.text).toContain("Log in to keep the data: http://brightpath.test/dashboard");
    expect(warning?.text).not.toContain("Busy");
    const warned = await retentionOf(quiet);
    // Warned a minute late, so the full 30 days run from the warning.
    expect(scheduledDeletion(warned.lastActiveAt, warned.retentionWarningSentAt!)).toBe("2027-01-10T09:01:00.000Z");

    // Idempotent: the next hourly runs send nothing more and delete nothing before the date.
    expect(await enforceChildRetention(services, after(CHILD_RETENTION.inactiveDays - 1))).toEqual({
      warnedFamilies: 0,
      deletedChildren: 0,
    });
    expect(services.sentMail).toHaveLength(2);

    expect(await enforceChildRetention(services, after(CHILD_RETENTION.inactiveDays + 0.01))).toEqual({
      warnedFamilies: 0,
      deletedChildren: 1,
    });
    expect(await findChildOfFamily(database.db, family.family.id, quiet)).toBeNull();
    expect(await findChildOfFamily(database.db, family.family.id, busy)).not.toBeNull();
    expect(await findChildOfFamily(database.db, other.family.id, unrelated)).not.toBeNull();
  });

  it("never deletes without the full 30 days' warning, even when the job was not running", async () => {
    const late = await insertTestParent(database.db, { email: "late@example.com", consented: true });
    const child = await addChild(late, "Late", START);
    const longAfter = after(CHILD_RETENTION.inactiveDays + 90);
    const sent = services.sentMail.length;
    await enforceChildRetention(services, longAfter);
    expect(await findChildOfFamily(database.db, late.family.id, child)).not.toBeNull();
    expect(services.sentMail.slice(sent).map((mail) => mail.to)).toContain("late@example.com");
    await enforceChildRetention(services, new Date(longAfter.getTime() + 29 * DAY_MS));
    expect(await findChildOfFamily(database.db, late.family.id, child)).not.toBeNull();
    await enforceChildRetention(services, new Date(longAfter.getTime() + 30 * DAY_MS + 1000));
    expect(await findChildOfFamily(database.db, late.family.id, child)).toBeNull();
  });

  it("calls the deletion off when a parent of the family comes back", async () => {
    const keeper = await insertTestParent(database.db, { email: "keeper@example.com", consented: true });
    const child = await addChild(keeper, "Kept", START);
    const warnedAt = after(CHILD_RETENTION.inactiveDays - 20);
    await enforceChildRetention(services, warnedAt);
    expect((await retentionOf(child)).retentionWarningSentAt).not.toBeNull();
    const back = new Date(warnedAt.getTime() + DAY_MS);
    expect(await recordFamilyActivity(database.db, keeper.family.id, back)).toEqual({ warningsLifted: ["Kept"] });
    expect(await retentionOf(child)).toEqual({ lastActiveAt: back.toISOString(), retentionWarningSentAt: null });
    expect(await recordFamilyActivity(database.db, keeper.family.id, back)).toEqual({ warningsLifted: [] });
    await enforceChildRetention(services, after(CHILD_RETENTION.inactiveDays + 40));
    expect(await findChildOfFamily(database.db, keeper.family.id, child)).not.toBeNull();
  });

  it("sends one warning when two servers run the job at the same moment", async () => {
    const twin = await insertTestParent(database.db, { email: "twin@example.com", consented: true });
    await addChild(twin, "Twin", START);
    const at = after(CHILD_RETENTION.inactiveDays - 10);
    const sent = services.sentMail.length;
    const reports = await Promise.all([enforceChildRetention(services, at), enforceChildRetention(services, at)]);
    expect(reports.reduce((total, report) => total + report.warnedFamilies, 0)).toBe(1);
    expect(services.sentMail.slice(sent).filter((mail) => mail.to === "twin@example.com")).toHaveLength(1);
  });

  it("tries again next run when the warning could not be e-mailed, and deletes nothing meanwhile", async () => {
    const unlucky = await insertTestParent(database.db, { email: "unlucky@example.com", consented: true });
    const child = await addChild(unlucky, "Unlucky", START);
    const failing = {
      ...services,
      mailer: { destination: "broken", send: () => Promise.reject(new Error("SMTP down")) },
    };
    const at = after(CHILD_RETENTION.inactiveDays + 5);
    await enforceChildRetention(failing, at);
    expect((await retentionOf(child)).retentionWarningSentAt).toBeNull();
    await enforceChildRetention(failing, new Date(at.getTime() + 40 * DAY_MS));
    expect((await retentionOf(child)).retentionWarningSentAt).toBeNull();
    const sent = services.sentMail.length;
    await enforceChildRetention(services, new Date(at.getTime() + 40 * DAY_MS));
    expect(services.sentMail.slice(sent).map((mail) => mail.to)).toContain("unlucky@example.com");
    expect(await findChildOfFamily(database.db, unlucky.family.id, child)).not.toBeNull();
  });
  it("runs with the server's hourly maintenance, starting at start-up", async () => {
    const old = await insertTestParent(database.db, { email: "started@example.com", consented: true });
    await addChild(old, "Old", new Date(Date.now() - (CHILD_RETENTION.inactiveDays - 10) * DAY_MS));
    const maintenance = startMaintenance(database, pino({ level: "silent" }), { consentFollowUps: services });
    await expect.poll(() => services.sentMail.some((mail) => mail.to === "started@example.com")).toBe(true);
    await maintenance.stop();
  });
});
