/**
 * Scheduled family e-mails on SQLite and PostgreSQL (issues 15 and 16, decision 0028): each kind is
 * claimed once when two schedulers run at the same moment, goes out at the family-local moment
 * (Pacific/Auckland and America/Los_Angeles, across the week boundary and daylight-saving changes),
 * carries HTML and text parts and the one-click unsubscribe headers, and the unsubscribe POST turns
 * off exactly that kind while a bad token changes nothing.
 */
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getSkill } from "../../../core/curriculum/index.ts";
import { newId } from "../../../db/ids.ts";
import { toJson } from "../../../db/type-parity.ts";
import {
  insertTestChild,
  insertTestCoParent,
  insertTestParent,
  setTestTimeZone,
  takeTestPlacement,
  type TestParent,
} from "../../../tests/setup/factories.ts";
import { outcome, routeArgs } from "../../../tests/setup/route-args.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "../../routes/auth/email-unsubscribe.tsx";
import { action as oneClickAction } from "../../routes/resources/email-unsubscribe-one-click.ts";
import { instantOf } from "../calendar/calendar-dates.ts";
import type { OutgoingMail } from "../mail/mailer.server.ts";
import { localDay } from "../plans/family-day.ts";
import { addDays } from "../sessions/week.ts";
import { sendAssignmentReminders } from "./assignment-reminders.server.ts";
import { loadEmailPreferences, saveEmailPreferences } from "./email-preferences.server.ts";
import { isoWeek } from "./family-clock.ts";
import { sendReportReadyEmails } from "./report-ready-email.server.ts";
import { runScheduledEmails } from "./run-scheduled-emails.server.ts";
import { sendSessionReminders } from "./session-reminders.server.ts";
import { dueWeeklyFamilies, sendWeeklyEmails, weeklyMayBeDue } from "./weekly-email.server.ts";

const SKILL = "m-4.oa.a.2";
const MINUTE = 60_000;
const DAY_MS = 86_400_000;

function tokenOf(mail: OutgoingMail): string {
  const header = mail.headers?.["List-Unsubscribe"] ?? "";
  const match = /^<(https?:\/\/[^>]+\/email\/unsubscribe\/([A-Za-z0-9_-]+)\/one-click)>$/.exec(header);
  if (!match?.[2]) throw new Error(`no unsubscribe link in ${header}`);
  return match[2];
}

function expectFamilyEmailShape(mail: OutgoingMail) {
  expect(mail.headers?.["List-Unsubscribe"]).toMatch(
    /^<http:\/\/.+\/email\/unsubscribe\/[A-Za-z0-9_-]{43}\/one-click>$/,
  );
  expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  expect(mail.text.length).toBeGreaterThan(100);
  expect(mail.html).toContain("<!doctype html>");
  // The footer links to the page of the same token (never the user id); the header to its one-click twin.
  const url = mail.headers?.["List-Unsubscribe"]?.slice(1, -1).replace(/\/one-click$/, "") ?? "";
  expect(mail.text).toContain(url);
  expect(mail.html).toContain(url);
}

