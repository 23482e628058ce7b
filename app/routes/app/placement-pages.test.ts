/**
 * The placement, plan and member-details pages as the router calls them, with real sessions:
 * every loader and action answers 404 for another family's child and changes nothing
 * (issue 12 "Data"; SECURITY.md "Access").
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertTestChild,
  rightAnswerFields,
  takeTestPlacement,
  workingAtGrade,
} from "../../../tests/setup/factories.ts";
import { registerAndSignIn, type TestParent } from "../../../tests/setup/signed-in-parent.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import { requestContext, servicesContext } from "../../context.ts";
import { childValues } from "../../../tests/setup/factories.ts";
import * as childSetup from "./child-setup.tsx";
import * as learningPlan from "./learning-plan.tsx";
import * as memberDetails from "./member-details.tsx";
import * as placementResult from "./placement-result.tsx";
import * as placement from "./placement.tsx";
import { SCREEN_IN_REPLY } from "../../components/player/lean-step.ts";

const ORIGIN = "http://brightpath.test";
type Outcome = { status: number; location?: string | null; data?: unknown };

async function outcome(promise: Promise<unknown>): Promise<Outcome> {
  let value: unknown;
  try {
    value = await promise;
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) return { status: value.status, location: value.headers.get("Location") };
  if (value && typeof value === "object" && "init" in value && "data" in value) {
    const init = (value.init ?? {}) as ResponseInit;
    return { status: init.status ?? 200, data: value.data };
  }
  return { status: 200, data: value };
}

describe.each(testDialects())("the placement and plan pages on %s", { timeout: 90_000 }, (kind) => {
  let database: TestDatabase;
  let services: TestServices;
  let lopez: TestParent & { childId: string };
  let chen: TestParent;

  function args(
    parent: TestParent,
    path: string,
    params: Record<string, string>,
    form?: Record<string, string | string[]>,
  ) {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, { requestId: "t", cspNonce: "n", logger: services.logger, clientIp: "192.0.2.21" });
    let body: FormData | undefined;
    if (form) {
      body = new FormData();
      for (const [name, value] of Object.entries(form)) {
        for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
      }
    }
    const request = new Request(`${ORIGIN}${path}`, {
      method: form ? "POST" : "GET",
      headers: { cookie: parent.cookie, origin: ORIGIN },
      ...(body ? { body } : {}),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the router's full argument object is not needed here
    return { request, context, params } as any;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    services = createTestServices(database);
    const maria = await registerAndSignIn(services, "maria@example.com", "Maria Lopez");
    chen = await registerAndSignIn(services, "wei@example.com", "Wei Chen");
    for (const familyId of [maria.familyId, chen.familyId]) {
      await database.db.updateTable("family").set({ hasCOPPAVerification: true }).where("id", "=", familyId).execute();
    }
    const childId = await insertTestChild(database.db, maria.familyId, "Ana", { subjects: ["math", "reading"] });
    lopez = { ...maria, childId };
  }, 60_000);
  afterAll(() => database?.destroy());

  it("runs the check through the pages: start, a question, an unusable answer, a right one", async () => {
    const params = { memberId: lopez.childId, subject: "math" };
    const path = `/placement/${lopez.childId}/math`;
    const intro = await outcome(placement.loader(args(lopez, path, params)));
    expect(intro).toMatchObject({ status: 200, data: { kind: "not-started", childName: "Ana" } });
    expect(await outcome(placement.action(args(lopez, path, params, { intent: "start" })))).toMatchObject({
      status: 302,
      location: path,
    });
    const shown = await outcome(placement.loader(args(lopez, path, params)));
    const screen = shown.data as { kind: string; itemId: string; answerKey: string; checkId: string };
    expect(screen.kind).toBe("question");
    const empty = await outcome(
      placement.action(
        args(lopez, path, params, { itemId: screen.itemId, answerKey: screen.answerKey, intent: "answer" }),
      ),
    );
    expect(empty.status).toBe(400);
    expect((empty.data as { error: string }).error.length).toBeGreaterThan(5);
    const row = await database.db
      .selectFrom("placementCheck")
      .select("pendingJson")
      .where("id", "=", screen.checkId)
      .executeTakeFirstOrThrow();
    const form = {
      itemId: screen.itemId,
      answerKey: screen.answerKey,
      intent: "answer",
      ...rightAnswerFields(row.pendingJson),
    };
    expect(await outcome(placement.action(args(lopez, path, params, form)))).toMatchObject({
      status: 302,
      location: path,
    });
    // The same form again (a double click that got through): acknowledged, stored once.
    expect(await outcome(placement.action(args(lopez, path, params, form)))).toMatchObject({
      status: 302,
      location: path,
    });
    const answers = await database.db
      .selectFrom("answerLog")
      .select("id")
      .where("childId", "=", lopez.childId)
      .execute();
    expect(answers).toHaveLength(1);
  });

  it("shows the result, the plan with its id for feedback, goals, and member details once the check ends", async () => {
    await takeTestPlacement(database.db, lopez.familyId, lopez.childId, "math", { strategy: workingAtGrade(3) });
    const params = { memberId: lopez.childId, subject: "math" };
    const placementPath = `/placement/${lopez.childId}/math`;
    expect(await outcome(placement.loader(args(lopez, placementPath, params)))).toMatchObject({
      status: 302,
      location: `${placementPath}/result`,
    });
    const result = await outcome(placementResult.loader(args(lopez, `${placementPath}/result`, params)));
    expect(result).toMatchObject({ status: 200, data: { view: { status: "ready", childName: "Ana" } } });

    const planPath = `/learning-plan/${lopez.childId}`;
    const plan = await outcome(learningPlan.loader(args(lopez, planPath, { memberId: lopez.childId })));
    const planData = plan.data as { learningPlanId: string; plans: { version: number }[]; waiting: string[] };
    expect(planData.learningPlanId).toMatch(/^[0-9a-f-]{36}$/);
    expect(planData.plans[0]?.version).toBe(1);
    expect(planData.waiting).toEqual(["reading"]);
    const bad = await outcome(
      learningPlan.action(args(lopez, planPath, { memberId: lopez.childId }, { testDate: "soon" })),
    );
    expect(bad.status).toBe(400);
    const saved = await outcome(
      learningPlan.action(
        args(
          lopez,
          planPath,
          { memberId: lopez.childId },
          { testDate: "2027-04-14", focusStrands: ["fractions-ratios"] },
        ),
      ),
    );
    expect(saved).toMatchObject({ status: 302, location: `${planPath}?saved=1#goals` });
    const after = await outcome(learningPlan.loader(args(lopez, planPath, { memberId: lopez.childId })));
    expect((after.data as { plans: { version: number }[] }).plans[0]?.version).toBe(2);

    // The dashboard's Personalize: goals and interests in one form, then to the rebuilt plan.
    const personalizePath = `${planPath}?personalize`;
    const form = await outcome(learningPlan.loader(args(lopez, personalizePath, { memberId: lopez.childId })));
    expect(form.data).toMatchObject({ personalize: true, member: { interests: expect.any(Array) } });
    const tooFew = await outcome(
      learningPlan.action(
        args(lopez, personalizePath, { memberId: lopez.childId }, { intent: "personalize", interests: ["space"] }),
      ),
    );
    expect(tooFew).toMatchObject({
      status: 400,
      // What the parent sent comes back, so the form shows it as typed beside the message.
      data: { errors: { interests: expect.any(String) }, submitted: { interests: ["space"] } },
    });
    const personalized = await outcome(
      learningPlan.action(
        args(
          lopez,
          personalizePath,
          { memberId: lopez.childId },
          { intent: "personalize", interests: ["space", "music", "sports"], focusStrands: ["geometry"] },
        ),
      ),
    );
    expect(personalized).toMatchObject({ status: 302, location: `${planPath}?personalized&saved=1` });
    const rebuilt = await outcome(
      learningPlan.loader(args(lopez, `${planPath}?personalized&saved=1`, { memberId: lopez.childId })),
    );
    expect(rebuilt.data).toMatchObject({ personalized: true, plans: [{ version: 3 }] });

    const details = await outcome(
      memberDetails.loader(args(lopez, `/member-details/${lopez.childId}`, { memberId: lopez.childId })),
    );
    const subjects = (details.data as { subjects: { answers: unknown[] }[] }).subjects;
    expect(subjects[0]?.answers.length).toBeGreaterThan(5);
  });

  it("child setup passes what the parent already knows to the plan as goals, and keeps the browser's time zone", async () => {
    const bad = await outcome(
      childSetup.action(
        args(
          chen,
          "/child-setup",
          {},
          { ...childValues({ displayName: "Lin" }), testDate: "April", timeZone: "Asia/Tokyo" },
        ),
      ),
    );
    expect(bad.status).toBe(400);
    expect((bad.data as { goalErrors: Record<string, string> }).goalErrors).toEqual({
      testDate: "placement.goals.error.testDate",
    });
    expect(await database.db.selectFrom("child").select("id").where("familyId", "=", chen.familyId).execute()).toEqual(
      [],
    );
    const added = await outcome(
      childSetup.action(
        args(
          chen,
          "/child-setup",
          {},
          {
            ...childValues({ displayName: "Lin" }),
            testDate: "2027-04-14",
            focusStrands: ["fractions-ratios"],
            note: "STAAR in April",
            timeZone: "Asia/Tokyo",
          },
        ),
      ),
    );
    expect(added).toMatchObject({ status: 302, location: "/dashboard" });
    const child = await database.db
      .selectFrom("child")
      .select("goalsJson")
      .where("familyId", "=", chen.familyId)
      .executeTakeFirstOrThrow();
    expect(child.goalsJson).toEqual({
      testDate: "2027-04-14",
      focusStrands: ["fractions-ratios"],
      note: "STAAR in April",
    });
    const family = await database.db
      .selectFrom("family")
      .select("timeZone")
      .where("id", "=", chen.familyId)
      .executeTakeFirstOrThrow();
    expect(family.timeZone).toBe("Asia/Tokyo");
    await database.db.deleteFrom("child").where("familyId", "=", chen.familyId).execute();
  });

  it("answers 404 for another family's child on every page and action, and changes nothing", async () => {
    const before = await database.db.selectFrom("answerLog").select("id").execute();
    const versions = await database.db.selectFrom("learningPlanVersion").select("id").execute();
    const params = { memberId: lopez.childId, subject: "reading" };
    const path = `/placement/${lopez.childId}/reading`;
    const attempts = [
      placement.loader(args(chen, path, params)),
      placement.action(args(chen, path, params, { intent: "start" })),
      placement.action(
        args(chen, path, params, {
          intent: "dont-know",
          itemId: "x",
          answerKey: "0190a0b0-0000-7000-8000-000000000000",
        }),
      ),
      placementResult.loader(args(chen, `${path}/result`, params)),
      learningPlan.loader(args(chen, `/learning-plan/${lopez.childId}`, { memberId: lopez.childId })),
      learningPlan.action(
        args(chen, `/learning-plan/${lopez.childId}`, { memberId: lopez.childId }, { note: "mine now" }),
      ),
      learningPlan.action(
        args(
          chen,
          `/learning-plan/${lopez.childId}?personalize`,
          { memberId: lopez.childId },
          { intent: "personalize", interests: ["space", "music", "sports"] },
        ),
      ),
      memberDetails.loader(args(chen, `/member-details/${lopez.childId}`, { memberId: lopez.childId })),
    ];
    for (const attempt of await Promise.all(attempts.map(outcome))) expect(attempt.status).toBe(404);
    expect(await database.db.selectFrom("answerLog").select("id").execute()).toEqual(before);
    expect(await database.db.selectFrom("learningPlanVersion").select("id").execute()).toEqual(versions);
    const check = await database.db
      .selectFrom("placementCheck")
      .select("id")
      .where("childId", "=", lopez.childId)
      .where("subject", "=", "reading")
      .executeTakeFirst();
    expect(check).toBeUndefined();
  });

  it("with JavaScript an answer's reply carries the next question: once per answer, the loser shown the current one", async () => {
    const params = { memberId: lopez.childId, subject: "reading" };
    const path = `/placement/${lopez.childId}/reading`;
    await outcome(placement.action(args(lopez, path, params, { intent: "start" })));
    type Screen = { kind: string; itemId: string; answerKey: string; checkId: string };
    const first = (await outcome(placement.loader(args(lopez, path, params)))).data as Screen;
    const step = (form: Record<string, string>) =>
      outcome(placement.action(args(lopez, path, params, { ...form, [SCREEN_IN_REPLY]: "1" })));
    // An unusable answer: a 400 with the message, the same question in the reply, nothing stored.
    const unusable = await step({ itemId: first.itemId, answerKey: first.answerKey, intent: "answer" });
    expect(unusable.status).toBe(400);
    expect(unusable.data).toMatchObject({ screen: { kind: "question", answerKey: first.answerKey } });
    const pendingOf = async () =>
      (
        await database.db
          .selectFrom("placementCheck")
          .select("pendingJson")
          .where("id", "=", first.checkId)
          .executeTakeFirstOrThrow()
      ).pendingJson;
    const form = {
      itemId: first.itemId,
      answerKey: first.answerKey,
      intent: "answer",
      ...rightAnswerFields(await pendingOf()),
    };
    const answered = await step(form);
    expect(answered.status).toBe(200);
    const next = (answered.data as { screen: Screen }).screen;
    expect(next.kind).toBe("question");
    expect(next.answerKey).not.toBe(first.answerKey);
    // The same post again (a resent request): stored once, and the reply is the current question.
    expect(await step(form)).toMatchObject({ status: 200, data: { screen: { answerKey: next.answerKey } } });
    // Two tabs answer the next question at once: one answer is stored, both are shown the current question.
    const nextForm = {
      itemId: next.itemId,
      answerKey: next.answerKey,
      intent: "answer",
      ...rightAnswerFields(await pendingOf()),
    };
    const [tabA, tabB] = await Promise.all([step(nextForm), step({ ...nextForm, intent: "dont-know" })]);
    const shownA = (tabA.data as { screen: Screen }).screen;
    const shownB = (tabB.data as { screen: Screen }).screen;
    expect([tabA.status, tabB.status]).toEqual([200, 200]);
    const current = (await outcome(placement.loader(args(lopez, path, params)))).data as Screen;
    expect(current.answerKey).not.toBe(next.answerKey);
    expect(shownA.answerKey).toBe(current.answerKey);
    expect(shownB.answerKey).toBe(current.answerKey);
    const stored = await database.db
      .selectFrom("answerLog")
      .select("idempotencyKey")
      .where("contextId", "=", first.checkId)
      .execute();
    expect(stored.map((row) => row.idempotencyKey).sort()).toEqual([first.answerKey, next.answerKey].sort());
    // Without JavaScript (no field) the same kind of post still redirects: post/redirect/get.
    const plain = await outcome(
      placement.action(
        args(lopez, path, params, { itemId: current.itemId, answerKey: current.answerKey, intent: "dont-know" }),
      ),
    );
    expect(plain).toMatchObject({ status: 302, location: path });
  });
});
