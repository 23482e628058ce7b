/**
 * The day-7 check and the day-30 re-measure inside the daily session (issue 16, decision 0029),
 * on SQLite and PostgreSQL, driven through the real session modules day by day: the check is
 * planned once, on day 7 or the first session after it; its answers are stored with context
 * "day-7" and become the day-7 page's evidence; the re-measure gives the report its "now" strands.
 */
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../core/engine/dates.ts";
import {
  insertTestChild,
  insertTestParent,
  takeTestPlacement,
  workingAtGrade,
  type TestParent,
} from "../../../tests/setup/factories.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { strandMeaning } from "../../components/reports/report-words.ts";
import { createT } from "../../i18n/translate.ts";
import { findMember } from "../placement/find-member.server.ts";
import { loadDay7Page } from "../reports/day-7.server.ts";
import { loadProgressReport } from "../reports/load-progress-report.server.ts";
import { renderProgressReportPdf } from "../reports/report-pdf.server.tsx";
import { handleActivityAction } from "./activity-actions.server.ts";
import { getActivityScreen } from "./activity-screen.server.ts";
import { currentActivity } from "./activity-store.server.ts";
import { RE_MEASURE_SETTINGS } from "./check-parts.server.ts";
import { planTodaysSession } from "./plan-todays-session.server.ts";

const DAY_MS = 86_400_000;
// Day 1: Monday 2 November 2026, 4 pm in Texas (the family's default time zone).
const DAY1 = new Date("2026-11-02T22:00:00Z");
const dayAt = (day: number, seconds = 0) => new Date(DAY1.getTime() + (day - 1) * DAY_MS + seconds * 1000);

