/**
 * Assignments (issue 15) on both databases: set, edit, reorder and delete with clear messages for
 * bad input; another family's child or assignment is "not found" (404 through the route); the
 * child's session takes open assignments first (also a session planned earlier but not begun);
 * a practice set is exactly its N items and its progress moves once per answer, even when the
 * answer is sent twice; a deleted assignment keeps its answers; /calendar and the feed show it.
 */
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createT } from "../../i18n/translate.ts";
import { practiceItemBank } from "../practice-check/item-bank.server.ts";
import { childModeAllows } from "../child-mode/child-mode-paths.ts";
import {
  insertTestChild,
  rightAnswerFields,
  setTestTimeZone,
  takeTestPlacement,
  workingAtGrade,
} from "../../../tests/setup/factories.ts";
import { outcome, routeArgs } from "../../../tests/setup/route-args.ts";
import { registerAndSignIn, type TestParent } from "../../../tests/setup/signed-in-parent.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import * as assignmentsRoute from "../../routes/app/assignments.tsx";
import * as evidenceRoute from "../../routes/app/assignment-evidence.tsx";
import { buildFamilyFeed } from "../calendar/calendar-feed.server.ts";
import { loadFamilyCalendar } from "../calendar/load-calendar.server.ts";
import { findMember } from "../placement/find-member.server.ts";
import { localDay } from "../plans/family-day.ts";
import { handleActivityAction } from "../sessions/activity-actions.server.ts";
import { getActivityScreen } from "../sessions/activity-screen.server.ts";
import { planTodaysSession } from "../sessions/plan-todays-session.server.ts";
import { addDays } from "../sessions/week.ts";
import { searchSkills } from "./assignment-content.ts";
import type { AssignmentFormValues } from "./assignment-input.ts";
import {
  createAssignment,
  deleteAssignment,
  getAssignmentEvidence,
  listAssignments,
  moveAssignment,
  updateAssignment,
} from "./assignments.server.ts";

// Thursday 26 November 2026, 4 pm in Texas (the family's default time zone).
const T0 = new Date("2026-11-26T22:00:00Z");
const TODAY = "2026-11-26";
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/** A grade-3 math skill with generated items (what a practice set can serve). */
function mathSkill(index = 0): string {
  const bank = new Set(practiceItemBank().map((item) => item.skillId));
  const skill = searchSkills({ words: "", grade: 3, strand: null, subject: "math", locale: "en" }, 500).options.filter(
    (option) => bank.has(option.id),
  )[index];
  if (!skill) throw new Error("no grade-3 math skill with items");
  return skill.id;
}

function form(overrides: Partial<AssignmentFormValues> = {}): AssignmentFormValues {
  return { kind: "skill", skillId: mathSkill(), passageId: "", itemCount: "", dueDay: TODAY, note: "", ...overrides };
}