describe.each(testDialects())("scheduled family e-mails on %s", { timeout: 120_000 }, (kind) => {
  let database: TestDatabase;
  let services: TestServices;
  let auckland: TestParent;
  let angeles: TestParent;
  let aroha: string;
  let leo: string;

  async function insertSession(
    childId: string,
    day: string,
    minutes: number,
    changes: { from: string; to: string; reason: string }[] = [],
    status: "planned" | "ended" = "ended",
  ) {
    const sessionId = newId();
    const at = new Date().toISOString();
    await database.db
      .insertInto("dailySession")
      .values({
        id: sessionId,
        childId,
        day,
        status,
        partsJson: toJson([]),
        changesJson: toJson(
          changes.map((change) => ({ ...change, skillId: SKILL, day, subject: "math", activityId: "a" })),
        ),
        activeMs: minutes * MINUTE,
        lastActivityAt: at,
        version: 1,
        createdAt: at,
        startedAt: status === "planned" ? null : at,
        endedAt: status === "planned" ? null : at,
      })
      .execute();
    if (minutes === 0) return;
    await database.db
      .insertInto("sessionActivity")
      .values({
        id: newId(),
        sessionId,
        childId,
        position: 0,
        kind: "lesson-practice",
        subject: "math",
        skillId: SKILL,
        passageId: null,
        theme: null,
        plannedMinutes: 10,
        status: "done",
        stateJson: toJson({}),
        stateSchemaVersion: 1,
        pendingJson: null,
        pendingShownAt: null,
        answered: 5,
        correctCount: 4,
        activeMs: minutes * MINUTE,
        onPaper: false,
        version: 1,
        startedAt: at,
        endedAt: at,
        updatedAt: at,
      })
      .execute();
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    services = createTestServices(database);
    auckland = await insertTestParent(database.db, { name: "Mere Ngata", consented: true });
    await setTestTimeZone(database.db, auckland.familyId, "Pacific/Auckland");
    aroha = await insertTestChild(database.db, auckland.familyId, "Aroha", { days: ["mon", "wed", "sun"] });
    angeles = await insertTestParent(database.db, { name: "Rosa Díaz", consented: true });
    await setTestTimeZone(database.db, angeles.familyId, "America/Los_Angeles");
    leo = await insertTestChild(database.db, angeles.familyId, "Leo", { days: ["sun", "mon"] });
    // Aroha's week of 2026-11-23 (Monday) to 2026-11-29: two sessions; the Sunday before is last week.
    await insertSession(aroha, "2026-11-22", 30);
    await insertSession(aroha, "2026-11-24", 12, [
      { from: "learning", to: "proficient", reason: "Got 4 of the last 5 right, without hints." },
    ]);
    await insertSession(aroha, "2026-11-26", 9);
  });
  afterAll(async () => {
    await database.destroy();
  });
  beforeEach(() => {
    services.sentMail.length = 0;
  });

  describe("the weekly e-mail", () => {
    it("goes out once on Sunday from 17:00 family-local, even with two schedulers at once", async () => {
      // 2026-11-29 03:59Z is 16:59 on Sunday in Auckland (NZDT, UTC+13): not yet.
      expect(await sendWeeklyEmails(services, new Date("2026-11-29T03:59:00Z"))).toEqual({ sent: 0, failed: 0 });
      // 04:30Z: 17:30 Sunday in Auckland, 20:30 Saturday in Los Angeles.
      const at = new Date("2026-11-29T04:30:00Z");
      const [first, second] = await Promise.all([sendWeeklyEmails(services, at), sendWeeklyEmails(services, at)]);
      expect(first.sent + second.sent).toBe(1);
      expect(services.sentMail.map((mail) => mail.to)).toEqual([auckland.email]);
      // A later run (another server, or after a restart) finds it claimed.
      expect(await sendWeeklyEmails(services, new Date("2026-11-29T09:00:00Z"))).toEqual({ sent: 0, failed: 0 });
      const claims = await database.db.selectFrom("scheduledEmail").select(["kind", "key", "sentAt"]).execute();
      expect(claims).toEqual([
        { kind: "weekly", key: `${auckland.familyId}:2026-W48:${auckland.userId}`, sentAt: expect.any(String) },
      ]);
    });

    it("reads only the families of the time zones where it is due, and nothing on other days (decision 0043)", async () => {
      // A family in Auckland whose only child is archived gets no weekly e-mail.
      const archived = await insertTestParent(database.db, { consented: true });
      await setTestTimeZone(database.db, archived.familyId, "Pacific/Auckland");
      const child = await insertTestChild(database.db, archived.familyId, "Gone");
      await database.db
        .updateTable("child")
        .set({ archivedAt: new Date().toISOString() })
        .where("id", "=", child)
        .execute();
      // Sunday 17:00 to midnight happens somewhere on Earth from Sunday 03:00 to Monday 12:00 UTC only.
      expect(weeklyMayBeDue(new Date("2026-11-29T02:59:00Z"))).toBe(false);
      expect(weeklyMayBeDue(new Date("2026-11-29T03:00:00Z"))).toBe(true);
      expect(weeklyMayBeDue(new Date("2026-11-30T11:59:00Z"))).toBe(true);
      expect(weeklyMayBeDue(new Date("2026-11-30T12:00:00Z"))).toBe(false);
      expect(await dueWeeklyFamilies(database.db, new Date("2026-11-25T18:00:00Z"))).toEqual([]);
      // 04:30Z: Sunday 17:30 in Auckland, Saturday in Los Angeles.
      expect(await dueWeeklyFamilies(database.db, new Date("2026-11-29T04:30:00Z"))).toEqual([
        { id: auckland.familyId, timeZone: "Pacific/Auckland", sunday: "2026-11-29", week: "2026-W48" },
      ]);
      // 01:30Z on Monday: Sunday 17:30 in Los Angeles, Monday in Auckland.
      expect(await dueWeeklyFamilies(database.db, new Date("2026-11-30T01:30:00Z"))).toEqual([
        { id: angeles.familyId, timeZone: "America/Los_Angeles", sunday: "2026-11-29", week: "2026-W48" },
      ]);
      await database.db.deleteFrom("family").where("id", "=", archived.familyId).execute();
    });

    it("reaches Los Angeles at its own Sunday 17:00, with every parent's language and choice", async () => {
      const coParent = await insertTestCoParent(database.db, angeles.familyId, { name: "Tomás" });
      await database.db.updateTable("user").set({ language: "es" }).where("id", "=", coParent.userId).execute();
      const optedOut = await insertTestCoParent(database.db, angeles.familyId, { name: "Sam" });
      const saved = await saveEmailPreferences(database.db, optedOut.userId, { reminderLeadMinutes: "30" });
      expect(saved.status).toBe("saved");
      // 2026-11-30 00:59Z is 16:59 Sunday in Los Angeles (PST, UTC-8).
      expect((await sendWeeklyEmails(services, new Date("2026-11-30T00:59:00Z"))).sent).toBe(0);
      const at = new Date("2026-11-30T01:30:00Z");
      await Promise.all([sendWeeklyEmails(services, at), sendWeeklyEmails(services, at)]);
      expect(services.sentMail.map((mail) => mail.to).sort()).toEqual([angeles.email, coParent.email].sort());
      const spanish = services.sentMail.find((mail) => mail.to === coParent.email);
      expect(spanish?.subject).toBe("Leo: tu semana con Brightpath");
      expect(spanish?.text).toContain("Leo no tuvo sesiones esta semana");
      expect(spanish?.html).toContain('<html lang="es">');
      for (const mail of services.sentMail) expectFamilyEmailShape(mail);
    });

    it("says what the week held, from the stored sessions: minutes, what moved and why, praise, practice together", async () => {
      // A fresh claim key: Aroha's family gets the week's e-mail again only in a new week, so read it here.
      await database.db.deleteFrom("scheduledEmail").where("familyId", "=", auckland.familyId).execute();
      await sendWeeklyEmails(services, new Date("2026-11-29T04:30:00Z"));
      const [mail] = services.sentMail;
      if (!mail) throw new Error("no weekly e-mail");
      expectFamilyEmailShape(mail);
      expect(mail.subject).toBe("Aroha: your week with Brightpath");
      expect(mail.text.replace(/\u2009/g, " ")).toContain("Here is how the week of November 23 – 29, 2026 went.");
      // 12 + 9 minutes this week; last Sunday's 30 minutes belong to the week before.
      expect(mail.text).toContain("Aroha: 21 minutes of practice on 2 days.");
      const skill = getSkill(SKILL);
      expect(mail.text).toContain(
        `Moved: ${skill?.name}, from learning to proficient. Got 4 of the last 5 right, without hints.`,
      );
      expect(mail.text).toContain(`Something to praise: Aroha is now proficient in ${skill?.name}.`);
      expect(mail.text).toContain(
        `Something to practice together (${skill?.name}): try saying "${skill?.coaching.say}"`,
      );
      expect(mail.html).toContain("Something to practice together");
    });

    it("follows the clocks across daylight-saving changes", async () => {
      // Los Angeles falls back on Sunday 2026-11-01: 17:00 PST is 01:00Z on Monday.
      expect((await sendWeeklyEmails(services, new Date("2026-11-02T00:30:00Z"))).sent).toBe(0);
      expect((await sendWeeklyEmails(services, new Date("2026-11-02T01:05:00Z"))).sent).toBe(2);
      // Auckland springs forward on Sunday 2026-09-27: 17:00 NZDT is 04:00Z.
      expect((await sendWeeklyEmails(services, new Date("2026-09-27T03:30:00Z"))).sent).toBe(0);
      expect((await sendWeeklyEmails(services, new Date("2026-09-27T04:05:00Z"))).sent).toBe(1);
      // Monday in Auckland is too late for last week's e-mail: nothing stale goes out.
      await database.db.deleteFrom("scheduledEmail").where("familyId", "=", auckland.familyId).execute();
      expect((await sendWeeklyEmails(services, new Date("2026-11-29T11:30:00Z"))).sent).toBe(0);
      expect(isoWeek("2026-11-29")).toBe("2026-W48");
      expect(isoWeek("2027-01-03")).toBe("2026-W53");
      expect(isoWeek("2027-01-04")).toBe("2027-W01");
    });

    it("gives the claim back when the send fails, so the next run sends it", async () => {
      await database.db.deleteFrom("scheduledEmail").where("familyId", "=", auckland.familyId).execute();
      const failing = {
        ...services,
        mailer: {
          destination: "broken",
          async send() {
            throw new Error("SMTP is down");
          },
        },
      };
      expect(await sendWeeklyEmails(failing, new Date("2026-11-29T04:30:00Z"))).toEqual({ sent: 0, failed: 1 });
      expect(
        await database.db.selectFrom("scheduledEmail").select("id").where("familyId", "=", auckland.familyId).execute(),
      ).toEqual([]);
      expect((await sendWeeklyEmails(services, new Date("2026-11-29T04:31:00Z"))).sent).toBe(1);
    });
  });

  describe("one-click unsubscribe", () => {
    it("a POST with the e-mail's token turns off that kind only, with no sign-in; a GET only asks", async () => {
      await database.db.deleteFrom("scheduledEmail").where("familyId", "=", auckland.familyId).execute();
      await sendWeeklyEmails(services, new Date("2026-11-29T04:30:00Z"));
      const [mail] = services.sentMail;
      if (!mail) throw new Error("no weekly e-mail");
      const token = tokenOf(mail);
      expect(mail.text).not.toContain(auckland.userId);

      const shown = await outcome(
        unsubscribeLoader(routeArgs(services, { path: `/email/unsubscribe/${token}`, params: { token } })),
      );
      expect(shown.status).toBe(200);
      expect(shown.data).toMatchObject({ state: "ask", words: { button: "Yes, stop them" } });
      expect((await loadEmailPreferences(database.db, auckland.userId)).weeklyEmail).toBe(true);

      // What a mail app sends (RFC 8058): a form POST from its own origin, to the header's link.
      const oneClick = await outcome(
        oneClickAction(
          routeArgs(services, {
            path: `/email/unsubscribe/${token}/one-click`,
            params: { token },
            headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example" },
            body: "List-Unsubscribe=One-Click",
          }),
        ),
      );
      expect(oneClick.status).toBe(200);
      expect(await loadEmailPreferences(database.db, auckland.userId)).toEqual({
        weeklyEmail: false,
        reportEmail: true,
        sessionReminders: false,
        assignmentReminders: false,
        reminderLeadMinutes: 30,
      });
      // Off means off: next week's run skips this parent.
      await database.db.deleteFrom("scheduledEmail").where("kind", "=", "weekly").where("key", "like", "%").execute();
      services.sentMail.length = 0;
      expect((await sendWeeklyEmails(services, new Date("2026-12-06T04:30:00Z"))).sent).toBe(0);
      await saveEmailPreferences(database.db, auckland.userId, {
        weeklyEmail: "on",
        reportEmail: "on",
        reminderLeadMinutes: "30",
      });
    });

    it("a bad or unknown token changes nothing and says so", async () => {
      const before = await database.db.selectFrom("emailPreference").selectAll().orderBy("userId").execute();
      for (const token of ["x".repeat(43), "short", "a".repeat(43).replace(/a$/, "!")]) {
        const posted = await outcome(
          unsubscribeAction(
            routeArgs(services, {
              path: `/email/unsubscribe/${encodeURIComponent(token)}`,
              params: { token },
              headers: { "content-type": "application/x-www-form-urlencoded" },
              body: "List-Unsubscribe=One-Click",
            }),
          ),
        );
        expect(posted.status).toBe(404);
        const oneClick = await outcome(
          oneClickAction(
            routeArgs(services, {
              path: `/email/unsubscribe/x/one-click`,
              params: { token },
              headers: { "content-type": "application/x-www-form-urlencoded" },
              body: "List-Unsubscribe=One-Click",
            }),
          ),
        );
        expect(oneClick.status).toBe(404);
        const shown = await outcome(
          unsubscribeLoader(routeArgs(services, { path: `/email/unsubscribe/x`, params: { token } })),
        );
        expect(shown.status).toBe(404);
      }
      expect(await database.db.selectFrom("emailPreference").selectAll().orderBy("userId").execute()).toEqual(before);
    });
  });

  describe("preferences", () => {
    it("start with weekly and report e-mails on and reminders off; bad values change nothing", async () => {
      const parent = await insertTestParent(database.db, { consented: true });
      expect(await loadEmailPreferences(database.db, parent.userId)).toEqual({
        weeklyEmail: true,
        reportEmail: true,
        sessionReminders: false,
        assignmentReminders: false,
        reminderLeadMinutes: 30,
      });
      const badLead = await saveEmailPreferences(database.db, parent.userId, {
        sessionReminders: "on",
        reminderLeadMinutes: "45",
      });
      expect(badLead).toEqual({ status: "invalid", errors: { reminderLeadMinutes: "emails.settings.error.leadTime" } });
      const badBox = await saveEmailPreferences(database.db, parent.userId, {
        weeklyEmail: "yes",
        reminderLeadMinutes: "15",
      });
      expect(badBox).toEqual({ status: "invalid", errors: { weeklyEmail: "emails.settings.error.checkbox" } });
      expect((await loadEmailPreferences(database.db, parent.userId)).sessionReminders).toBe(false);
      await saveEmailPreferences(database.db, parent.userId, { sessionReminders: "on", reminderLeadMinutes: "120" });
      expect(await loadEmailPreferences(database.db, parent.userId)).toEqual({
        weeklyEmail: false,
        reportEmail: false,
        sessionReminders: true,
        assignmentReminders: false,
        reminderLeadMinutes: 120,
      });
    });
  });

  describe("session reminders", () => {
    it("go out the chosen lead time before the child's session, once, only to parents who asked", async () => {
      // Leo's sessions are on Sundays and Mondays at 16:00 Los Angeles time.
      await saveEmailPreferences(database.db, angeles.userId, {
        weeklyEmail: "on",
        sessionReminders: "on",
        reminderLeadMinutes: "30",
      });
      const start = instantOf("2026-11-29", "16:00", "America/Los_Angeles").getTime();
      expect(new Date(start).toISOString()).toBe("2026-11-30T00:00:00.000Z");
      expect((await sendSessionReminders(services, new Date(start - 31 * MINUTE))).sent).toBe(0);
      const at = new Date(start - 29 * MINUTE);
      const runs = await Promise.all([sendSessionReminders(services, at), sendSessionReminders(services, at)]);
      expect(runs[0].sent + runs[1].sent).toBe(1);
      expect(services.sentMail).toHaveLength(1);
      const [mail] = services.sentMail;
      if (!mail) throw new Error("no reminder");
      expect(mail.to).toBe(angeles.email);
      expect(mail.subject).toBe("Leo's session is at 4:00 PM");
      expectFamilyEmailShape(mail);
      // At the session time it is too late for a reminder; Tuesday has no session.
      expect((await sendSessionReminders(services, new Date(start))).sent).toBe(0);
      expect((await sendSessionReminders(services, new Date(start + 2 * DAY_MS - 29 * MINUTE))).sent).toBe(0);
    });

    it("are skipped when the day's session has already begun, and reach Auckland on its own day", async () => {
      await saveEmailPreferences(database.db, auckland.userId, { sessionReminders: "on", reminderLeadMinutes: "120" });
      // Monday 2026-11-30, 16:00 in Auckland is 03:00Z; two hours before is 01:00Z.
      const start = instantOf("2026-11-30", "16:00", "Pacific/Auckland").getTime();
      expect(new Date(start).toISOString()).toBe("2026-11-30T03:00:00.000Z");
      await insertSession(aroha, "2026-11-30", 3, [], "ended");
      expect((await sendSessionReminders(services, new Date(start - 90 * MINUTE))).sent).toBe(0);
      await database.db
        .deleteFrom("dailySession")
        .where("childId", "=", aroha)
        .where("day", "=", "2026-11-30")
        .execute();
      expect((await sendSessionReminders(services, new Date(start - 90 * MINUTE))).sent).toBe(1);
      expect(services.sentMail[0]?.subject).toBe("Aroha's session is at 4:00 PM");
    });
  });

  describe("assignment due tomorrow", () => {
    async function insertAssignment(
      childId: string,
      familyId: string,
      dueDay: string,
      values: Record<string, unknown> = {},
    ) {
      const at = new Date().toISOString();
      await database.db
        .insertInto("assignment")
        .values({
          id: newId(),
          familyId,
          childId,
          createdByUserId: null,
          kind: "practice-set",
          subject: "math",
          skillId: SKILL,
          passageId: null,
          itemCount: 8,
          dueDay,
          note: "You can do it!",
          position: 0,
          status: "open",
          answered: 0,
          correctCount: 0,
          version: 1,
          createdAt: at,
          updatedAt: at,
          startedAt: null,
          completedAt: null,
          deletedAt: null,
          ...values,
        })
        .execute();
    }

    it("lists the open ones due tomorrow, from 17:00 the day before, once", async () => {
      await saveEmailPreferences(database.db, angeles.userId, { assignmentReminders: "on", reminderLeadMinutes: "30" });
      await insertAssignment(leo, angeles.familyId, "2026-12-02");
      await insertAssignment(leo, angeles.familyId, "2026-12-02", { status: "done", note: "Done already" });
      await insertAssignment(leo, angeles.familyId, "2026-12-02", {
        deletedAt: new Date().toISOString(),
        note: "Deleted",
      });
      await insertAssignment(leo, angeles.familyId, "2026-12-03", { note: "Later" });
      // Tuesday 2026-12-01 in Los Angeles: 16:59 PST is 00:59Z on Wednesday.
      expect((await sendAssignmentReminders(services, new Date("2026-12-02T00:59:00Z"))).sent).toBe(0);
      const at = new Date("2026-12-02T01:10:00Z");
      const runs = await Promise.all([sendAssignmentReminders(services, at), sendAssignmentReminders(services, at)]);
      expect(runs[0].sent + runs[1].sent).toBe(1);
      const [mail] = services.sentMail;
      if (!mail) throw new Error("no assignment reminder");
      expectFamilyEmailShape(mail);
      expect(mail.subject).toBe("Leo has work due tomorrow");
      expect(mail.text).toContain(`8 questions of ${getSkill(SKILL)?.name}`);
      expect(mail.text).toContain('Your note: "You can do it!"');
      for (const other of ["Done already", "Deleted", "Later"]) expect(mail.text).not.toContain(other);
      // Once the day is over it is no longer "due tomorrow".
      expect((await sendAssignmentReminders(services, new Date("2026-12-02T09:00:00Z"))).sent).toBe(0);
    });
  });

  describe("report ready", () => {
    it("sends the day-30 report as a PDF with a link, once, the morning after day 30", async () => {
      const parent = await insertTestParent(database.db, { name: "Ivy Park", consented: true });
      const mia = await insertTestChild(database.db, parent.familyId, "Mia");
      const taken = await takeTestPlacement(database.db, parent.familyId, mia, "math", {
        start: new Date(Date.now() - 40 * DAY_MS),
        seconds: 5,
      });
      expect(taken.done).toBe(true);
      const family = await database.db
        .selectFrom("family")
        .select("timeZone")
        .where("id", "=", parent.familyId)
        .executeTakeFirstOrThrow();
      const check = await database.db
        .selectFrom("placementCheck")
        .select("completedAt")
        .where("childId", "=", mia)
        .executeTakeFirstOrThrow();
      const sendDay = addDays(localDay(new Date(check.completedAt ?? ""), family.timeZone), 30);
      expect((await sendReportReadyEmails(services, instantOf(sendDay, "07:59", family.timeZone))).sent).toBe(0);
      const at = instantOf(sendDay, "08:01", family.timeZone);
      const runs = await Promise.all([runScheduledEmails(services, at), runScheduledEmails(services, at)]);
      expect(runs.map((run) => run["report-ready"])).toEqual(
        expect.arrayContaining([
          { sent: 1, failed: 0 },
          { sent: 0, failed: 0 },
        ]),
      );
      const mails = services.sentMail.filter((mail) => mail.to === parent.email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      if (!mail) throw new Error("no report e-mail");
      expectFamilyEmailShape(mail);
      expect(mail.subject).toBe("Mia's 30-day math report is ready");
      expect(mail.text).toContain(
        `http://localhost:3000/progress/${mia}?subject=math`.replace(
          "http://localhost:3000",
          services.config.PUBLIC_URL,
        ),
      );
      const [pdf] = mail.attachments ?? [];
      expect(pdf?.contentType).toBe("application/pdf");
      expect(pdf?.filename).toMatch(/\.pdf$/);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf?.content ?? [])), {
        mergePages: true,
      });
      expect(text).toContain("Mia");
      // A week later it is old news: nothing more goes out.
      expect(
        (await sendReportReadyEmails(services, instantOf(addDays(sendDay, 8), "09:00", family.timeZone))).sent,
      ).toBe(0);
    });
  });
});