describe.each(testDialects())("the day-7 check and the day-30 re-measure on %s", { timeout: 240_000 }, (kind) => {
  let database: TestDatabase;
  let parent: TestParent;
  const db = () => database.db;
  const answerAs = workingAtGrade(3);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    parent = await insertTestParent(database.db, { name: "Maria Lopez", consented: true });
  });
  afterAll(() => database?.destroy());

  async function placedChild(name: string) {
    const childId = await insertTestChild(db(), parent.familyId, name, {
      days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
      subjects: ["math"],
    });
    const taken = await takeTestPlacement(db(), parent.familyId, childId, "math", {
      start: new Date(DAY1.getTime() - 40 * 5_000),
      seconds: 5,
      strategy: answerAs,
    });
    expect(taken.done).toBe(true);
    return childId;
  }

  async function plan(childId: string, day: number) {
    const member = (await findMember(db(), parent.familyId, childId))!;
    const planned = await planTodaysSession(db(), member, dayAt(day));
    if (planned.status !== "ready") throw new Error(planned.status);
    return planned;
  }

  async function pendingSnapshot(activityId: string) {
    const row = await db()
      .selectFrom("sessionActivity")
      .select("pendingJson")
      .where("id", "=", activityId)
      .executeTakeFirstOrThrow();
    return (row.pendingJson as { snapshot: unknown }).snapshot;
  }

  /**
   * Works through the day's session like a child working at grade 3, up to `steps` interactions
   * (or until the activity `onlyActivity` is finished), and returns the screens of check parts.
   */
  async function practise(childId: string, day: number, steps: number, onlyActivity?: string) {
    const checkScreens: string[] = [];
    let clock = 0;
    for (let step = 0; step < steps; step++) {
      const planned = await plan(childId, day);
      const current = currentActivity(planned.session, planned.activities);
      if (!current || (onlyActivity && current.id !== onlyActivity)) break;
      clock += 30;
      const now = dayAt(day, clock);
      const screen = await getActivityScreen(db(), parent.familyId, current.id, "parent", now);
      // The child thinks for 20 seconds before each answer (no quick guesses).
      const act = (form: Record<string, unknown>) =>
        handleActivityAction(db(), parent.familyId, current.id, "parent", form, dayAt(day, clock + 20));
      if ((current.kind === "day-7-check" || current.kind === "re-measure") && screen.kind !== "elsewhere")
        checkScreens.push(screen.kind);
      if (screen.kind === "lesson") await act({ intent: "lesson-done" });
      else if (screen.kind === "feedback") await act({ intent: "next", answerKey: screen.answerKey });
      else if (screen.kind === "question") {
        const fields = answerAs(await pendingSnapshot(current.id), step);
        expect(await act({ intent: "answer", itemId: screen.itemId, answerKey: screen.answerKey, ...fields })).toEqual({
          status: "done",
        });
      } else if (screen.kind === "summary") break;
    }
    return checkScreens;
  }

  async function checkParts(childId: string, kindOf: "day-7-check" | "re-measure") {
    return db()
      .selectFrom("sessionActivity")
      .innerJoin("dailySession", "dailySession.id", "sessionActivity.sessionId")
      .select(["sessionActivity.id", "dailySession.day", "sessionActivity.position", "sessionActivity.status"])
      .where("sessionActivity.childId", "=", childId)
      .where("sessionActivity.kind", "=", kindOf)
      .execute();
  }

  it("plans the day-7 check once, on the first session from day 7, and shows it on the day-7 page", async () => {
    const childId = await placedChild("Ana");
    // Week one: sessions on days 2 to 5, none on days 6 and 7.
    for (const day of [2, 3, 4, 5]) await practise(childId, day, 14);
    expect(await checkParts(childId, "day-7-check")).toEqual([]);
    const early = await loadDay7Page(db(), parent.familyId, childId, null, dayAt(5, 3600));
    expect(early.status).toBe("too-early");

    // Day 8 is the first session from day 7 on: the check comes first.
    const day8 = await plan(childId, 8);
    const check = day8.activities[0]!;
    expect(check.kind).toBe("day-7-check");
    expect(day8.activities.filter((activity) => activity.kind === "day-7-check")).toHaveLength(1);
    const skills = (day8.session.partsJson as { skillIds: string[] }[])[0]!.skillIds;
    expect(skills.length).toBeGreaterThan(0);

    // Calm: no hints, and no right/wrong after an answer (the next screen is the next question).
    const first = await getActivityScreen(db(), parent.familyId, check.id, "child", dayAt(8, 5));
    if (first.kind !== "question") throw new Error(first.kind);
    expect(first.hints).toEqual([]);
    expect(first.moreHints).toBe(false);
    expect(
      await handleActivityAction(
        db(),
        parent.familyId,
        check.id,
        "child",
        { intent: "hint", answerKey: first.answerKey, hint: "0" },
        dayAt(8, 6),
      ),
    ).toEqual({ status: "current" });
    const screens = await practise(childId, 8, 40, check.id);
    expect(screens).not.toContain("feedback");
    expect(screens.length).toBe(skills.length);
    const done = await db()
      .selectFrom("sessionActivity")
      .selectAll()
      .where("id", "=", check.id)
      .executeTakeFirstOrThrow();
    expect(done.status).toBe("done");

    const logged = await db()
      .selectFrom("answerLog")
      .select(["skillId", "contextId", "hintsUsed", "retries"])
      .where("childId", "=", childId)
      .where("context", "=", "day-7")
      .execute();
    expect(logged.map((row) => row.skillId).sort()).toEqual([...skills].sort());
    expect(logged.every((row) => row.contextId === check.id && row.hintsUsed === 0 && row.retries === 0)).toBe(true);
    // A resent answer form records nothing more.
    expect(
      await handleActivityAction(
        db(),
        parent.familyId,
        check.id,
        "parent",
        { intent: "answer", itemId: first.itemId, answerKey: first.answerKey, choice: "0" },
        dayAt(8, 900),
      ),
    ).toEqual({ status: "current" });

    // Never twice: the sessions after it have no check.
    for (const day of [9, 10]) {
      const later = await plan(childId, day);
      expect(later.activities.map((activity) => activity.kind)).not.toContain("day-7-check");
    }
    expect(await checkParts(childId, "day-7-check")).toHaveLength(1);

    // The day-7 page: each skill's day-1 placement question beside the day-7 check's, with answers.
    const page = await loadDay7Page(db(), parent.familyId, childId, null, dayAt(10, 3600));
    if (page.status !== "ready") throw new Error(page.status);
    expect(page.findings.map((finding) => finding.skillId).sort()).toEqual([...skills].sort());
    for (const finding of page.findings) {
      expect(finding.fromCheck).toBe(true);
      expect(finding.now.context).toBe("day-7");
      expect(finding.nowDay).toBe(8);
      expect(finding.now.question?.prompt).toBeTruthy();
      if (finding.then) {
        expect(finding.then.context).toBe("placement");
        expect(finding.then.question?.prompt).toBeTruthy();
      }
    }
    // Skills still coming along are named for next week.
    const notYet = page.findings.filter((finding) => finding.kind === "not-yet").map((finding) => finding.skillId);
    expect(page.nextSkillIds).toEqual(notYet);
  });

  it("re-measures the strands on day 30, and an unchanged child reads 'inside measurement error'", async () => {
    const childId = await placedChild("Ben");
    // Not before day 30.
    const day20 = await plan(childId, 20);
    expect(day20.activities.map((activity) => activity.kind)).not.toContain("re-measure");
    const before = await loadProgressReport(db(), parent.familyId, childId, "math", dayAt(29, 3600));
    if (before.status !== "ready") throw new Error(before.status);
    expect(before.data.report.strands.every((strand) => strand.label === "not re-measured")).toBe(true);

    const day30 = await plan(childId, 30);
    const reMeasure = day30.activities[0]!;
    expect(reMeasure.kind).toBe("re-measure");
    expect(day30.activities.map((activity) => activity.kind)).not.toContain("day-7-check");
    const learnerBefore = await db()
      .selectFrom("learnerState")
      .select("version")
      .where("childId", "=", childId)
      .executeTakeFirstOrThrow();
    // The same child as on day 1 (answers like a grade-3 child): the fixed strategy is the seed.
    const screens = await practise(childId, 30, 60, reMeasure.id);
    expect(screens).not.toContain("feedback");
    const logged = await db()
      .selectFrom("answerLog")
      .select(["strand", "rapidGuess"])
      .where("childId", "=", childId)
      .where("context", "=", "re-measure")
      .execute();
    expect(logged.length).toBeGreaterThanOrEqual(RE_MEASURE_SETTINGS.minItems);
    expect(logged.length).toBeLessThanOrEqual(RE_MEASURE_SETTINGS.maxPresented);
    // A measurement, not practice: the learner state is untouched.
    const learnerAfter = await db()
      .selectFrom("learnerState")
      .select("version")
      .where("childId", "=", childId)
      .executeTakeFirstOrThrow();
    expect(learnerAfter.version).toBe(learnerBefore.version);
    // Never twice.
    const day31 = await plan(childId, 31);
    expect(day31.activities.map((activity) => activity.kind)).not.toContain("re-measure");

    const report = await loadProgressReport(db(), parent.familyId, childId, "math", dayAt(31, 3600));
    if (report.status !== "ready") throw new Error(report.status);

    const { strands } = report.data.report;
    const measured = strands.filter((strand) => strand.now !== null);
    expect(measured.length).toBe(strands.length);
    for (const strand of measured) {
      expect(strand.now!.low).toBeLessThanOrEqual(strand.now!.level);
      expect(strand.now!.high).toBeGreaterThanOrEqual(strand.now!.level);
    }
    // The same child a month later: every change is inside measurement error, and said so.
    expect(strands.every((strand) => strand.label === "within measurement error")).toBe(true);
    const t = createT("en");
    expect(strandMeaning(t, strands[0]!)).toMatch(/^Inside measurement error/);
    const pdf = await getDocumentProxy(await renderProgressReportPdf(report.data, "en"));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text.replace(/\s+/g, " ")).toContain("Inside measurement error");
    expect(text).not.toContain("not measured again");
  });

  it("a day-7 check not begun on its day comes back in the next session", async () => {
    const childId = await placedChild("Cleo");
    for (const day of [2, 3]) await practise(childId, day, 10);
    const day7 = await plan(childId, 7);
    expect(day7.activities[0]!.kind).toBe("day-7-check");
    // Nothing answered on day 7: day 8 plans it again; once answered, never again.
    const day8 = await plan(childId, 8);
    expect(day8.activities[0]!.kind).toBe("day-7-check");
    await practise(childId, 8, 2, day8.activities[0]!.id);
    const day9 = await plan(childId, 9);
    expect(day9.activities.map((activity) => activity.kind)).not.toContain("day-7-check");
    expect(addDays("2026-11-02", 6)).toBe("2026-11-08");
  });
});
