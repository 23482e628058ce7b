import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../core/engine/dates.ts";
import { insertTestChild, insertTestParent, type TestParent } from "../../../tests/setup/factories.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { localDay } from "../plans/family-day.ts";
import { loadDay7Page } from "../reports/day-7.server.ts";
import { loadReportPage } from "../reports/report-page.server.ts";
import { buildSimulatedHistory, localTime, type ChildHistory } from "./simulated-history.server.ts";

// Thursday 26 November 2026, 9 am in Texas.
const NOW = new Date("2026-11-26T15:00:00Z");
const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri"];

describe("localTime", () => {
  it("is the wall-clock time of the family's zone, also across a daylight-saving change", () => {
    expect(localTime("2026-11-26", "16:00", "America/Chicago").toISOString()).toBe("2026-11-26T22:00:00.000Z");
    expect(localTime("2026-10-26", "16:00", "America/Chicago").toISOString()).toBe("2026-10-26T21:00:00.000Z");
    expect(localTime("2026-11-26", "08:30", "Asia/Tokyo").toISOString()).toBe("2026-11-25T23:30:00.000Z");
  });
});

describe.each(testDialects())("a simulated 30-day history on %s", { timeout: 240_000 }, (kind) => {
  let database: TestDatabase;
  let family: TestParent;
  let ana: string;
  let leo: string;
  let histories: ChildHistory[];
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    family = await insertTestParent(database.db, { name: "Maria Lopez", consented: true });
    ana = await insertTestChild(db(), family.familyId, "Ana", { grade: 4, subjects: ["math"], days: WEEKDAYS });
    leo = await insertTestChild(db(), family.familyId, "Leo", {
      grade: 7,
      subjects: ["math", "reading"],
      days: ["tue", "sat"],
    });
    histories = await buildSimulatedHistory(
      db(),
      family.familyId,
      [
        { memberId: ana, seed: 11 },
        { memberId: leo, seed: 12 },
      ],
      { now: NOW },
    );
  }, 240_000);
  afterAll(() => database?.destroy());

  it("takes each placement on day 1 and practises on scheduled days up to yesterday, through the real flow", async () => {
    const today = localDay(NOW, "America/Chicago");
    const first = addDays(today, -29);
    const [anaHistory, leoHistory] = histories;
    expect(anaHistory!.placements.map((placement) => [placement.subject, placement.day])).toEqual([["math", first]]);
    expect(leoHistory!.placements.map((placement) => placement.subject)).toEqual(["math", "reading"]);
    // About 21 weekdays after day 1, a few missed on purpose.
    expect(anaHistory!.sessionDays.length).toBeGreaterThanOrEqual(15);
    expect(anaHistory!.sessionDays.every((day) => day > first && day < today)).toBe(true);

    const checks = await db().selectFrom("placementCheck").selectAll().where("childId", "=", ana).execute();
    expect(checks).toHaveLength(1);
    expect(checks[0]!.status).toBe("done");
    expect(localDay(new Date(checks[0]!.completedAt!), "America/Chicago")).toBe(first);

    const sessions = await db()
      .selectFrom("dailySession")
      .select(["day", "status", "activeMs"])
      .where("childId", "=", ana)
      .orderBy("day")
      .execute();
    expect(sessions.map((session) => session.day)).toEqual(anaHistory!.sessionDays);
    // Each one played to its end: about 20 active minutes (decision 0017).
    for (const session of sessions) {
      expect(session.status).toBe("ended");
      expect(Number(session.activeMs)).toBeGreaterThan(15 * 60_000);
    }
    const answers = await db()
      .selectFrom("answerLog")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("childId", "=", ana)
      .executeTakeFirstOrThrow();
    expect(Number(answers.count)).toBe(anaHistory!.answers);
    // The plan moved with the child: more than the first version.
    const versions = await db()
      .selectFrom("learningPlanVersion")
      .innerJoin("learningPlan", "learningPlan.id", "learningPlanVersion.planId")
      .select("learningPlanVersion.id")
      .where("learningPlan.childId", "=", ana)
      .execute();
    expect(versions.length).toBeGreaterThanOrEqual(1);
  });

  it("gives the family a day-7 page with evidence and a 30-day report", async () => {
    const day7 = await loadDay7Page(db(), family.familyId, ana, null, NOW);
    expect(day7.status).toBe("ready");
    if (day7.status !== "ready") return;
    expect(day7.findings.length).toBeGreaterThan(0);
    for (const finding of day7.findings) expect(finding.nowDay).toBeGreaterThanOrEqual(2);

    const report = await loadReportPage(db(), family.familyId, leo, "reading", NOW);
    expect(report.status).toBe("ready");
    if (report.status !== "ready") return;
    expect(report.placed).toEqual(["math", "reading"]);
  });

  it("is the same simulated child for the same seed", async () => {
    const other = await insertTestParent(db(), { consented: true });
    const twin = await insertTestChild(db(), other.familyId, "Ana", { grade: 4, subjects: ["math"], days: WEEKDAYS });
    const [again] = await buildSimulatedHistory(db(), other.familyId, [{ memberId: twin, seed: 11 }], {
      now: NOW,
      days: 8,
    });
    // Same seed, same placement answers (the placement items are the engine's own choice).
    expect(again!.placements[0]!.answered).toBe(histories[0]!.placements[0]!.answered);
  });
});
