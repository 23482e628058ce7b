/**
 * /calendar and the private feed as the router calls them (issue 15): the month shows planned,
 * practised (with minutes) and missed days and the milestones in the family's local days; another
 * family's child answers 404; the feed parses with a real iCalendar parser (ical.js), keeps a
 * 16:00 session at 16:00 across a daylight-saving change, shows first names only, and a
 * regenerated or stopped link answers 404.
 */
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../../db/ids.ts";
import { toJson } from "../../../db/type-parity.ts";
import { createT } from "../../i18n/translate.ts";
import { addDays } from "../../server/calendar/calendar-dates.ts";
import { buildFamilyFeed } from "../../server/calendar/calendar-feed.server.ts";
import { localDay } from "../../server/plans/family-day.ts";
import { insertTestChild, setTestTimeZone } from "../../../tests/setup/factories.ts";
import { outcome, routeArgs } from "../../../tests/setup/route-args.ts";
import { registerAndSignIn, type TestParent } from "../../../tests/setup/signed-in-parent.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import * as feedRoute from "../resources/calendar-feed.ts";
import * as calendar from "./calendar.tsx";

type DayEntry = { childId: string; state: string; minutes: number; milestone: string | null };
type PageData = {
  month: string;
  today: string;
  children: { id: string; firstName: string; milestones: { day7: string; day30: string } | null }[];
  days: Record<string, DayEntry[]>;
  hasFeed: boolean;
};