describe.each(testDialects())("assignments on %s", { timeout: 180_000 }, (kind) => {
  let database: TestDatabase;
  let services: TestServices;
  let lopez: TestParent;
  let chen: TestParent;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    services = createTestServices(database);
    lopez = await registerAndSignIn(services, `maria.assign.${kind}@example.com`, "Maria Lopez");
    chen = await registerAndSignIn(services, `wei.assign.${kind}@example.com`, "Wei Chen");
    for (const familyId of [lopez.familyId, chen.familyId]) {
      await db().updateTable("family").set({ hasCOPPAVerification: true }).where("id", "=", familyId).execute();
      await setTestTimeZone(db(), familyId, "America/Chicago");
    }
  }, 120_000);
  afterAll(() => database?.destroy());

  async function placedChild(name: string, familyId = lopez.familyId) {
    const childId = await insertTestChild(db(), familyId, name, {
      grade: 4,
      days: ["mon", "tue", "wed", "thu", "fri"],
      subjects: ["math"],
    });
    const taken = await takeTestPlacement(db(), familyId, childId, "math", {
      start: new Date(T0.getTime() - 40 * 5_000),
      seconds: 5,
      strategy: workingAtGrade(3),
    });
    expect(taken.done).toBe(true);
    return childId;
  }

  async function create(childId: string, values: Partial<AssignmentFormValues>, now = T0) {
    const result = await createAssignment(db(), {
      familyId: lopez.familyId,
      userId: lopez.parent.user.id,
      childId,
      values: form(values),
      now,
    });
    if (result.status !== "saved") throw new Error(JSON.stringify(result));
    return result.id;
  }

  const row = (id: string) => db().selectFrom("assignment").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  /** Answers the question on screen (moving past feedback and the lesson first); false when the part ended. */
  async function answerNext(activityId: string, right: boolean, now: Date, resend = false) {
    for (let step = 0; step < 4; step++) {
      const screen = await getActivityScreen(db(), lopez.familyId, activityId, "child", now);
      if (screen.kind === "lesson") {
        await handleActivityAction(db(), lopez.familyId, activityId, "child", { intent: "lesson-done" }, now);
        continue;
      }
      if (screen.kind === "feedback") {
        await handleActivityAction(
          db(),
          lopez.familyId,
          activityId,
          "child",
          { intent: "next", answerKey: screen.answerKey },
          now,
        );
        continue;
      }
      if (screen.kind !== "question") return false;
      const pending = await db()
        .selectFrom("sessionActivity")
        .select("pendingJson")
        .where("id", "=", activityId)
        .executeTakeFirstOrThrow();
      const snapshot = (pending.pendingJson as { snapshot: unknown }).snapshot;
      const body = {
        intent: right ? "answer" : "dont-know",
        itemId: screen.itemId,
        answerKey: screen.answerKey,
        ...(right ? rightAnswerFields(snapshot) : {}),
      };
      expect(await handleActivityAction(db(), lopez.familyId, activityId, "child", body, now)).toEqual({
        status: "done",
      });
      if (resend)
        expect(await handleActivityAction(db(), lopez.familyId, activityId, "child", body, now)).toEqual({
          status: "current",
        });
      return true;
    }
    return false;
  }

  it("sets, edits, reorders and deletes; bad input gets a clear message and changes nothing", async () => {
    const childId = await insertTestChild(db(), lopez.familyId, "Ana López", { grade: 3, subjects: ["math"] });
    const first = await create(childId, { note: "Start with this one, mi amor." });
    const second = await create(childId, { kind: "practice-set", itemCount: "5", dueDay: addDays(TODAY, 3) });

    const refused = await createAssignment(db(), {
      familyId: lopez.familyId,
      userId: lopez.parent.user.id,
      childId,
      values: form({
        kind: "practice-set",
        itemCount: "50",
        dueDay: "2026-11-20",
        note: "x".repeat(201),
        skillId: "nope",
      }),
      now: T0,
    });
    expect(refused).toEqual({
      status: "invalid",
      errors: {
        skillId: "assignments.error.skill",
        itemCount: "assignments.error.itemCount?min=3&max=20",
        dueDay: "assignments.error.duePast",
        note: "assignments.error.noteLong?max=200&length=201",
      },
    });
    // A reading passage for a child who studies math only.
    const reading = await createAssignment(db(), {
      familyId: lopez.familyId,
      userId: lopez.parent.user.id,
      childId,
      values: form({ kind: "passage", passageId: "no-such-passage" }),
      now: T0,
    });
    expect(reading.status).toBe("invalid");
    // Both languages say it in plain words.
    for (const locale of ["en", "es"]) {
      const t = createT(locale);
      expect(t.ref("assignments.error.noteLong?max=200&length=201")).toMatch(/201.*200/);
    }

    let listed = (await listAssignments(db(), lopez.familyId, T0, "en")).children.find((c) => c.childId === childId)!;
    expect(listed.open.map((a) => a.id)).toEqual([first, second]);
    expect(listed.open[0]).toMatchObject({ childName: "Ana", status: "open", note: "Start with this one, mi amor." });
    expect(listed.open[1]).toMatchObject({ kind: "practice-set", itemCount: 5, questions: 5 });

    expect(
      await moveAssignment(db(), { familyId: lopez.familyId, assignmentId: second, direction: "up", now: T0 }),
    ).toEqual({
      status: "moved",
    });
    expect(
      await moveAssignment(db(), { familyId: lopez.familyId, assignmentId: second, direction: "up", now: T0 }),
    ).toEqual({
      status: "unchanged",
    });
    listed = (await listAssignments(db(), lopez.familyId, T0, "en")).children.find((c) => c.childId === childId)!;
    expect(listed.open.map((a) => a.id)).toEqual([second, first]);

    const before = await row(first);
    const edited = await updateAssignment(db(), {
      familyId: lopez.familyId,
      assignmentId: first,
      version: before.version,
      values: form({ note: "New note", dueDay: addDays(TODAY, 2) }),
      now: T0,
    });
    // A note and due day: what it asks is the same, so no session changes.
    expect(edited).toEqual({ status: "saved", id: first, session: "unchanged" });
    expect(await row(first)).toMatchObject({
      note: "New note",
      dueDay: addDays(TODAY, 2),
      version: before.version + 1,
    });
    // The form shown before that edit is stale now: nothing is written.
    expect(
      await updateAssignment(db(), {
        familyId: lopez.familyId,
        assignmentId: first,
        version: before.version,
        values: form({ note: "Older tab" }),
        now: T0,
      }),
    ).toEqual({ status: "changed" });
    expect(
      await updateAssignment(db(), {
        familyId: lopez.familyId,
        assignmentId: first,
        version: before.version + 1,
        values: form({ note: "x".repeat(250) }),
        now: T0,
      }),
    ).toMatchObject({ status: "invalid" });
    expect((await row(first)).note).toBe("New note");

    expect(await deleteAssignment(db(), { familyId: lopez.familyId, assignmentId: first, now: T0 })).toEqual({
      status: "deleted",
    });
    listed = (await listAssignments(db(), lopez.familyId, T0, "en")).children.find((c) => c.childId === childId)!;
    expect(listed.open.map((a) => a.id)).toEqual([second]);
    expect((await row(first)).deletedAt).not.toBeNull();
  });

  it("answers 'not found' for another family's child or assignment, in the service and as a 404", async () => {
    const ana = await insertTestChild(db(), lopez.familyId, "Ana", { grade: 4 });
    const lin = await insertTestChild(db(), chen.familyId, "Lin", { grade: 4 });
    const mine = await create(ana, {});
    const theirs = { familyId: chen.familyId, assignmentId: mine, now: T0 };
    expect(
      await createAssignment(db(), {
        familyId: chen.familyId,
        userId: chen.parent.user.id,
        childId: ana,
        values: form(),
        now: T0,
      }),
    ).toEqual({ status: "not-found" });
    expect(await updateAssignment(db(), { ...theirs, version: 1, values: form({ note: "hi" }) })).toEqual({
      status: "not-found",
    });
    expect(await moveAssignment(db(), { ...theirs, direction: "down" })).toEqual({ status: "not-found" });
    expect(await deleteAssignment(db(), theirs)).toEqual({ status: "not-found" });
    expect(await getAssignmentEvidence(db(), chen.familyId, mine, T0, "en")).toBeNull();
    expect((await row(mine)).deletedAt).toBeNull();

    const call = (path: string, params: Record<string, string> = {}, body?: Record<string, string>) =>
      routeArgs(services, {
        path,
        cookie: chen.cookie,
        params,
        ...(body
          ? { body: new URLSearchParams(body), headers: { "content-type": "application/x-www-form-urlencoded" } }
          : {}),
      });
    expect((await outcome(assignmentsRoute.loader(call(`/assignments?edit=${mine}`)))).status).toBe(404);
    expect((await outcome(assignmentsRoute.loader(call(`/assignments?child=${ana}`)))).status).toBe(404);
    expect((await outcome(evidenceRoute.loader(call(`/assignments/${mine}`, { assignmentId: mine })))).status).toBe(
      404,
    );
    const bodies: Record<string, string>[] = [
      { intent: "create", childId: ana, ...form() },
      { intent: "update", assignmentId: mine, version: "1", ...form() },
      { intent: "move", assignmentId: mine, direction: "up" },
      { intent: "delete", assignmentId: mine },
    ];
    for (const body of bodies)
      expect((await outcome(assignmentsRoute.action(call("/assignments", {}, body)))).status).toBe(404);
    expect((await row(mine)).deletedAt).toBeNull();
    // Chen's own page works and lists only Lin.
    const page = await outcome(assignmentsRoute.loader(call("/assignments")));
    expect(page.status).toBe(200);
    expect((page.data as { page: { children: { childId: string }[] } }).page.children.map((c) => c.childId)).toEqual([
      lin,
    ]);
    // Child mode never reaches the page (its guard allows only the child's own pages).
    expect(childModeAllows(ana, "/assignments")).toBe(false);
    expect(childModeAllows(ana, `/assignments/${mine}`)).toBe(false);
  });

  it("puts open assignments first in the child's session, in the parent's order, with the note", async () => {
    const childId = await placedChild("Bea");
    const member = (await findMember(db(), lopez.familyId, childId))!;
    // A session planned before the assignments were set, and not begun: each joins it in front
    // of the part not begun, and nothing planned goes away (a lesson screen open stays valid).
    const early = await planTodaysSession(db(), member, T0);
    if (early.status !== "ready") throw new Error("not planned");
    const skill = await create(childId, { note: "Fractions first, then the rest!" }, at(5));
    const set = await create(childId, { kind: "practice-set", skillId: mathSkill(1), itemCount: "3" }, at(6));

    const planned = await planTodaysSession(db(), member, at(20));
    if (planned.status !== "ready") throw new Error("not planned");
    expect(planned.session.id).toBe(early.session.id);
    expect(planned.activities.map((a) => a.id)).toEqual(expect.arrayContaining(early.activities.map((a) => a.id)));
    expect(planned.activities.map((a) => a.position)).toEqual(planned.activities.map((_, index) => index));
    expect(planned.activities.slice(0, 2).map((a) => a.assignmentId)).toEqual([set, skill]);
    expect(planned.activities[0]).toMatchObject({ kind: "word-problems", skillId: mathSkill(1) });
    expect(planned.activities[1]).toMatchObject({ kind: "lesson-practice", skillId: mathSkill() });
    expect(planned.activities.slice(2).every((a) => a.assignmentId === null)).toBe(true);
    // Planning again is the same session.
    const again = await planTodaysSession(db(), member, at(30));
    if (again.status !== "ready") throw new Error("not planned");
    expect(again.session.id).toBe(planned.session.id);

    // The skill part opens with the parent's note (child mode too), until the first answer.
    const screen = await getActivityScreen(db(), lopez.familyId, planned.activities[1]!.id, "child", at(40));
    expect(screen).toMatchObject({
      header: { assignment: { id: skill, note: "Fractions first, then the rest!", showNote: true } },
    });
  });

  it("set during today's session: joins it right after the part the child is on, and the parent is told when", async () => {
    const childId = await placedChild("Dani");
    const member = (await findMember(db(), lopez.familyId, childId))!;
    const planned = await planTodaysSession(db(), member, T0);
    if (planned.status !== "ready") throw new Error("not planned");
    const [first] = planned.activities;
    // The child is in the middle of the first part; the second one's lesson screen is never touched.
    expect(await answerNext(first!.id, true, at(10))).toBe(true);
    const result = await createAssignment(db(), {
      familyId: lopez.familyId,
      userId: lopez.parent.user.id,
      childId,
      values: form({ kind: "practice-set", skillId: mathSkill(3), itemCount: "3" }),
      now: at(20),
    });
    expect(result).toMatchObject({ status: "saved", session: "joined" });
    if (result.status !== "saved") return;
    const now = await planTodaysSession(db(), member, at(30));
    if (now.status !== "ready") throw new Error("not planned");
    expect(now.session.id).toBe(planned.session.id);
    expect(now.activities.map((a) => a.id)).toEqual([
      first!.id,
      expect.any(String),
      ...planned.activities.slice(1).map((a) => a.id),
    ]);
    expect(now.activities[1]).toMatchObject({ assignmentId: result.id, kind: "word-problems", status: "planned" });
    // Saving it again with the same content changes nothing in the session.
    const same = await updateAssignment(db(), {
      familyId: lopez.familyId,
      assignmentId: result.id,
      version: 1,
      values: form({ kind: "practice-set", skillId: mathSkill(3), itemCount: "3", note: "Three quick ones" }),
      now: at(40),
    });
    expect(same).toMatchObject({ status: "saved", session: "unchanged" });
    expect((await planTodaysSession(db(), member, at(45))).status === "ready").toBe(true);
    const after = await db()
      .selectFrom("sessionActivity")
      .select("id")
      .where("sessionId", "=", now.session.id)
      .execute();
    expect(after).toHaveLength(now.activities.length);

    // Once the first part is finished the assignment comes next, then the rest of the session.
    await db().updateTable("sessionActivity").set({ status: "done" }).where("id", "=", first!.id).execute();
    const screen = await getActivityScreen(db(), lopez.familyId, first!.id, "child", at(50));
    expect(screen).toMatchObject({ kind: "elsewhere", activityId: now.activities[1]!.id });
    expect(await answerNext(now.activities[1]!.id, true, at(60))).toBe(true);
    expect(await answerNext(now.activities[1]!.id, true, at(70))).toBe(true);
    expect(await answerNext(now.activities[1]!.id, true, at(80))).toBe(true);
    expect(await row(result.id)).toMatchObject({ status: "done", answered: 3 });
    const session = await db()
      .selectFrom("dailySession")
      .select("status")
      .where("id", "=", now.session.id)
      .executeTakeFirstOrThrow();
    expect(session.status).not.toBe("ended");

    // A session already finished: the assignment waits for the next one, and the parent is told.
    await db().updateTable("dailySession").set({ status: "ended" }).where("id", "=", now.session.id).execute();
    const later = await createAssignment(db(), {
      familyId: lopez.familyId,
      userId: lopez.parent.user.id,
      childId,
      values: form(),
      now: at(90),
    });
    expect(later).toMatchObject({ status: "saved", session: "finished" });
  });

  it("a never-touched lesson screen still works after an assignment joins in front of it", async () => {
    const childId = await placedChild("Eli");
    const member = (await findMember(db(), lopez.familyId, childId))!;
    const planned = await planTodaysSession(db(), member, T0);
    if (planned.status !== "ready") throw new Error("not planned");
    const lessonPart = planned.activities.find((a) => a.kind === "lesson-practice")!;
    const lesson = await getActivityScreen(db(), lopez.familyId, lessonPart.id, "child", at(1));
    expect(lesson.kind).toBe("lesson");
    await create(childId, { kind: "practice-set", skillId: mathSkill(2), itemCount: "3" }, at(5));
    // "I'm ready" on the lesson the child was looking at: still there, and practice begins.
    const ready = await handleActivityAction(
      db(),
      lopez.familyId,
      lessonPart.id,
      "child",
      { intent: "lesson-done" },
      at(10),
    );
    expect(ready.status).not.toBe("not-found");
    const screen = await getActivityScreen(db(), lopez.familyId, lessonPart.id, "child", at(12));
    expect(screen.kind).toBe("question");
  });

  it("a practice set is exactly N items, counted once per answer even when resent; deleting keeps the answers", async () => {
    const childId = await placedChild("Cruz");
    const member = (await findMember(db(), lopez.familyId, childId))!;
    const set = await create(childId, { kind: "practice-set", skillId: mathSkill(2), itemCount: "3", note: "" });
    const planned = await planTodaysSession(db(), member, T0);
    if (planned.status !== "ready") throw new Error("not planned");
    const part = planned.activities[0]!;
    expect(part.assignmentId).toBe(set);

    expect(await answerNext(part.id, true, at(10), true)).toBe(true);
    expect(await row(set)).toMatchObject({ status: "in-progress", answered: 1, correctCount: 1 });
    // Ten minutes between answers: far past the part's minutes, yet the set goes on to its 3 items.
    expect(await answerNext(part.id, false, at(600), true)).toBe(true);
    expect(await row(set)).toMatchObject({ status: "in-progress", answered: 2, correctCount: 1 });
    expect(await answerNext(part.id, true, at(1200))).toBe(true);
    expect(await row(set)).toMatchObject({ status: "done", answered: 3, correctCount: 2 });
    expect((await row(set)).completedAt).not.toBeNull();
    // Moving past the last feedback ends the part: no fourth item.
    const done = await db()
      .selectFrom("sessionActivity")
      .selectAll()
      .where("id", "=", part.id)
      .executeTakeFirstOrThrow();
    expect(done.answered).toBe(3);
    await answerNext(part.id, true, at(1210));
    const after = await db()
      .selectFrom("sessionActivity")
      .selectAll()
      .where("id", "=", part.id)
      .executeTakeFirstOrThrow();
    expect(after.answered).toBe(3);
    expect(after.status).toBe("done");

    const evidence = await getAssignmentEvidence(db(), lopez.familyId, set, T0, "en");
    expect(evidence?.answers.map((a) => a.correct)).toEqual([true, false, true]);
    expect(evidence?.assignment).toMatchObject({ status: "done", answered: 3, correctCount: 2 });

    // Deleting it keeps its answers in the child's history.
    await deleteAssignment(db(), { familyId: lopez.familyId, assignmentId: set, now: at(1300) });
    const log = await db()
      .selectFrom("answerLog")
      .select("id")
      .where("contextId", "=", part.id)
      .where("context", "=", "session")
      .execute();
    expect(log).toHaveLength(3);
    const kept = await db()
      .selectFrom("sessionActivity")
      .select("assignmentId")
      .where("id", "=", part.id)
      .executeTakeFirstOrThrow();
    expect(kept.assignmentId).toBe(set);
    expect(await getAssignmentEvidence(db(), lopez.familyId, set, T0, "en")).toBeNull();
  });

  it("a skill assignment is done when its practice ends; a deleted one not yet begun is left out", async () => {
    const childId = await placedChild("Dani");
    const member = (await findMember(db(), lopez.familyId, childId))!;
    const skill = await create(childId, { note: "You can do it" });
    const gone = await create(childId, { kind: "practice-set", skillId: mathSkill(1), itemCount: "4" });
    const planned = await planTodaysSession(db(), member, T0);
    if (planned.status !== "ready") throw new Error("not planned");
    expect(planned.activities.slice(0, 2).map((a) => a.assignmentId)).toEqual([skill, gone]);
    await deleteAssignment(db(), { familyId: lopez.familyId, assignmentId: gone, now: T0 });

    const part = planned.activities[0]!;
    let clock = 10;
    while (await answerNext(part.id, true, at(clock))) {
      clock += 60;
      if (clock > 60 * 40) throw new Error("the skill part never ended");
    }
    const done = await row(skill);
    expect(done.status).toBe("done");
    expect(done.answered).toBeGreaterThan(0);
    expect(done.correctCount).toBe(done.answered);
    // The deleted practice set's part was left out without a question.
    const left = await db()
      .selectFrom("sessionActivity")
      .selectAll()
      .where("id", "=", planned.activities[1]!.id)
      .executeTakeFirstOrThrow();
    expect(left.answered).toBe(0);
    expect((await row(gone)).status).toBe("open");
  });

  it("shows assignments due on /calendar with their status, and in the feed with first name and subject only", async () => {
    const childId = await insertTestChild(db(), lopez.familyId, "Eva Martínez", { grade: 3 });
    const now = new Date();
    const today = localDay(now, "America/Chicago");
    const id = await createAssignment(db(), {
      familyId: lopez.familyId,
      userId: lopez.parent.user.id,
      childId,
      values: form({ dueDay: addDays(today, 2), note: "Private words" }),
      now,
    });
    if (id.status !== "saved") throw new Error("not saved");
    const calendar = await loadFamilyCalendar(db(), lopez.familyId, {
      from: today,
      to: addDays(today, 6),
      now,
      childId,
      locale: "en",
    });
    expect(calendar?.assignments[addDays(today, 2)]).toEqual([
      expect.objectContaining({ id: id.id, childId, status: "open", subject: "math" }),
    ]);
    const text = await buildFamilyFeed(db(), lopez.familyId, { now, t: createT("en"), publicUrl: "http://x.test" });
    const component = new ICAL.Component(ICAL.parse(text) as unknown[]);
    const due = component
      .getAllSubcomponents("vevent")
      .map((vevent) => new ICAL.Event(vevent))
      .filter((event) => event.uid === `assignment-${id.id}@brightpath`);
    expect(due).toHaveLength(1);
    expect(due[0]!.summary).toBe("Eva’s assignment is due");
    expect(due[0]!.description).toBe("Math");
    expect(due[0]!.startDate.toString()).toBe(addDays(today, 2));
    expect(text).not.toContain("Martínez");
    expect(text).not.toContain("Private words");
  });
});
