/**
 * POST /api/functions/{name} through the route module, on SQLite and PostgreSQL: the signed-in
 * call (cookie and bearer), the errors of the protocol, and that a refused call changes nothing.
 */
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../../db/ids.ts";
import { toJson } from "../../../db/type-parity.ts";
import { action, loader } from "../../routes/api/functions.ts";
import {
  insertTestChild,
  insertTestParent,
  takeTestPlacement,
  workingAtGrade,
} from "../../../tests/setup/factories.ts";
import { localDay } from "../plans/family-day.ts";
import { consumeRateLimit } from "../rate-limit.server.ts";
import { FUNCTION_RATE_LIMIT } from "./call-function.server.ts";
import { outcome, routeArgs, type RouteCall } from "../../../tests/setup/route-args.ts";
import { PASSWORD, registerAndSignIn, type TestParent } from "../../../tests/setup/signed-in-parent.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";

const DAY_MS = 86_400_000;

describe.each(testDialects())("callable functions on %s", { timeout: 120_000 }, (kind) => {
  let database: TestDatabase;
  let services: TestServices;
  let parent: TestParent;
  let anaId: string;
  let otherChildId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    services = createTestServices(database);
    parent = await registerAndSignIn(services, "functions@example.com");
    await database.db
      .updateTable("family")
      .set({ hasCOPPAVerification: true })
      .where("id", "=", parent.familyId)
      .execute();
    // Placed three days ago, so today's rebuild plans from a new day and differs from version 1.
    const placedAt = new Date(Date.now() - 3 * DAY_MS);
    anaId = await insertTestChild(database.db, parent.familyId, "Ana", { days: ["mon", "wed", "fri"] });
    const taken = await takeTestPlacement(database.db, parent.familyId, anaId, "math", {
      start: placedAt,
      seconds: 5,
      strategy: workingAtGrade(3),
    });
    expect(taken.done).toBe(true);
    const other = await insertTestParent(database.db, { name: "Wei Chen", consented: true });
    otherChildId = await insertTestChild(database.db, other.familyId, "Lin");
    await takeTestPlacement(database.db, other.familyId, otherChildId, "math", { start: placedAt, seconds: 5 });
  }, 120_000);
  afterAll(() => database?.destroy());

  const call = (name: string, extra: Partial<RouteCall> & { data?: unknown } = {}) => {
    const { data, ...rest } = extra;
    return outcome(
      action(
        routeArgs(services, {
          method: "POST",
          path: `/api/functions/${name}`,
          cookie: parent.cookie,
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ data }),
          params: { name },
          ...rest,
        }),
      ),
    );
  };

  async function versions(childId: string) {
    return database.db
      .selectFrom("learningPlanVersion")
      .innerJoin("learningPlan", "learningPlan.id", "learningPlanVersion.planId")
      .select(["learningPlanVersion.version", "learningPlanVersion.trigger", "learningPlanVersion.createdByUserId"])
      .where("learningPlan.childId", "=", childId)
      .orderBy("learningPlanVersion.version")
      .execute();
  }

  it("rebuildLearningPlan, signed in: a new version with trigger rebuild; the same plan again adds none", async () => {
    const first = await call("rebuildLearningPlan", { data: { memberId: anaId } });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.body).toEqual({
      data: { memberId: anaId, plans: [{ subject: "math", version: 2, rebuilt: true }] },
    });
    expect(await versions(anaId)).toEqual([
      { version: 1, trigger: "placement", createdByUserId: null },
      { version: 2, trigger: "rebuild", createdByUserId: parent.parent.user.id },
    ]);
    const again = await call("rebuildLearningPlan", { data: { memberId: anaId, subject: "math" } });
    expect(again.body).toEqual({
      data: { memberId: anaId, plans: [{ subject: "math", version: 2, rebuilt: false }] },
    });
    expect(await versions(anaId)).toHaveLength(2);
  });

  it("API clients sign in with Authorization: Bearer <session token>; a forged token is refused", async () => {
    const token = /brightpath\.session_token=([^;]+)/.exec(parent.cookie)?.[1];
    expect(token).toBeTruthy();
    const withToken = await call("rebuildLearningPlan", {
      cookie: "",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      data: { memberId: anaId },
    });
    expect(withToken.status).toBe(200);
    expect((withToken.body as { data: { memberId: string } }).data.memberId).toBe(anaId);
    // The token without its signature, or with another one, is not a session.
    const [unsigned] = decodeURIComponent(token!).split(".");
    for (const forged of [unsigned, `${unsigned}.AAAA`]) {
      const refused = await call("rebuildLearningPlan", {
        cookie: "",
        headers: { "content-type": "application/json", authorization: `Bearer ${forged}` },
        data: { memberId: anaId },
      });
      expect(refused.status).toBe(401);
    }
  });

  it("the session token is never copied into a response header a script could read", async () => {
    const signedIn = await services.auth.api.signInEmail({
      body: { email: "functions@example.com", password: PASSWORD },
      headers: new Headers({ "x-brightpath-client-ip": "192.0.2.77" }),
      returnHeaders: true,
    });
    expect(signedIn.headers.getSetCookie().join(";")).toContain("brightpath.session_token=");
    expect(signedIn.headers.get("set-auth-token")).toBeNull();
  });

  it("no session: unauthenticated, and nothing changes", async () => {
    const before = await versions(anaId);
    const result = await call("rebuildLearningPlan", { cookie: "", data: { memberId: anaId } });
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ error: { status: "UNAUTHENTICATED", message: expect.stringContaining("Sign in") } });
    expect(await versions(anaId)).toEqual(before);
  });

  it("another family's child, an unknown or malformed id: not-found, and their plan is untouched", async () => {
    const before = await versions(otherChildId);
    for (const memberId of [otherChildId, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const result = await call("rebuildLearningPlan", { data: { memberId } });
      expect(result.status, memberId).toBe(404);
      expect(result.body).toEqual({ error: { status: "NOT_FOUND", message: "No child with this id in your family." } });
    }
    expect(await versions(otherChildId)).toEqual(before);
  });

  it("bad bodies: invalid-argument with what to send, and nothing changes", async () => {
    const before = await versions(anaId);
    const cases: { name: string; headers?: Record<string, string>; body: string; message: RegExp }[] = [
      {
        name: "a form",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "a=b",
        message: /JSON/,
      },
      { name: "broken JSON", body: '{"data":', message: /must be JSON/ },
      { name: "no data field", body: `{"memberId":"${anaId}"}`, message: /data field/ },
      { name: "an array", body: "[1]", message: /data field/ },
      { name: "no memberId", body: '{"data":{}}', message: /^data\.memberId: / },
      { name: "a bad subject", body: `{"data":{"memberId":"${anaId}","subject":"art"}}`, message: /^data\.subject:/ },
      { name: "an unknown field", body: `{"data":{"memberId":"${anaId}","force":true}}`, message: /^data: .*force/ },
    ];
    for (const probe of cases) {
      const result = await call("rebuildLearningPlan", {
        headers: probe.headers ?? { "content-type": "application/json" },
        body: probe.body,
      });
      expect([400, 415], probe.name).toContain(result.status);
      const error = (result.body as { error: { status: string; message: string } }).error;
      expect(error.status, probe.name).toBe("INVALID_ARGUMENT");
      expect(error.message, probe.name).toMatch(probe.message);
    }
    expect(await versions(anaId)).toEqual(before);
  });

  it("an unknown function: not-found naming it; GET: 405 saying to POST", async () => {
    const unknown = await call("buildTheMoon", { data: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      error: { status: "NOT_FOUND", message: 'There is no function named "buildTheMoon".' },
    });
    const get = await outcome(loader());
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("a child without a finished placement: failed-precondition", async () => {
    const newcomer = await insertTestChild(database.db, parent.familyId, "Noa");
    const result = await call("rebuildLearningPlan", { data: { memberId: newcomer } });
    expect(result.status).toBe(400);
    expect((result.body as { error: { status: string } }).error.status).toBe("FAILED_PRECONDITION");
  });

  it("streams progress messages, then the result, as server-sent events", async () => {
    const result = await call("rebuildLearningPlan", {
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      data: { memberId: anaId },
    });
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toContain("text/event-stream");
    expect(result.headers.get("cache-control")).toContain("no-transform");
    const events = String(result.body)
      .split("\n\n")
      .filter(Boolean)
      .map((block) => JSON.parse(block.replace(/^data: /, "")) as Record<string, unknown>);
    expect(events[0]).toEqual({ message: { step: "rebuilding", subject: "math" } });
    expect(events.at(-1)).toEqual({
      result: { memberId: anaId, plans: [{ subject: "math", version: 2, rebuilt: false }] },
    });
    const failing = await call("rebuildLearningPlan", {
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      data: { memberId: otherChildId },
    });
    expect(String(failing.body)).toBe(
      'data: {"error":{"status":"NOT_FOUND","message":"No child with this id in your family."}}\n\n',
    );
  });

  it("buildReportPdf: the report of the month so far as a PDF, with the practice since the placement", async () => {
    // Two days of practice as the daily sessions will log it: copies of placement answers, in
    // context "session", answered yesterday and today (30 s each; one rapid guess).
    const placed = await database.db
      .selectFrom("answerLog")
      .selectAll()
      .where("childId", "=", anaId)
      .where("context", "=", "placement")
      .orderBy("sequence")
      .limit(8)
      .execute();
    const sessionId = newId();
    await database.db
      .insertInto("answerLog")
      .values(
        placed.map((row, index) => {
          const answeredAt = new Date(Date.now() - (index < 4 ? DAY_MS : 60_000)).toISOString();
          return {
            ...row,
            id: newId(),
            context: "session" as const,
            contextId: sessionId,
            sequence: index + 1,
            rapidGuess: index === 7,
            responseTimeMs: index === 7 ? 900 : 30_000,
            idempotencyKey: `report-test-${index}`,
            shownAt: answeredAt,
            answeredAt,
            snapshotJson: toJson(row.snapshotJson),
            responseJson: toJson(row.responseJson),
          };
        }),
      )
      .execute();
    // The sessions' active minutes (what the report's minutes count): 5 yesterday, 3 today.
    const timeZone = (
      await database.db
        .selectFrom("family")
        .select("timeZone")
        .where("id", "=", parent.familyId)
        .executeTakeFirstOrThrow()
    ).timeZone;
    for (const [ago, minutes] of [
      [DAY_MS, 5],
      [60_000, 3],
    ] as const) {
      const at = new Date(Date.now() - ago).toISOString();
      const daily = newId();
      await database.db
        .insertInto("dailySession")
        .values({
          id: daily,
          childId: anaId,
          day: localDay(new Date(Date.now() - ago), timeZone),
          status: "ended",
          partsJson: toJson([]),
          changesJson: toJson([]),
          activeMs: minutes * 60_000,
          lastActivityAt: at,
          version: 2,
          createdAt: at,
          startedAt: at,
          endedAt: at,
        })
        .execute();
      await database.db
        .insertInto("sessionActivity")
        .values({
          id: newId(),
          sessionId: daily,
          childId: anaId,
          position: 0,
          kind: "lesson-practice",
          subject: "math",
          skillId: null,
          passageId: null,
          theme: null,
          plannedMinutes: minutes,
          status: "done",
          stateJson: toJson({}),
          stateSchemaVersion: 1,
          pendingJson: null,
          pendingShownAt: null,
          answered: 4,
          correctCount: 3,
          activeMs: minutes * 60_000,
          onPaper: false,
          version: 2,
          startedAt: at,
          endedAt: at,
          updatedAt: at,
        })
        .execute();
    }
    const result = await call("buildReportPdf", { data: { memberId: anaId, subject: "math" } });
    expect(result.status).toBe(200);
    const answer = (result.body as { data: { fileName: string; contentType: string; pdfBase64: string } }).data;
    expect(answer.contentType).toBe("application/pdf");
    expect(answer.fileName).toMatch(/^brightpath-report-ana-math-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = new Uint8Array(Buffer.from(answer.pdfBase64, "base64"));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const words = text.replace(/\s+/g, " ");
    expect(words).toContain("Ana's progress report");
    // The sessions' active minutes (5 + 3 over the 2 days), 1 quick answer among the 8.
    expect(words).toContain("8 minutes practiced on 2 days");
    expect(words).toContain("1 very quick answer");
    // No second placement yet: no strand claims a change.
    expect(words).toContain("Not measured again yet:");
    expect(words).not.toContain("measurement error: the ranges");

    const other = await call("buildReportPdf", { data: { memberId: otherChildId, subject: "math" } });
    expect(other.status).toBe(404);
    const reading = await call("buildReportPdf", { data: { memberId: anaId, subject: "reading" } });
    expect((reading.body as { error: { status: string } }).error.status).toBe("FAILED_PRECONDITION");
  });

  it("too many calls from one parent: resource-exhausted with Retry-After, and nothing runs", async () => {
    const caller = await registerAndSignIn(services, "busy@example.com");
    const key = `functions:user:${caller.parent.user.id}`;
    for (let n = 0; n < FUNCTION_RATE_LIMIT.limit; n++) await consumeRateLimit(database.db, key, FUNCTION_RATE_LIMIT);
    const result = await call("rebuildLearningPlan", { cookie: caller.cookie, data: { memberId: anaId } });
    expect(result.status).toBe(429);
    expect((result.body as { error: { status: string } }).error.status).toBe("RESOURCE_EXHAUSTED");
    expect(Number(result.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("a family without parental consent: permission-denied", async () => {
    const newParent = await registerAndSignIn(services, "no-consent@example.com");
    const result = await call("rebuildLearningPlan", { cookie: newParent.cookie, data: { memberId: anaId } });
    expect(result.status).toBe(403);
    expect((result.body as { error: { status: string } }).error.status).toBe("PERMISSION_DENIED");
  });
});