function events(text: string) {
  const component = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return component.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

describe.each(testDialects())("the calendar on %s", { timeout: 120_000 }, (kind) => {
  let database: TestDatabase;
  let services: TestServices;
  let lopez: TestParent;
  let chen: TestParent;
  let anaId: string;
  const TZ = "America/Chicago";

  function call(
    parent: TestParent | null,
    path: string,
    params: Record<string, string> = {},
    form?: Record<string, string>,
  ) {
    return routeArgs(services, {
      path,
      ...(parent ? { cookie: parent.cookie } : {}),
      params,
      ...(form
        ? { body: new URLSearchParams(form), headers: { "content-type": "application/x-www-form-urlencoded" } }
        : {}),
    });
  }

  async function insertSession(childId: string, day: string, activeMs: number) {
    const now = new Date().toISOString();
    await database.db
      .insertInto("dailySession")
      .values({
        id: newId(),
        childId,
        day,
        status: activeMs > 0 ? "ended" : "planned",
        partsJson: toJson([]),
        changesJson: toJson([]),
        activeMs,
        lastActivityAt: null,
        version: 1,
        createdAt: now,
        startedAt: null,
        endedAt: null,
      })
      .execute();
  }

  async function insertPlacementAnswer(childId: string, answeredAt: Date) {
    await database.db
      .insertInto("answerLog")
      .values({
        id: newId(),
        childId,
        subject: "math",
        context: "placement",
        contextId: newId(),
        sequence: 1,
        itemId: "item",
        skillId: "skill",
        strand: "strand",
        seed: null,
        difficulty: null,
        theme: null,
        format: "numeric",
        generatorVersion: "1",
        snapshotJson: toJson({}),
        responseJson: toJson({}),
        correct: true,
        hintsUsed: 0,
        retries: 0,
        responseTimeMs: 5000,
        dontKnow: false,
        rapidGuess: false,
        idempotencyKey: newId(),
        shownAt: answeredAt.toISOString(),
        answeredAt: answeredAt.toISOString(),
      })
      .execute();
  }

  let today: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    services = createTestServices(database);
    lopez = await registerAndSignIn(services, "maria.calendar@example.com", "Maria Lopez");
    chen = await registerAndSignIn(services, "wei.calendar@example.com", "Wei Chen");
    for (const familyId of [lopez.familyId, chen.familyId]) {
      await database.db.updateTable("family").set({ hasCOPPAVerification: true }).where("id", "=", familyId).execute();
      await setTestTimeZone(database.db, familyId, TZ);
    }
    anaId = await insertTestChild(database.db, lopez.familyId, "Ana López", {
      days: ["sun", "mon", "tue", "wed", "thu", "fri", "sat"],
    });
    await insertTestChild(database.db, chen.familyId, "Lin Chen", { days: ["mon"] });
    today = localDay(new Date(), TZ);
    // Ana joined five days ago: the days before are not missed.
    await database.db
      .updateTable("child")
      .set({ createdAt: new Date(Date.now() - 5 * 86_400_000).toISOString() })
      .where("id", "=", anaId)
      .execute();
    // Two days ago practised 12 minutes; yesterday nothing (missed); the first answer was 3 days ago.
    await insertSession(anaId, addDays(today, -2), 12 * 60_000);
    await insertSession(anaId, addDays(today, -1), 0);
    await insertPlacementAnswer(anaId, new Date(Date.now() - 3 * 86_400_000));
  }, 90_000);
  afterAll(() => database?.destroy());

  async function page(parent: TestParent, query: string) {
    return outcome(calendar.loader(call(parent, `/calendar${query}`)));
  }

  it("shows practised, missed, today's and planned days and the milestones in local days", async () => {
    const monthOf = (day: string) => day.slice(0, 7);
    const twoAgo = addDays(today, -2);
    const result = await page(lopez, `?month=${monthOf(twoAgo)}`);
    expect(result.status).toBe(200);
    const data = result.data as PageData;
    expect(data.today).toBe(today);
    expect(data.children.map((child) => child.firstName)).toEqual(["Ana"]);
    const ana = (day: string) => data.days[day]?.find((entry) => entry.childId === anaId);
    expect(ana(twoAgo)).toMatchObject({ state: "done", minutes: 12 });
    const firstDay = localDay(new Date(Date.now() - 3 * 86_400_000), TZ);
    expect(data.children[0]!.milestones).toEqual({ day7: addDays(firstDay, 6), day30: addDays(firstDay, 29) });
    const joined = localDay(new Date(Date.now() - 5 * 86_400_000), TZ);
    if (monthOf(addDays(joined, -1)) === data.month) expect(ana(addDays(joined, -1))?.state).toBe("none");
    if (monthOf(addDays(today, -1)) === data.month) expect(ana(addDays(today, -1))?.state).toBe("missed");
    if (monthOf(today) === data.month) expect(ana(today)?.state).toBe("today");
    // The month of the day-30 milestone has it on its day, and later days are planned.
    const day30 = addDays(firstDay, 29);
    const later = (await page(lopez, `?month=${monthOf(day30)}&child=${anaId}`)).data as PageData;
    expect(later.days[day30]?.[0]).toMatchObject({ state: "planned", milestone: "day30" });
    // The week view: Monday to Sunday around the day asked for.
    const week = (await page(lopez, `?view=week&week=2026-03-11`)).data as PageData & { view: string; week: string };
    expect(week.view).toBe("week");
    expect(week.week).toBe("2026-03-09");
    expect(Object.keys(week.days)).toEqual(["09", "10", "11", "12", "13", "14", "15"].map((d) => `2026-03-${d}`));
    // A malformed month falls back to this month.
    expect(((await page(lopez, "?month=2026-13")).data as PageData).month).toBe(monthOf(today));
  });

  it("answers 404 for another family's child and never shows it", async () => {
    expect((await page(chen, `?child=${anaId}`)).status).toBe(404);
    expect((await page(chen, "?child=not-an-id")).status).toBe(404);
    const own = (await page(chen, "")).data as PageData;
    expect(own.children.map((child) => child.firstName)).toEqual(["Lin"]);
    expect(JSON.stringify(own)).not.toContain(anaId);
  });

  it("serves a private feed that regenerating or stopping turns into a 404", async () => {
    const created = await outcome(calendar.action(call(lopez, "/calendar", {}, { intent: "subscribe" })));
    const feedUrl = (created.data as { feedUrl: string }).feedUrl;
    expect(feedUrl).toMatch(/\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const file = feedUrl.split("/").at(-1)!;
    // Only the hash is stored.
    const stored = await database.db.selectFrom("calendarFeed").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(file.replace(".ics", ""));
    expect(((await page(lopez, "")).data as PageData).hasFeed).toBe(true);

    const served = await outcome(feedRoute.loader(call(null, `/calendar/feed/${file}`, { file })));
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toContain("text/calendar");
    expect(served.headers.get("Cache-Control")).toContain("private");
    const text = served.body as string;
    expect(text).not.toContain("López");
    const parsed = events(text);
    const sessions = parsed.filter((event) => event.summary.includes("session"));
    // Every day for eight weeks from today (today's session is not done yet).
    expect(sessions).toHaveLength(56);
    expect(sessions.every((event) => event.summary === "Ana’s Brightpath session")).toBe(true);
    expect(parsed.some((event) => event.summary === "Ana’s day-7 check" && event.startDate.isDate)).toBe(true);

    const regenerated = await outcome(calendar.action(call(lopez, "/calendar", {}, { intent: "subscribe" })));
    const newFile = (regenerated.data as { feedUrl: string }).feedUrl.split("/").at(-1)!;
    expect(newFile).not.toBe(file);
    expect((await outcome(feedRoute.loader(call(null, `/calendar/feed/${file}`, { file })))).status).toBe(404);
    expect((await outcome(feedRoute.loader(call(null, `/calendar/feed/${newFile}`, { file: newFile })))).status).toBe(
      200,
    );
    expect(
      (await outcome(feedRoute.loader(call(null, "/calendar/feed/guess.ics", { file: "guess.ics" })))).status,
    ).toBe(404);
    await outcome(calendar.action(call(lopez, "/calendar", {}, { intent: "stop" })));
    expect((await outcome(feedRoute.loader(call(null, `/calendar/feed/${newFile}`, { file: newFile })))).status).toBe(
      404,
    );
    expect((await outcome(calendar.action(call(lopez, "/calendar", {}, { intent: "other" })))).status).toBe(400);
  });

  it("keeps a 16:00 session at 16:00 local time across the spring daylight-saving change", async () => {
    // A feed read in early March for a child who joined in January.
    await database.db
      .updateTable("child")
      .set({ createdAt: "2026-01-05T12:00:00.000Z" })
      .where("id", "=", anaId)
      .execute();
    const text = await buildFamilyFeed(database.db, lopez.familyId, {
      now: new Date("2026-03-05T18:00:00Z"),
      t: createT("es"),
      publicUrl: "http://brightpath.test",
    });
    const byDay = new Map(
      events(text)
        .filter((event) => !event.startDate.isDate)
        .map((event) => [event.startDate.toJSDate().toISOString().slice(0, 10), event]),
    );
    // Chicago: UTC-6 until 2026-03-08, UTC-5 after — 16:00 local both times.
    expect(byDay.get("2026-03-07")?.startDate.toJSDate().toISOString()).toBe("2026-03-07T22:00:00.000Z");
    expect(byDay.get("2026-03-09")?.startDate.toJSDate().toISOString()).toBe("2026-03-09T21:00:00.000Z");
    expect(byDay.get("2026-03-09")?.endDate.toJSDate().toISOString()).toBe("2026-03-09T21:20:00.000Z");
    expect(byDay.get("2026-03-09")?.summary).toBe("Sesión de Brightpath de Ana");
  });
});
