import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../../db/ids.ts";
import { toJson } from "../../../db/type-parity.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import {
  FEEDBACK_RATE_LIMIT,
  feedbackRecordId,
  submitFeedback,
  type FeedbackSender,
} from "./submit-feedback.server.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const LINUX_CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

let submissionCounter = 0;
/** A fresh 32-hex submission id, as the browser makes one. */
const submissionId = () => (++submissionCounter).toString(16).padStart(32, "0");

describe.each(testDialects())("feedback on %s", (kind) => {
  let database: TestDatabase;
  const now = new Date("2026-03-04T05:06:07.000Z");

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.destroy());

  /** A parent with a family and one child; returns their ids. */
  async function parentWithChild(email: string) {
    const userId = newId();
    const familyId = newId();
    const childId = newId();
    const at = now.toISOString();
    await database.db
      .insertInto("user")
      .values({
        id: userId,
        name: "Maria Lopez",
        email,
        emailVerified: true,
        image: null,
        language: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await database.db
      .insertInto("family")
      .values({ id: familyId, primaryParentUid: userId, hasCOPPAVerification: true, createdAt: at, updatedAt: at })
      .execute();
    await database.db.insertInto("familyMember").values({ userId, familyId, role: "primary", createdAt: at }).execute();
    await database.db
      .insertInto("child")
      .values({
        id: childId,
        familyId,
        displayName: "Sam",
        grade: 4,
        subjectsJson: toJson(["math"]),
        interestsJson: toJson(["space"]),
        involvement: "side-by-side",
        scheduleJson: toJson({}),
        hasPersonalizedPlan: false,
        archivedAt: null,
        lastActiveAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    return { userId, familyId, childId };
  }

  const rowsOf = (userId: string | null) =>
    database.db
      .selectFrom("feedback")
      .selectAll()
      .$if(userId === null, (query) => query.where("userId", "is", null))
      .$if(userId !== null, (query) => query.where("userId", "=", userId ?? ""))
      .execute();

  it("stores one record with every SPEC.md §3 field, device and OS read from the user agent", async () => {
    const { userId, familyId, childId } = await parentWithChild("maria@example.com");
    const sender: FeedbackSender = { userId, familyId, userAgent: IPHONE, clientIp: "10.0.0.1" };
    const result = await submitFeedback(
      database.db,
      {
        submissionId: submissionId(),
        feedbackText: "  The fractions page\r\nis great!\u0000  ",
        currentRoute: "/member-details/abc?token=secret#top",
        componentOrSection: "user-menu",
        memberId: childId,
        learningPlanId: "some-plan",
        childProfileId: childId,
        familyId: "another-family",
        isAuthenticated: false,
        role: "admin",
      },
      sender,
      now,
    );
    expect(result.status).toBe("stored");
    const rows = await rowsOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({
      id: expect.any(String),
      feedbackText: "The fractions page\nis great!",
      userId,
      currentRoute: "/member-details/abc",
      componentOrSection: "user-menu",
      browser: IPHONE,
      deviceType: "mobile",
      os: "iOS 17.5",
      timestampUTC: "2026-03-04T05:06:07.000Z",
      isAuthenticated: true,
      memberId: childId,
      familyId,
      learningPlanId: "",
      childProfileId: childId,
    });
  });

  it("drops child ids that belong to another family and fills absent ids with empty text", async () => {
    const mine = await parentWithChild("ana@example.com");
    const theirs = await parentWithChild("lee@example.com");
    await submitFeedback(
      database.db,
      { submissionId: submissionId(), feedbackText: "Hello", currentRoute: "/dashboard", memberId: theirs.childId },
      { userId: mine.userId, familyId: mine.familyId, userAgent: LINUX_CHROME, clientIp: "10.0.0.2" },
      now,
    );
    const [row] = await rowsOf(mine.userId);
    expect(row).toMatchObject({
      memberId: "",
      childProfileId: "",
      learningPlanId: "",
      familyId: mine.familyId,
      componentOrSection: "user-menu",
      deviceType: "desktop",
      os: "Linux",
    });
  });

  it("notes a sender whose session has ended: no user, no family, no child ids", async () => {
    const { childId } = await parentWithChild("kim@example.com");
    const result = await submitFeedback(
      database.db,
      { submissionId: submissionId(), feedbackText: "Signed out?", currentRoute: "/dashboard", memberId: childId },
      { userId: null, familyId: null, userAgent: null, clientIp: "10.0.0.3" },
      now,
    );
    expect(result.status).toBe("stored");
    const [row] = await rowsOf(null);
    expect(row).toMatchObject({
      userId: null,
      isAuthenticated: false,
      familyId: "",
      memberId: "",
      browser: "",
      deviceType: "unknown",
      os: "unknown",
    });
  });

  it("stores a retried submission once", async () => {
    const { userId, familyId } = await parentWithChild("retry@example.com");
    const sender = { userId, familyId, userAgent: LINUX_CHROME, clientIp: "10.0.0.4" };
    const input = { submissionId: submissionId(), feedbackText: "Twice?", currentRoute: "/settings" };
    const first = await submitFeedback(database.db, input, sender, now);
    const second = await submitFeedback(database.db, input, sender, now);
    expect(first).toEqual(second);
    expect(await rowsOf(userId)).toHaveLength(1);
    // The same submission id from someone else is their own record.
    const other = await parentWithChild("other@example.com");
    await submitFeedback(database.db, input, { ...sender, userId: other.userId, familyId: other.familyId }, now);
    expect(await rowsOf(other.userId)).toHaveLength(1);
    expect(feedbackRecordId(userId, input.submissionId)).not.toBe(feedbackRecordId(other.userId, input.submissionId));
  });

  it.each([
    ["blank text", { feedbackText: " \u0000 \n ", currentRoute: "/dashboard" }],
    ["missing text", { currentRoute: "/dashboard" }],
    ["text over 5,000 characters", { feedbackText: "a".repeat(5001), currentRoute: "/dashboard" }],
    ["a route that is not a path", { feedbackText: "Hi", currentRoute: "https://evil.example/" }],
    ["a bad submission id", { feedbackText: "Hi", currentRoute: "/dashboard", submissionId: "1" }],
  ])("refuses %s and stores nothing", async (_case, input) => {
    const { userId, familyId } = await parentWithChild(`bad-${++submissionCounter}@example.com`);
    const result = await submitFeedback(
      database.db,
      { submissionId: submissionId(), ...input },
      { userId, familyId, userAgent: LINUX_CHROME, clientIp: "10.0.0.5" },
      now,
    );
    expect(result.status).toBe("invalid");
    expect(await rowsOf(userId)).toHaveLength(0);
  });

  it("keeps Unicode edge cases (RTL override, emoji, a lone surrogate) in long text", async () => {
    const { userId, familyId } = await parentWithChild("unicode@example.com");
    const text = `Zoë \u202eRTL\u202c 🦕 \ud800 ${"x".repeat(4900)}`;
    await submitFeedback(
      database.db,
      { submissionId: submissionId(), feedbackText: text, currentRoute: "/dashboard" },
      { userId, familyId, userAgent: LINUX_CHROME, clientIp: "10.0.0.6" },
      now,
    );
    const [row] = await rowsOf(userId);
    expect(row?.feedbackText).toBe(text.replace("\ud800", "\ufffd"));
  });

  it("refuses the eleventh piece of feedback in an hour from one person", async () => {
    const { userId, familyId } = await parentWithChild("busy@example.com");
    const sender = { userId, familyId, userAgent: LINUX_CHROME, clientIp: "10.0.0.7" };
    const results = [];
    for (let i = 0; i <= FEEDBACK_RATE_LIMIT.limit; i++) {
      results.push(
        await submitFeedback(
          database.db,
          { submissionId: submissionId(), feedbackText: `Note ${i}`, currentRoute: "/dashboard" },
          { ...sender, clientIp: `10.0.1.${i}` },
          now,
        ),
      );
    }
    expect(results.slice(0, FEEDBACK_RATE_LIMIT.limit).every((result) => result.status === "stored")).toBe(true);
    expect(results.at(-1)?.status).toBe("rate-limited");
    expect(await rowsOf(userId)).toHaveLength(FEEDBACK_RATE_LIMIT.limit);
  });
});
