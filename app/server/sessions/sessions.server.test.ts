import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertTestChild,
  insertTestParent,
  rightAnswerFields,
  takeTestPlacement,
  workingAtGrade,
  wrongAnswerFields,
  type TestParent,
} from "../../../tests/setup/factories.ts";
import type { EngineItem } from "../../../core/engine/index.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { findMember } from "../placement/find-member.server.ts";
import { ACTIVE_GAP_CAP_MS } from "./active-time.ts";
import { handleActivityAction } from "./activity-actions.server.ts";
import { getActivityScreen, type ActivityScreen } from "./activity-screen.server.ts";
import { nextSeed } from "./pick-item.server.ts";
import { planTodaysSession } from "./plan-todays-session.server.ts";
import { todaysSessionUrl } from "./todays-session.server.ts";
import { weekOfChild } from "./list-family-sessions.server.ts";

// Thursday 26 November 2026, 4 pm in Texas (the family's default time zone).
const T0 = new Date("2026-11-26T22:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe.each(testDialects())("daily sessions on %s", { timeout: 120_000 }, (kind) => {
  let database: TestDatabase;
  let lopez: TestParent;
  let chen: TestParent;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    lopez = await insertTestParent(database.db, { name: "Maria Lopez", consented: true });
    chen = await insertTestParent(database.db, { name: "Wei Chen", consented: true });
  });
  afterAll(() => database?.destroy());

  async function placedChild(name: string, days = ["mon", "tue", "wed", "thu", "fri"], finishedAt = T0) {
    const childId = await insertTestChild(db(), lopez.familyId, name, { days, subjects: ["math"] });
    const taken = await takeTestPlacement(db(), lopez.familyId, childId, "math", {
      start: new Date(finishedAt.getTime() - 40 * 5_000),
      seconds: 5,
      strategy: workingAtGrade(3),
    });
    expect(taken.done).toBe(true);
    return childId;
  }

  it("counts scheduled days only from the child's first plan (a family that signed up this week missed nothing before)", async () => {
    const weekdays = ["mon", "tue", "wed", "thu", "fri"];
    // No placement yet: nothing to keep, so nothing is counted.
    const newcomer = await insertTestChild(db(), lopez.familyId, "Nia", { days: weekdays, subjects: ["math"] });
    expect(await weekOfChild(db(), newcomer, weekdays, "America/Chicago", T0)).toMatchObject({
      started: false,
      scheduledKept: 0,
      scheduledSoFar: 0,
      nextScheduled: "2026-11-26",
    });
    // Placement finished on Tuesday 24 November at 8 pm in Texas, no session since: Monday and
    // Tuesday do not count, Wednesday (the first whole day with a plan) does, Thursday is not over.
    const placed = await placedChild("Omar", weekdays, new Date("2026-11-25T02:00:00Z"));
    expect(await weekOfChild(db(), placed, weekdays, "America/Chicago", T0)).toMatchObject({
      started: true,
      scheduledKept: 0,
      scheduledSoFar: 1,
    });
  });

  async function firstActivity(childId: string, now = T0) {
    const url = await todaysSessionUrl(
      { database },
      { familyId: lopez.familyId, memberId: childId, mode: "parent", now },
    );
    const id = url.split("/").at(-1)!;
    expect(url).toBe(`/activities/parent/${id}`);
    return id;
  }

  async function pendingOf(activityId: string) {
    const row = await db()
      .selectFrom("sessionActivity")
      .select("pendingJson")
      .where("id", "=", activityId)
      .executeTakeFirstOrThrow();
    return (row.pendingJson as { snapshot: unknown }).snapshot;
  }

  async function toQuestion(activityId: string, now: Date): Promise<Extract<ActivityScreen, { kind: "question" }>> {
    let screen = await getActivityScreen(db(), lopez.familyId, activityId, "parent", now);
    if (screen.kind === "lesson") {
      expect(
        await handleActivityAction(db(), lopez.familyId, activityId, "parent", { intent: "lesson-done" }, now),
      ).toEqual({ status: "done" });
      screen = await getActivityScreen(db(), lopez.familyId, activityId, "parent", now);
    }
    if (screen.kind !== "question") throw new Error(`expected a question, got ${screen.kind}`);
    return screen;
  }

  async function logCount(childId: string) {
    const rows = await db()
      .selectFrom("answerLog")
      .select("id")
      .where("childId", "=", childId)
      .where("context", "=", "session")
      .execute();
    return rows.length;
  }

  it("plans today's session once and resumes it: the same parts, the same question after a reload", async () => {
    const childId = await placedChild("Ana");
    const member = (await findMember(db(), lopez.familyId, childId))!;
    const first = await planTodaysSession(db(), member, T0);
    const again = await planTodaysSession(db(), member, at(60));
    if (first.status !== "ready" || again.status !== "ready") throw new Error("not planned");
    expect(again.session.id).toBe(first.session.id);
    expect(first.session.day).toBe("2026-11-26");
    expect(first.activities.map((a) => a.kind)).toContain("lesson-practice");
    expect(first.activities.reduce((sum, a) => sum + a.plannedMinutes, 0)).toBeLessThanOrEqual(21);

    const activityId = await firstActivity(childId);
    const lesson = await getActivityScreen(db(), lopez.familyId, activityId, "parent", T0);
    expect(lesson.kind).toBe("lesson");
    if (lesson.kind === "lesson") expect(lesson.coaching?.say.length).toBeGreaterThan(5);
    const question = await toQuestion(activityId, at(90));
    const reloaded = await toQuestion(activityId, at(120));
    expect(reloaded.answerKey).toBe(question.answerKey);
    expect(reloaded.itemId).toBe(question.itemId);
    // The child's own view never carries the coaching or the answer.
    const childView = await getActivityScreen(db(), lopez.familyId, activityId, "child", at(121));
    expect(childView).toMatchObject({ kind: "question", coaching: null, answerText: null });
  });

  it("gives a hint, targeted feedback after a wrong try, and records the right second try once", async () => {
    const childId = await placedChild("Ben");
    const activityId = await firstActivity(childId);
    const question = await toQuestion(activityId, at(10));
    expect(question.answerText).toBeNull();
    const hint = { intent: "hint", answerKey: question.answerKey, hint: "0" };
    expect(await handleActivityAction(db(), lopez.familyId, activityId, "parent", hint, at(20))).toEqual({
      status: "done",
    });
    // The same hint click again opens nothing more.
    await handleActivityAction(db(), lopez.familyId, activityId, "parent", hint, at(21));
    const withHint = await toQuestion(activityId, at(22));
    expect(withHint.hints).toHaveLength(1);

    const snapshot = await pendingOf(activityId);
    const wrong = {
      intent: "answer",
      itemId: question.itemId,
      answerKey: question.answerKey,
      ...wrongAnswerFields(snapshot),
    };
    expect(await handleActivityAction(db(), lopez.familyId, activityId, "parent", wrong, at(40))).toEqual({
      status: "done",
    });
    const second = await toQuestion(activityId, at(41));
    expect(second.tries).toBe(1);
    expect(second.tries).toBe(1);
    expect(second.answerText?.length).toBeGreaterThan(0); // the parent sees the answer once the child tried
    expect(second.answerKey).not.toBe(question.answerKey);
    expect(await logCount(childId)).toBe(0);

    const right = {
      intent: "answer",
      itemId: second.itemId,
      answerKey: second.answerKey,
      ...rightAnswerFields(snapshot),
    };
    const [a, b] = await Promise.all([
      handleActivityAction(db(), lopez.familyId, activityId, "parent", right, at(60)),
      handleActivityAction(db(), lopez.familyId, activityId, "parent", right, at(60)),
    ]);
    expect([a.status, b.status].sort()).toEqual(["current", "done"]);
    expect(await handleActivityAction(db(), lopez.familyId, activityId, "parent", right, at(61))).toEqual({
      status: "current",
    });
    expect(await logCount(childId)).toBe(1);
    const log = await db()
      .selectFrom("answerLog")
      .selectAll()
      .where("childId", "=", childId)
      .where("context", "=", "session")
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ correct: true, hintsUsed: 1, retries: 1, context: "session", contextId: activityId });
    const feedback = await getActivityScreen(db(), lopez.familyId, activityId, "parent", at(62));
    expect(feedback).toMatchObject({ kind: "feedback", feedback: { correct: true } });
  });

  it("shows the worked solution after a second wrong try, then moves on to a new question", async () => {
    const childId = await placedChild("Cruz");
    const activityId = await firstActivity(childId);
    const question = await toQuestion(activityId, at(10));
    const snapshot = await pendingOf(activityId);
    await handleActivityAction(
      db(),
      lopez.familyId,
      activityId,
      "parent",
      { intent: "answer", itemId: question.itemId, answerKey: question.answerKey, ...wrongAnswerFields(snapshot) },
      at(30),
    );
    const again = await toQuestion(activityId, at(31));
    await handleActivityAction(
      db(),
      lopez.familyId,
      activityId,
      "parent",
      { intent: "answer", itemId: again.itemId, answerKey: again.answerKey, ...wrongAnswerFields(snapshot) },
      at(50),
    );
    const feedback = await getActivityScreen(db(), lopez.familyId, activityId, "parent", at(51));
    if (feedback.kind !== "feedback") throw new Error(feedback.kind);
    expect(feedback.feedback.correct).toBe(false);
    expect(feedback.feedback.solution?.length).toBeGreaterThan(0);
    expect(
      await handleActivityAction(
        db(),
        lopez.familyId,
        activityId,
        "parent",
        { intent: "next", answerKey: feedback.answerKey },
        at(55),
      ),
    ).toEqual({ status: "done" });
    const next = await toQuestion(activityId, at(56));
    expect(next.answerKey).not.toBe(feedback.answerKey);
    const log = await db()
      .selectFrom("answerLog")
      .selectAll()
      .where("childId", "=", childId)
      .where("context", "=", "session")
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ correct: false, retries: 1 });
  });

  it("counts only active time: a tab left open overnight adds a few minutes, not hours", async () => {
    const childId = await placedChild("Dev");
    const activityId = await firstActivity(childId);
    const question = await toQuestion(activityId, at(0));
    // 10 hours later the child answers.
    await handleActivityAction(
      db(),
      lopez.familyId,
      activityId,
      "parent",
      { intent: "dont-know", itemId: question.itemId, answerKey: question.answerKey },
      at(36_000),
    );
    const session = await db()
      .selectFrom("dailySession")
      .selectAll()
      .where("childId", "=", childId)
      .executeTakeFirstOrThrow();
    expect(session.activeMs).toBeLessThanOrEqual(ACTIVE_GAP_CAP_MS);
    expect(session.activeMs).toBeGreaterThan(0);
    expect(session.status).toBe("started");
  });

  it("records 'we did this on paper' as practice time, not as evidence", async () => {
    const childId = await placedChild("Eve");
    const activityId = await firstActivity(childId);
    await toQuestion(activityId, at(0));
    expect(await handleActivityAction(db(), lopez.familyId, activityId, "child", { intent: "paper" }, at(10))).toEqual({
      status: "forbidden",
    });
    expect(await handleActivityAction(db(), lopez.familyId, activityId, "parent", { intent: "paper" }, at(10))).toEqual(
      { status: "done" },
    );
    const activity = await db()
      .selectFrom("sessionActivity")
      .selectAll()
      .where("id", "=", activityId)
      .executeTakeFirstOrThrow();
    expect(activity).toMatchObject({ status: "done", onPaper: true, answered: 0 });
    expect(activity.activeMs).toBeGreaterThanOrEqual(activity.plannedMinutes * 60_000 - 1000);
    expect(await logCount(childId)).toBe(0);
    const nextUrl = await todaysSessionUrl(
      { database },
      { familyId: lopez.familyId, memberId: childId, mode: "parent", now: at(11) },
    );
    expect(nextUrl).not.toContain(activityId);
    expect(await getActivityScreen(db(), lopez.familyId, activityId, "parent", at(12))).toMatchObject({
      kind: "elsewhere",
    });
  });

  it("ends the session gently near 20 minutes, after the item on screen, with a summary", async () => {
    const childId = await placedChild("Fay");
    let clock = 0;
    let url = await todaysSessionUrl(
      { database },
      { familyId: lopez.familyId, memberId: childId, mode: "child", now: at(clock) },
    );
    for (let round = 0; round < 60; round++) {
      const activityId = url.split("/").at(-1)!;
      let screen = await getActivityScreen(db(), lopez.familyId, activityId, "child", at(clock));
      if (screen.kind === "summary") break;
      clock += 60;
      if (screen.kind === "elsewhere") {
        url = `/activities/child/${screen.activityId}`;
        continue;
      }
      if (screen.kind === "lesson") {
        await handleActivityAction(db(), lopez.familyId, activityId, "child", { intent: "lesson-done" }, at(clock));
        continue;
      }
      if (screen.kind === "question") {
        const snapshot = await pendingOf(activityId);
        await handleActivityAction(
          db(),
          lopez.familyId,
          activityId,
          "child",
          { intent: "answer", itemId: screen.itemId, answerKey: screen.answerKey, ...rightAnswerFields(snapshot) },
          at(clock),
        );
        screen = await getActivityScreen(db(), lopez.familyId, activityId, "child", at(clock));
      }
      if (screen.kind === "feedback") {
        await handleActivityAction(
          db(),
          lopez.familyId,
          activityId,
          "child",
          { intent: "next", answerKey: screen.answerKey },
          at(clock + 1),
        );
      }
    }
    const session = await db()
      .selectFrom("dailySession")
      .selectAll()
      .where("childId", "=", childId)
      .executeTakeFirstOrThrow();
    expect(session.status).toBe("ended");
    expect(session.activeMs).toBeLessThan(24 * 60_000);
    const last = await todaysSessionUrl(
      { database },
      { familyId: lopez.familyId, memberId: childId, mode: "child", now: at(clock + 5) },
    );
    const summary = await getActivityScreen(db(), lopez.familyId, last.split("/").at(-1)!, "child", at(clock + 5));
    if (summary.kind !== "summary") throw new Error(summary.kind);
    expect(summary.summary.minutes).toBeGreaterThan(0);
    expect(summary.summary.parts.some((part) => part.answered > 0)).toBe(true);
  });

  it("re-plans the learning plan when scheduled days were missed", async () => {
    // Placed on Monday 16 November, Monday/Wednesday sessions, back on Thursday 26 November.
    const childId = await placedChild("Gus", ["mon", "wed"], new Date("2026-11-16T22:00:00Z"));
    await firstActivity(childId, T0);
    const versions = await db()
      .selectFrom("learningPlanVersion")
      .innerJoin("learningPlan", "learningPlan.id", "learningPlanVersion.planId")
      .select(["learningPlanVersion.trigger", "learningPlanVersion.changesJson"])
      .where("learningPlan.childId", "=", childId)
      .execute();
    const missed = versions.find((version) => version.trigger === "missed-sessions");
    expect(missed).toBeDefined();
    expect((missed!.changesJson as { missedSessions: number }).missedSessions).toBeGreaterThanOrEqual(3);
  });

  it("plans once under concurrent GETs of /activities (prefetch, two tabs): one session, one re-plan (decision 0043)", async () => {
    // As Gus: missed Mondays and Wednesdays, so the first look at /activities re-plans, then plans today.
    const childId = await placedChild("Ivy", ["mon", "wed"], new Date("2026-11-16T22:00:00Z"));
    const member = (await findMember(db(), lopez.familyId, childId))!;
    const planned = await Promise.all([0, 1, 2, 3].map(() => planTodaysSession(db(), member, T0)));
    const ids = planned.map((result) => (result.status === "ready" ? result.session.id : null));
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).not.toBeNull();
    const sessions = await db().selectFrom("dailySession").select("id").where("childId", "=", childId).execute();
    expect(sessions.map((row) => row.id)).toEqual([ids[0]]);
    const activities = await db()
      .selectFrom("sessionActivity")
      .select("sessionId")
      .where("childId", "=", childId)
      .execute();
    expect(activities.every((row) => row.sessionId === ids[0])).toBe(true);
    const versions = await db()
      .selectFrom("learningPlanVersion")
      .innerJoin("learningPlan", "learningPlan.id", "learningPlanVersion.planId")
      .select("learningPlanVersion.trigger")
      .where("learningPlan.childId", "=", childId)
      .execute();
    expect(versions.filter((version) => version.trigger === "missed-sessions")).toHaveLength(1);
    // A later look (a reload, the real visit after a prefetch) changes nothing.
    const again = await planTodaysSession(db(), member, at(600));
    expect(again.status === "ready" ? again.session.id : null).toBe(ids[0]);
    const after = await db()
      .selectFrom("learningPlanVersion")
      .innerJoin("learningPlan", "learningPlan.id", "learningPlanVersion.planId")
      .select("learningPlanVersion.id")
      .where("learningPlan.childId", "=", childId)
      .execute();
    expect(after).toHaveLength(versions.length);
  });

  it("counts a day done only on paper as practised when it re-plans", async () => {
    // As Gus above, but Wednesday 18 November's session was done on paper (no answer logged).
    const childId = await placedChild("Hal", ["mon", "wed"], new Date("2026-11-16T22:00:00Z"));
    const wednesday = new Date("2026-11-18T22:00:00Z");
    const activityId = await firstActivity(childId, wednesday);
    expect(
      await handleActivityAction(db(), lopez.familyId, activityId, "parent", { intent: "paper" }, wednesday),
    ).toEqual({ status: "done" });
    await firstActivity(childId, T0);
    const versions = await db()
      .selectFrom("learningPlanVersion")
      .innerJoin("learningPlan", "learningPlan.id", "learningPlanVersion.planId")
      .select(["learningPlanVersion.trigger", "learningPlanVersion.changesJson"])
      .where("learningPlan.childId", "=", childId)
      .execute();
    const missed = versions.filter((version) => version.trigger === "missed-sessions");
    // Monday 23 and Wednesday 25 were missed; Wednesday 18 was not.
    expect(missed.map((version) => (version.changesJson as { missedSessions: number }).missedSessions)).toEqual([2]);
  });

  it("answers not found for another family's activity, and changes nothing", async () => {
    const childId = await placedChild("Hal");
    const activityId = await firstActivity(childId);
    const question = await toQuestion(activityId, at(0));
    expect(await getActivityScreen(db(), chen.familyId, activityId, "parent", at(1))).toEqual({ kind: "not-found" });
    for (const form of [
      { intent: "answer", itemId: question.itemId, answerKey: question.answerKey, answer: "1" },
      { intent: "hint", answerKey: question.answerKey, hint: "0" },
      { intent: "paper" },
      { intent: "skip", answerKey: question.answerKey },
    ]) {
      expect(await handleActivityAction(db(), chen.familyId, activityId, "parent", form, at(2))).toEqual({
        status: "not-found",
      });
    }
    expect(
      await todaysSessionUrl({ database }, { familyId: chen.familyId, memberId: childId, mode: "parent", now: at(3) }),
    ).toBe("/activities");
    expect(await getActivityScreen(db(), lopez.familyId, "not-a-uuid", "parent", at(3))).toEqual({ kind: "not-found" });
    const unchanged = await toQuestion(activityId, at(4));
    expect(unchanged).toMatchObject({ answerKey: question.answerKey, hints: [], tries: 0 });
  });
  it("takes consecutive seeds per child, skill and level: answered and skipped questions use theirs up", async () => {
    const childId = await placedChild("Ivo");
    const activityId = await firstActivity(childId);
    const question = await toQuestion(activityId, at(0));
    const snapshot = (await pendingOf(activityId)) as { engineItem: EngineItem; item: { seed: number } };
    const first = snapshot.item.seed;
    // The question on screen has the seed of the child's next question on its skill and level.
    expect(await nextSeed(db(), childId, snapshot.engineItem, 0)).toBe(first);
    await handleActivityAction(
      db(),
      lopez.familyId,
      activityId,
      "parent",
      { intent: "answer", itemId: question.itemId, answerKey: question.answerKey, ...rightAnswerFields(snapshot) },
      at(20),
    );
    expect(await nextSeed(db(), childId, snapshot.engineItem, 0)).toBe(first + 1);
    // A question skipped in this activity used its seed too; another child starts elsewhere.
    expect(await nextSeed(db(), childId, snapshot.engineItem, 1)).toBe(first + 2);
    const other = await placedChild("Zoe");
    expect(await nextSeed(db(), other, snapshot.engineItem, 0)).not.toBe(first + 1);
  });
});
