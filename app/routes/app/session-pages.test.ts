/**
 * The daily-session pages as the router calls them, with real sessions (issue 13): /activities
 * plans today's session, the activity page serves and records, every loader and action answers 404
 * for another family's activity and changes nothing, and a family whose sessions are paused by
 * billing sees the kind message, not a session.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertTestChild,
  rightAnswerFields,
  setTestBilling,
  takeTestPlacement,
  workingAtGrade,
} from "../../../tests/setup/factories.ts";
import { outcome, routeArgs } from "../../../tests/setup/route-args.ts";
import { registerAndSignIn, type TestParent } from "../../../tests/setup/signed-in-parent.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import * as activities from "./activities.tsx";
import * as activity from "./activity.tsx";
import { SCREEN_IN_REPLY } from "../../components/player/lean-step.ts";

type ListData = { children: { id: string; today: { status: string; currentActivityId?: string } }[] };

describe.each(testDialects())("the daily-session pages on %s", { timeout: 120_000 }, (kind) => {
  let database: TestDatabase;
  let services: TestServices;
  let billed: TestServices;
  let lopez: TestParent & { childId: string };
  let chen: TestParent;

  function call(parent: TestParent, path: string, params: Record<string, string>, form?: Record<string, string>) {
    const body = form ? new URLSearchParams(form) : undefined;
    return routeArgs(services, {
      path,
      cookie: parent.cookie,
      params,
      ...(body ? { body, headers: { "content-type": "application/x-www-form-urlencoded" } } : {}),
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    services = createTestServices(database);
    billed = createTestServices(database, {
      STRIPE_SECRET_KEY: "sk_test_brightpath",
      STRIPE_PUBLISHABLE_KEY: "pk_test_brightpath",
      STRIPE_WEBHOOK_SECRET: "whsec_sessions",
    });
    const maria = await registerAndSignIn(services, "maria.sessions@example.com", "Maria Lopez");
    chen = await registerAndSignIn(services, "wei.sessions@example.com", "Wei Chen");
    for (const familyId of [maria.familyId, chen.familyId]) {
      await database.db.updateTable("family").set({ hasCOPPAVerification: true }).where("id", "=", familyId).execute();
    }
    const childId = await insertTestChild(database.db, maria.familyId, "Ana", { subjects: ["math"] });
    const taken = await takeTestPlacement(database.db, maria.familyId, childId, "math", {
      start: new Date(Date.now() - 30 * 60_000),
      seconds: 5,
      strategy: workingAtGrade(3),
    });
    expect(taken.done).toBe(true);
    lopez = { ...maria, childId };
  }, 90_000);
  afterAll(() => database?.destroy());

  async function currentActivityId(): Promise<string> {
    const list = await outcome(activities.loader(call(lopez, "/activities", {})));
    const child = (list.data as ListData).children.find((entry) => entry.id === lopez.childId);
    expect(child?.today.status).toBe("ready");
    return child!.today.currentActivityId!;
  }

  it("plans today's session on /activities and runs it through the activity page", async () => {
    const activityId = await currentActivityId();
    // Visiting again resumes the same session.
    expect(await currentActivityId()).toBe(activityId);
    const params = { mode: "parent", activityId };
    const path = `/activities/parent/${activityId}`;
    const lesson = await outcome(activity.loader(call(lopez, path, params)));
    expect(lesson.data).toMatchObject({ kind: "lesson", mode: "parent" });
    expect(await outcome(activity.action(call(lopez, path, params, { intent: "lesson-done" })))).toMatchObject({
      status: 302,
      location: path,
    });
    const shown = await outcome(activity.loader(call(lopez, path, params)));
    const screen = shown.data as { kind: string; itemId: string; answerKey: string };
    expect(screen.kind).toBe("question");
    const empty = await outcome(
      activity.action(
        call(lopez, path, params, { intent: "answer", itemId: screen.itemId, answerKey: screen.answerKey }),
      ),
    );
    expect(empty.status).toBe(400);
    const row = await database.db
      .selectFrom("sessionActivity")
      .select("pendingJson")
      .where("id", "=", activityId)
      .executeTakeFirstOrThrow();
    const snapshot = (row.pendingJson as { snapshot: unknown }).snapshot;
    const form = {
      intent: "answer",
      itemId: screen.itemId,
      answerKey: screen.answerKey,
      ...rightAnswerFields(snapshot),
    };
    expect((await outcome(activity.action(call(lopez, path, params, form)))).status).toBe(302);
    expect((await outcome(activity.action(call(lopez, path, params, form)))).status).toBe(302);
    const logged = await database.db.selectFrom("answerLog").select("id").where("contextId", "=", activityId).execute();
    expect(logged).toHaveLength(1);
    // Skipping and "on paper" belong to parent mode.
    const childPath = `/activities/child/${activityId}`;
    expect(
      (await outcome(activity.action(call(lopez, childPath, { mode: "child", activityId }, { intent: "paper" }))))
        .status,
    ).toBe(403);
    expect(
      (await outcome(activity.loader(call(lopez, `/activities/other/${activityId}`, { mode: "other", activityId }))))
        .status,
    ).toBe(404);
  });

  it("answers 404 to another family on every loader and action, and changes nothing", async () => {
    const activityId = await currentActivityId();
    const before = await database.db
      .selectFrom("sessionActivity")
      .select(["version"])
      .where("id", "=", activityId)
      .executeTakeFirstOrThrow();
    for (const mode of ["parent", "child"]) {
      const params = { mode, activityId };
      const path = `/activities/${mode}/${activityId}`;
      expect((await outcome(activity.loader(call(chen, path, params)))).status).toBe(404);
      for (const intent of ["answer", "dont-know", "hint", "next", "lesson-done", "skip", "paper"]) {
        const result = await outcome(activity.action(call(chen, path, params, { intent, answerKey: "x", hint: "0" })));
        expect(result.status, `${mode} ${intent}`).toBe(404);
      }
    }
    const list = await outcome(activities.loader(call(chen, "/activities", {})));
    expect((list.data as ListData).children).toEqual([]);
    const after = await database.db
      .selectFrom("sessionActivity")
      .select(["version"])
      .where("id", "=", activityId)
      .executeTakeFirstOrThrow();
    expect(after.version).toBe(before.version);
  });

  it("shows the kind 'paused' message instead of a session when billing stops new sessions", async () => {
    const activityId = await currentActivityId();
    await setTestBilling(database.db, lopez.familyId, {
      trialEndsAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const args = (parent: TestParent, path: string, params: Record<string, string>, form?: Record<string, string>) => {
      const body = form ? new URLSearchParams(form) : undefined;
      return routeArgs(billed, {
        path,
        cookie: parent.cookie,
        params,
        ...(body ? { body, headers: { "content-type": "application/x-www-form-urlencoded" } } : {}),
      });
    };
    const params = { mode: "parent", activityId };
    const path = `/activities/parent/${activityId}`;
    expect((await outcome(activity.loader(args(lopez, path, params)))).data).toMatchObject({ kind: "paused" });
    const posted = await outcome(activity.action(args(lopez, path, params, { intent: "paper" })));
    expect(posted).toMatchObject({ status: 302, location: path });
    const row = await database.db
      .selectFrom("sessionActivity")
      .select(["onPaper"])
      .where("id", "=", activityId)
      .executeTakeFirstOrThrow();
    expect(row.onPaper).toBe(false);
    const list = await outcome(activities.loader(args(lopez, "/activities", {})));
    expect((list.data as ListData).children[0]?.today.status).toBe("paused");
    // Another family's activity is still not found while paused.
    expect((await outcome(activity.loader(args(chen, path, params)))).status).toBe(404);
  });

  it("with JavaScript each step's reply carries the next screen: once per answer, the loser shown the current one", async () => {
    // After the first test the part shows the feedback of a right answer.
    const activityId = await currentActivityId();
    const params = { mode: "parent", activityId };
    const path = `/activities/parent/${activityId}`;
    type Screen = { kind: string; itemId: string; answerKey: string };
    const step = (form: Record<string, string>) =>
      outcome(activity.action(call(lopez, path, params, { ...form, [SCREEN_IN_REPLY]: "1" })));
    const feedback = (await outcome(activity.loader(call(lopez, path, params)))).data as Screen;
    expect(feedback.kind).toBe("feedback");
    // "Next" pressed in two tabs at once: the item moves on once, and both are shown the same next question.
    const [tabA, tabB] = await Promise.all([
      step({ intent: "next", answerKey: feedback.answerKey }),
      step({ intent: "next", answerKey: feedback.answerKey }),
    ]);
    expect([tabA.status, tabB.status]).toEqual([200, 200]);
    const question = (tabA.data as { screen: Screen }).screen;
    expect(question.kind).toBe("question");
    expect((tabB.data as { screen: Screen }).screen).toMatchObject({ kind: "question", answerKey: question.answerKey });
    // An unusable answer: a 400 with the message, the same question in the reply.
    const unusable = await step({ intent: "answer", itemId: question.itemId, answerKey: question.answerKey });
    expect(unusable).toMatchObject({
      status: 400,
      data: { screen: { kind: "question", answerKey: question.answerKey } },
    });
    const row = await database.db
      .selectFrom("sessionActivity")
      .select("pendingJson")
      .where("id", "=", activityId)
      .executeTakeFirstOrThrow();
    const form = {
      intent: "answer",
      itemId: question.itemId,
      answerKey: question.answerKey,
      ...rightAnswerFields((row.pendingJson as { snapshot: unknown }).snapshot),
    };
    // The answer's reply is its feedback; the same post again is acknowledged with the same screen, stored once.
    const answered = await step(form);
    expect(answered).toMatchObject({
      status: 200,
      data: { screen: { kind: "feedback", answerKey: question.answerKey } },
    });
    expect(await step(form)).toMatchObject({
      status: 200,
      data: { screen: { kind: "feedback", answerKey: question.answerKey } },
    });
    const logged = await database.db
      .selectFrom("answerLog")
      .select("id")
      .where("idempotencyKey", "=", question.answerKey)
      .execute();
    expect(logged).toHaveLength(1);
    // Without JavaScript (no field) the same step still redirects: post/redirect/get.
    expect(
      await outcome(activity.action(call(lopez, path, params, { intent: "next", answerKey: question.answerKey }))),
    ).toMatchObject({ status: 302, location: path });
  });
});
