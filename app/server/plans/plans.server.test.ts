import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import {
  insertTestChild,
  insertTestParent,
  setTestTimeZone,
  takeTestPlacement,
  workingAtGrade,
  type TestParent,
} from "../../../tests/setup/factories.ts";
import { setFamilyTimeZone } from "../family/set-family-time-zone.server.ts";
import { getLearningPlan } from "./get-learning-plan.server.ts";
import { listMemberEvidence } from "./list-member-evidence.server.ts";
import { THEMES } from "../../../core/reading/types.ts";
import { UNKNOWN_REASON_KEY } from "./plan-reasons.ts";
import { personalizePlan } from "./personalize-plan.server.ts";
import { setPlanGoals } from "./set-plan-goals.server.ts";
import { newId } from "../../../db/ids.ts";
import { toJson } from "../../../db/type-parity.ts";

describe.each(testDialects())("learning plans on %s", { timeout: 60_000 }, (kind) => {
  let database: TestDatabase;
  let lopez: TestParent;
  let chen: TestParent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    lopez = await insertTestParent(database.db, { name: "Maria Lopez", consented: true });
    chen = await insertTestParent(database.db, { name: "Wei Chen", consented: true });
  });
  afterAll(() => database?.destroy());

  const db = () => database.db;

  /** A grade-4 child working at about grade 3, on Monday/Wednesday sessions whose math placement finished at `finishedAt`. */
  async function placedChild(finishedAt: Date) {
    const childId = await insertTestChild(db(), lopez.familyId, "Ana", { days: ["mon", "wed"] });
    const start = new Date(finishedAt.getTime() - 40 * 5_000);
    const taken = await takeTestPlacement(db(), lopez.familyId, childId, "math", {
      start,
      seconds: 5,
      strategy: workingAtGrade(3),
    });
    expect(taken.done).toBe(true);
    return childId;
  }

  async function childRow(childId: string) {
    const row = await db()
      .selectFrom("child")
      .select(["interestsJson", "hasPersonalizedPlan", "goalsJson"])
      .where("id", "=", childId)
      .executeTakeFirstOrThrow();
    return { ...row, hasPersonalizedPlan: Boolean(row.hasPersonalizedPlan) };
  }

  const readJson = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value);

  async function versions(childId: string) {
    return db()
      .selectFrom("learningPlanVersion")
      .innerJoin("learningPlan", "learningPlan.id", "learningPlanVersion.planId")
      .select(["learningPlanVersion.version", "learningPlanVersion.trigger", "learningPlanVersion.changesJson"])
      .where("learningPlan.childId", "=", childId)
      .orderBy("learningPlanVersion.version")
      .execute();
  }

  it("builds the plan from the placement: skills with reasons, minutes and dates on the child's session days", async () => {
    const today = new Date("2026-11-26T18:00:00Z"); // a Thursday in Texas
    const childId = await placedChild(today);
    const page = await getLearningPlan(db(), lopez.familyId, childId, today);
    if (page.status !== "ready") throw new Error(page.status);
    expect(page.today).toBe("2026-11-26");
    const [plan] = page.plans;
    if (!plan) throw new Error("no plan");
    expect(plan).toMatchObject({ subject: "math", version: 1, plannedFrom: "2026-11-26", sessionDays: [1, 3] });
    expect(plan.skills.length).toBeGreaterThan(0);
    for (const skill of plan.skills) {
      expect(skill.why.length).toBeGreaterThan(0);
      // Every engine sentence is read into a catalog message (a wording change in the engine fails here).
      for (const message of [...skill.why, skill.evidence])
        expect(message.key, JSON.stringify(message)).not.toBe(UNKNOWN_REASON_KEY);
      expect(skill.minutesNeeded).toBeGreaterThan(0);
      // Every projected day is a Monday or a Wednesday, from today on.
      expect([1, 3]).toContain(new Date(`${skill.projectedDate}T00:00:00Z`).getUTCDay());
      expect(skill.projectedDate >= "2026-11-26").toBe(true);
    }
    expect(plan.skills.some((skill) => skill.answers > 0)).toBe(true);
    expect(plan.history).toEqual([expect.objectContaining({ version: 1, trigger: "placement" })]);
  });

  it("keeps every version: new goals rebuild the plan and say what changed; bad goals change nothing", async () => {
    const today = new Date("2026-11-26T18:00:00Z");
    const childId = await placedChild(today);
    const bad = await setPlanGoals(db(), lopez.familyId, childId, { testDate: "April 14th" }, lopez.userId, today);
    expect(bad).toEqual({ status: "invalid", errors: { testDate: "placement.goals.error.testDate" } });
    expect(await versions(childId)).toHaveLength(1);

    const saved = await setPlanGoals(
      db(),
      lopez.familyId,
      childId,
      { testDate: "2027-04-14", focusStrands: ["geometry", "made-up"], note: "STAAR in April" },
      lopez.userId,
      today,
    );
    expect(saved).toEqual({
      status: "saved",
      goals: { testDate: "2027-04-14", focusStrands: ["geometry"], note: "STAAR in April" },
      rebuilt: ["math"],
    });
    const history = await versions(childId);
    expect(history.map((version) => [version.version, version.trigger])).toEqual([
      [1, "placement"],
      [2, "goals"],
    ]);
    expect(history[1]?.changesJson).toMatchObject({
      goalsBefore: { testDate: null, focusStrands: [] },
      goalsAfter: { testDate: "2027-04-14", focusStrands: ["geometry"] },
    });
    const page = await getLearningPlan(db(), lopez.familyId, childId, today);
    if (page.status !== "ready") throw new Error(page.status);
    expect(page.plans[0]?.version).toBe(2);
    expect(page.plans[0]?.goals.testDate).toBe("2027-04-14");
    // Geometry skills move up front once the parent asks to focus on them.
    const first = page.plans[0]?.skills[0];
    expect(first?.why.map((reason) => reason.key)).toContain("placement.reason.focus");
  });

  it("personalizes: goals and interests checked first, then saved, the child marked and the plan rebuilt", async () => {
    const today = new Date("2026-11-26T18:00:00Z");
    const childId = await placedChild(today);
    const before = await childRow(childId);
    const bad = await personalizePlan(
      db(),
      lopez.familyId,
      childId,
      { testDate: "April", focusStrands: ["geometry"], interests: ["sports", "dragons"] },
      lopez.userId,
      today,
    );
    expect(bad).toEqual({
      status: "invalid",
      errors: { testDate: "placement.goals.error.testDate", interests: "children.form.error.interests?min=3" },
    });
    expect(await childRow(childId)).toEqual(before);
    expect(await versions(childId)).toHaveLength(1);

    const done = await personalizePlan(
      db(),
      lopez.familyId,
      childId,
      { testDate: "2027-04-14", focusStrands: ["geometry"], note: "", interests: ["music", "sports", "ocean"] },
      lopez.userId,
      today,
    );
    expect(done).toEqual({ status: "personalized", rebuilt: ["math"] });
    const after = await childRow(childId);
    expect(after.hasPersonalizedPlan).toBe(true);
    // Canonical order, known themes only.
    expect(readJson(after.interestsJson)).toEqual(
      THEMES.filter((theme) => ["music", "sports", "ocean"].includes(theme)),
    );
    const history = await versions(childId);
    expect(history.map((version) => version.trigger)).toEqual(["placement", "goals"]);
  });

  it("re-plans after missed session days, counted in the family's time zone", async () => {
    await setTestTimeZone(db(), lopez.familyId, "America/Chicago");
    // Placement on Sunday 2026-11-29 at 11 pm in Texas (already Monday in UTC).
    const finished = new Date("2026-11-30T05:00:00Z");
    const childId = await placedChild(finished);
    let page = await getLearningPlan(db(), lopez.familyId, childId, finished);
    if (page.status !== "ready") throw new Error(page.status);
    expect(page.plans[0]?.plannedFrom).toBe("2026-11-29");
    expect(page.plans[0]?.version).toBe(1);
    // Monday 11:30 pm in Texas: Monday is not over, nothing was missed yet.
    page = await getLearningPlan(db(), lopez.familyId, childId, new Date("2026-12-01T05:30:00Z"));
    if (page.status !== "ready") throw new Error(page.status);
    expect(page.plans[0]?.version).toBe(1);
    // Thursday in Texas: Monday and Wednesday went by without a session.
    const thursday = new Date("2026-12-03T18:00:00Z");
    page = await getLearningPlan(db(), lopez.familyId, childId, thursday);
    if (page.status !== "ready") throw new Error(page.status);
    expect(page.plans[0]).toMatchObject({ version: 2, plannedFrom: "2026-12-03" });
    expect(page.plans[0]?.history[0]).toMatchObject({ trigger: "missed-sessions", changes: { missedSessions: 2 } });
    // Looking again the same day changes nothing.
    page = await getLearningPlan(db(), lopez.familyId, childId, thursday);
    if (page.status !== "ready") throw new Error(page.status);
    expect(page.plans[0]?.version).toBe(2);
  });

  it("never shows a projected date before today: a plan made weeks ago is projected again from today", async () => {
    // Placement on Monday 2026-11-02; the child then practised every Monday and Wednesday, so no
    // missed-sessions re-plan ever saved a new version, and the saved dates are weeks old.
    await setTestTimeZone(db(), lopez.familyId, "America/Chicago");
    const made = new Date("2026-11-02T18:00:00Z");
    const childId = await placedChild(made);
    const first = await getLearningPlan(db(), lopez.familyId, childId, made);
    if (first.status !== "ready") throw new Error(first.status);
    const savedDates = new Map(first.plans[0]!.skills.map((skill) => [skill.skillId, skill.projectedDate]));
    expect(first.plans[0]?.projectedFrom).toBe("2026-11-02");
    expect(first.plans[0]?.skills.every((skill) => skill.earlierDate === null)).toBe(true);
    for (const day of [
      "2026-11-02",
      "2026-11-04",
      "2026-11-09",
      "2026-11-11",
      "2026-11-16",
      "2026-11-18",
      "2026-11-23",
      "2026-11-25",
    ]) {
      const at = new Date(`${day}T22:00:00Z`).toISOString();
      await db()
        .insertInto("dailySession")
        .values({
          id: newId(),
          childId,
          day,
          status: "ended",
          partsJson: toJson([]),
          changesJson: toJson([]),
          activeMs: 20 * 60_000,
          lastActivityAt: at,
          version: 1,
          createdAt: at,
          startedAt: at,
          endedAt: at,
        })
        .execute();
    }
    // Thursday 2026-11-26, late evening in Texas (already Friday in UTC).
    const today = new Date("2026-11-27T04:00:00Z");
    const page = await getLearningPlan(db(), lopez.familyId, childId, today);
    if (page.status !== "ready") throw new Error(page.status);
    expect(page.today).toBe("2026-11-26");
    const [plan] = page.plans;
    if (!plan) throw new Error("no plan");
    // Still the same version: nothing was missed, nothing saved.
    expect(plan).toMatchObject({ version: 1, plannedFrom: "2026-11-02", projectedFrom: "2026-11-26" });
    expect(await versions(childId)).toHaveLength(1);
    expect([...savedDates.values()].some((date) => date < "2026-11-26")).toBe(true);
    for (const skill of plan.skills) {
      expect(skill.projectedDate >= "2026-11-26", skill.skillId).toBe(true);
      // Mondays and Wednesdays only: the child's own pace.
      expect([1, 3]).toContain(new Date(`${skill.projectedDate}T00:00:00Z`).getUTCDay());
      const saved = savedDates.get(skill.skillId)!;
      // "Behind its earlier projection" only where the saved date went by and the skill slipped a week or more.
      const slip = (Date.parse(skill.projectedDate) - Date.parse(saved)) / 86_400_000;
      expect(skill.earlierDate).toBe(saved < "2026-11-26" && slip >= 7 ? saved : null);
    }
    expect(plan.finishDate! >= "2026-11-26").toBe(true);
    // The first skill was due on 2 November and is now due on 30 November: it is said to be behind.
    expect(plan.skills[0]?.earlierDate).toBe(savedDates.get(plan.skills[0]!.skillId));
    // The first open skill is projected on the next session day (Monday 2026-11-30).
    expect(plan.skills[0]?.projectedDate).toBe("2026-11-30");
  });

  it("shows member details with every answer re-rendered from its snapshot", async () => {
    const childId = await placedChild(new Date());
    const details = await listMemberEvidence(db(), lopez.familyId, childId);
    if (details.status !== "ready") throw new Error(details.status);
    const [math] = details.subjects;
    expect(math?.placement.status).toBe("done");
    expect(math?.skills.length).toBeGreaterThan(0);
    const answer = math?.answers[0];
    expect(answer?.question?.prompt.length).toBeGreaterThan(0);
    expect(answer?.correctAnswer).not.toBe("");
    expect(answer?.childAnswer).not.toBe("");
    const skillId = answer?.skillId ?? "";
    const narrowed = await listMemberEvidence(db(), lopez.familyId, childId, { skillId });
    if (narrowed.status !== "ready") throw new Error(narrowed.status);
    expect(narrowed.subjects[0]?.answers.every((entry) => entry.skillId === skillId)).toBe(true);
  });

  it("keeps the time zone a real one", async () => {
    expect(await setFamilyTimeZone(db(), lopez.familyId, "Atlantis/Capital")).toEqual({
      status: "invalid",
      message: "placement.timeZone.invalid",
    });
    expect(await setFamilyTimeZone(db(), lopez.familyId, "America/New_York")).toEqual({
      status: "saved",
      timeZone: "America/New_York",
    });
    const family = await db()
      .selectFrom("family")
      .select("timeZone")
      .where("id", "=", lopez.familyId)
      .executeTakeFirst();
    expect(family?.timeZone).toBe("America/New_York");
  });

  it("answers 'not found' for another family's child and changes nothing", async () => {
    const childId = await placedChild(new Date());
    expect(await getLearningPlan(db(), chen.familyId, childId)).toEqual({ status: "not-found" });
    expect(await listMemberEvidence(db(), chen.familyId, childId)).toEqual({ status: "not-found" });
    expect(await setPlanGoals(db(), chen.familyId, childId, { note: "hi" }, chen.userId)).toEqual({
      status: "not-found",
    });
    const interests = ["sports", "space", "music"];
    expect(await personalizePlan(db(), chen.familyId, childId, { interests }, chen.userId)).toEqual({
      status: "not-found",
    });
    expect(await versions(childId)).toHaveLength(1);
    expect(await childRow(childId)).toMatchObject({ hasPersonalizedPlan: false });
  });
});
