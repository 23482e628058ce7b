/**
 * The progress report on SQLite and PostgreSQL (issue 16): the day-30 report's minutes come from
 * the daily sessions' active time, per subject; the report page and its PDF download answer only
 * for a child of the signed-in parent's consented family (404 otherwise), and the PDF holds text.
 */
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../../db/ids.ts";
import { toJson } from "../../../db/type-parity.ts";
import { loader as day7Loader } from "../../routes/app/progress-day-7.tsx";
import { loader as pageLoader } from "../../routes/app/progress.tsx";
import { action as pdfAction, loader as pdfLoader } from "../../routes/resources/progress-pdf.ts";
import {
  insertTestChild,
  insertTestParent,
  takeTestPlacement,
  workingAtGrade,
} from "../../../tests/setup/factories.ts";
import { outcome, routeArgs } from "../../../tests/setup/route-args.ts";
import { registerAndSignIn, type TestParent } from "../../../tests/setup/signed-in-parent.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import { localDay } from "../plans/family-day.ts";
import type { Day7FindingView } from "./day-7.server.ts";
import { loadProgressReport } from "./load-progress-report.server.ts";

const DAY_MS = 86_400_000;
const MINUTE = 60_000;

describe.each(testDialects())("the progress report on %s", { timeout: 180_000 }, (kind) => {
  let database: TestDatabase;
  let services: TestServices;
  let parent: TestParent;
  let anaId: string;
  let benId: string;
  let otherChildId: string;
  let yesterday: string;
  let today: string;

  /** A stored daily session on `day` whose parts have the given subjects and active minutes. */
  async function insertSession(childId: string, day: string, parts: { subject: string; minutes: number }[]) {
    const sessionId = newId();
    const at = new Date().toISOString();
    const totalMs = parts.reduce((sum, part) => sum + part.minutes * MINUTE, 0);
    await database.db
      .insertInto("dailySession")
      .values({
        id: sessionId,
        childId,
        day,
        status: "ended",
        partsJson: toJson([]),
        changesJson: toJson([]),
        activeMs: totalMs,
        lastActivityAt: at,
        version: 3,
        createdAt: at,
        startedAt: at,
        endedAt: at,
      })
      .execute();
    await database.db
      .insertInto("sessionActivity")
      .values(
        parts.map((part, position) => ({
          id: newId(),
          sessionId,
          childId,
          position,
          kind: part.subject === "reading" ? ("reading" as const) : ("lesson-practice" as const),
          subject: part.subject,
          skillId: null,
          passageId: null,
          theme: null,
          plannedMinutes: part.minutes,
          status: "done" as const,
          stateJson: toJson({}),
          stateSchemaVersion: 1,
          pendingJson: null,
          pendingShownAt: null,
          answered: 0,
          correctCount: 0,
          activeMs: part.minutes * MINUTE,
          onPaper: false,
          version: 2,
          startedAt: at,
          endedAt: at,
          updatedAt: at,
        })),
      )
      .execute();
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    services = createTestServices(database);
    parent = await registerAndSignIn(services, "progress@example.com");
    await database.db
      .updateTable("family")
      .set({ hasCOPPAVerification: true })
      .where("id", "=", parent.familyId)
      .execute();
    const placedAt = new Date(Date.now() - 3 * DAY_MS);
    anaId = await insertTestChild(database.db, parent.familyId, "Ana María", { subjects: ["math", "reading"] });
    for (const subject of ["math", "reading"] as const) {
      const taken = await takeTestPlacement(database.db, parent.familyId, anaId, subject, {
        start: placedAt,
        seconds: 5,
        strategy: workingAtGrade(4),
      });
      expect(taken.done).toBe(true);
    }
    // Ben has no placement yet.
    benId = await insertTestChild(database.db, parent.familyId, "Ben");
    const other = await insertTestParent(database.db, { name: "Wei Chen", consented: true });
    otherChildId = await insertTestChild(database.db, other.familyId, "Lin");
    await takeTestPlacement(database.db, other.familyId, otherChildId, "math", { start: placedAt, seconds: 5 });

    const family = await database.db
      .selectFrom("family")
      .select("timeZone")
      .where("id", "=", parent.familyId)
      .executeTakeFirstOrThrow();
    today = localDay(new Date(), family.timeZone);
    yesterday = localDay(new Date(Date.now() - DAY_MS), family.timeZone);
    // Yesterday: 12 minutes of math and an 8-minute reading passage; today: 7 minutes of math.
    await insertSession(anaId, yesterday, [
      { subject: "math", minutes: 12 },
      { subject: "reading", minutes: 8 },
    ]);
    await insertSession(anaId, today, [{ subject: "math", minutes: 7 }]);
    // Another family's child practised too: never part of Ana's report.
    await insertSession(otherChildId, today, [{ subject: "math", minutes: 20 }]);
  }, 180_000);
  afterAll(() => database?.destroy());

  it("takes each day's minutes from the sessions' active time in that subject, never twice", async () => {
    const math = await loadProgressReport(database.db, parent.familyId, anaId, "math");
    const reading = await loadProgressReport(database.db, parent.familyId, anaId, "reading");
    if (math.status !== "ready" || reading.status !== "ready") throw new Error("no report");
    const minutes = (load: typeof math & { status: "ready" }) =>
      Object.fromEntries(load.data.report.minutesByDay.filter((d) => d.minutes > 0).map((d) => [d.date, d.minutes]));
    expect(minutes(math)).toEqual({ [yesterday]: 12, [today]: 7 });
    // The reading passage had no answers logged, yet its minutes count on its day.
    expect(minutes(reading)).toEqual({ [yesterday]: 8 });
    expect(math.data.report.totalMinutes).toBe(19);
    expect(reading.data.report.totalMinutes).toBe(8);
  });

  const page = (memberId: string, query = "", cookie = parent.cookie) =>
    outcome(pageLoader(routeArgs(services, { path: `/progress/${memberId}${query}`, cookie, params: { memberId } })));
  const pdf = (memberId: string, subject: string, cookie = parent.cookie) =>
    outcome(
      pdfLoader(
        routeArgs(services, { path: `/progress/${memberId}/${subject}.pdf`, cookie, params: { memberId, subject } }),
      ),
    );

  it("the report page shows the chosen subject's report, privately; another family's child is 404", async () => {
    const shown = await page(anaId, "?subject=reading");
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("no-store");
    const loaded = shown.data as {
      member: { displayName: string };
      report: { placed: string[]; subject: string; day: number; data: { report: { totalMinutes: number } } };
    };
    expect(loaded.member.displayName).toBe("Ana María");
    expect(loaded.report.placed).toEqual(["math", "reading"]);
    expect(loaded.report.subject).toBe("reading");
    expect(loaded.report.day).toBe(4);
    expect(loaded.report.data.report.totalMinutes).toBe(8);
    // No subject: the first placed one.
    expect(((await page(anaId)).data as typeof loaded).report.subject).toBe("math");

    expect((await page(otherChildId)).status).toBe(404);
    expect((await page("not-a-uuid")).status).toBe(404);
    expect((await page(anaId, "?subject=science")).status).toBe(404);
    // Signed out: the sign-in page, not the report.
    const signedOut = await page(anaId, "", "");
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toMatch(/^\/login/);
  });

  it("a child without a finished placement gets the page that says when the report starts", async () => {
    const shown = await page(benId);
    expect(shown.status).toBe(200);
    expect(shown.data).toEqual({ member: { id: benId, displayName: "Ben" }, report: null });
    expect((await pdf(benId, "math")).status).toBe(404);
  });

  it("the PDF download is the report as text, named by the child's first name; others' are 404", async () => {
    const got = await pdf(anaId, "math");
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("application/pdf");
    expect(got.headers.get("cache-control")).toBe("no-store");
    expect(got.headers.get("content-disposition")).toBe(
      `attachment; filename="brightpath-report-ana-math-${today}.pdf"`,
    );
    const response = (await pdfLoader(
      routeArgs(services, {
        path: `/progress/${anaId}/math.pdf`,
        cookie: parent.cookie,
        params: { memberId: anaId, subject: "math" },
      }),
    )) as Response;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const words = text.replace(/\s+/g, " ");
    expect(words).toContain("Ana María's progress report");
    expect(words).toContain("19 minutes practiced on 2 days");

    expect((await pdf(otherChildId, "math")).status).toBe(404);
    expect((await pdf(anaId, "science")).status).toBe(404);
    expect((await pdf(anaId, "math", "")).status).toBe(302);
    const post = await outcome(() => pdfAction());
    expect(post.status).toBe(405);
  });

  it("day 7: each win with the day-1 and later questions; a skill not there yet is said plainly", async () => {
    // Cleo finished her placement 9 days ago, answering like a grade-3 child (some misses).
    const placedAt = new Date(Date.now() - 9 * DAY_MS);
    const cleoId = await insertTestChild(database.db, parent.familyId, "Cleo");
    await takeTestPlacement(database.db, parent.familyId, cleoId, "math", {
      start: placedAt,
      seconds: 5,
      strategy: workingAtGrade(3),
    });
    const placed = await database.db
      .selectFrom("answerLog")
      .selectAll()
      .where("childId", "=", cleoId)
      .where("context", "=", "placement")
      .where("rapidGuess", "=", false)
      .orderBy("sequence")
      .execute();
    const missedSkills = [...new Set(placed.filter((row) => !row.correct).map((row) => row.skillId))];
    expect(missedSkills.length).toBeGreaterThanOrEqual(2);
    const [winSkill, notYetSkill] = missedSkills as [string, string];
    const missed = (skillId: string) => placed.find((row) => row.skillId === skillId && !row.correct)!;
    // Session answers (copies of the missed questions): week one (5 days ago) and today.
    const sessionId = newId();
    let sequence = 0;
    const practise = (skillId: string, ago: number, correct: boolean) => {
      const row = missed(skillId);
      const at = new Date(Date.now() - ago).toISOString();
      sequence += 1;
      return {
        ...row,
        id: newId(),
        context: "session" as const,
        contextId: sessionId,
        sequence,
        correct,
        idempotencyKey: `day7-${sequence}`,
        shownAt: at,
        answeredAt: at,
        snapshotJson: toJson(row.snapshotJson),
        responseJson: toJson(row.responseJson),
      };
    };
    await database.db
      .insertInto("answerLog")
      .values([
        practise(winSkill, 5 * DAY_MS, false),
        practise(winSkill, 5 * DAY_MS - 60_000, true),
        practise(notYetSkill, 5 * DAY_MS, false),
        practise(winSkill, 60_000, true),
        practise(notYetSkill, 60_000, false),
      ])
      .execute();

    const day7 = (memberId: string, query = "") =>
      outcome(
        day7Loader(
          routeArgs(services, {
            path: `/progress/${memberId}/day-7${query}`,
            cookie: parent.cookie,
            params: { memberId },
          }),
        ),
      );
    const shown = await day7(cleoId);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("no-store");
    const loaded = shown.data as {
      subject: string;
      day7: { status: string; findings: Day7FindingView[]; nextSkillIds: string[] };
    };
    expect(loaded.subject).toBe("math");
    expect(loaded.day7.status).toBe("ready");
    const bySkill = new Map(loaded.day7.findings.map((finding) => [finding.skillId, finding]));
    const win = bySkill.get(winSkill)!;
    expect(win.kind).toBe("win");
    expect(loaded.day7.findings[0]!.kind).toBe("win");
    // The evidence: the placement question missed on day 1 and today's answer, both re-rendered.
    expect(win.then?.id).toBe(missed(winSkill).id);
    expect(win.then?.correct).toBe(false);
    expect(win.then?.question?.prompt).toBeTruthy();
    expect(win.now.correct).toBe(true);
    expect(win.now.context).toBe("session");
    expect(win.nowDay).toBeGreaterThanOrEqual(9);
    const notYet = bySkill.get(notYetSkill)!;
    expect(notYet.kind).toBe("not-yet");
    expect(loaded.day7.nextSkillIds).toContain(notYet.skillId);

    // Ana placed 3 days ago: too early, the page says when day 7 is. Ben: no placement.
    const early = (await day7(anaId)).data as { day7: { status: string; day: string } };
    expect(early.day7.status).toBe("too-early");
    expect((await day7(benId)).data).toMatchObject({ day7: null });
    expect((await day7(otherChildId)).status).toBe(404);
    expect((await day7(cleoId, "?subject=science")).status).toBe(404);
  });
});
