import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createChild } from "./create-child.server.ts";
import { deleteChild } from "./delete-child.server.ts";
import { exportFamilyData } from "./export-family-data.server.ts";
import { findChildOfFamily } from "./find-child.server.ts";
import { listChildren } from "./list-children.server.ts";
import { personalizeChild } from "./personalize-child.server.ts";
import { setChildArchived } from "./set-child-archived.server.ts";
import { updateChild } from "./update-child.server.ts";
import { saveEmailPreferences } from "../scheduled-email/email-preferences.server.ts";
import { childValues, insertTestParent, takeTestPlacement, type TestParent } from "../../../tests/setup/factories.ts";

describe.each(testDialects())("children of a family on %s", (kind) => {
  let database: TestDatabase;
  let lopez: TestParent;
  let chen: TestParent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    lopez = await insertTestParent(database.db, { email: "maria@example.com", name: "Maria Lopez", consented: true });
    chen = await insertTestParent(database.db, { email: "wei@example.com", name: "Wei Chen", consented: true });
  });
  afterAll(() => database?.destroy());

  async function add(family: TestParent, name: string) {
    const result = await createChild(database.db, family.family.id, childValues({ displayName: name }));
    if (result.status !== "created") throw new Error(result.status);
    return result.childId;
  }

  it("adds a child with exactly what the form said and nothing a form could smuggle in", async () => {
    const id = await add(lopez, "Ana");
    const child = await findChildOfFamily(database.db, lopez.family.id, id);
    expect(child).toEqual({
      id,
      displayName: "Ana",
      grade: 4,
      subjects: ["math", "reading"],
      interests: ["animals", "space", "music"],
      involvement: "side-by-side",
      schedule: { days: ["mon", "wed", "fri"], time: "16:30" },
      hasPersonalizedPlan: false,
      archived: false,
    });
    expect(await findChildOfFamily(database.db, chen.family.id, id)).toBeNull();
    expect(await listChildren(database.db, chen.family.id)).toEqual([]);
  });

  it("returns the field messages and stores nothing for an invalid child", async () => {
    const before = await listChildren(database.db, lopez.family.id);
    const result = await createChild(database.db, lopez.family.id, childValues({ displayName: "", interests: [] }));
    expect(result).toEqual({
      status: "invalid",
      errors: {
        displayName: "children.form.error.nameMissing",
        interests: "children.form.error.interests?min=3",
      },
    });
    expect(await listChildren(database.db, lopez.family.id)).toEqual(before);
  });

  it("allows four active children, counts archived ones out, and guards unarchiving", async () => {
    const family = await insertTestParent(database.db, { email: "big@example.com", consented: true });
    const ids = [];
    for (const name of ["One", "Two", "Three", "Four"]) ids.push(await add(family, name));
    expect(await createChild(database.db, family.family.id, childValues({ displayName: "Five" }))).toEqual({
      status: "limit-reached",
    });
    expect(await setChildArchived(database.db, family.family.id, ids[0]!, true)).toEqual({ status: "done" });
    const fifth = await add(family, "Five");
    expect((await listChildren(database.db, family.family.id)).map((child) => child.displayName)).toEqual([
      "Two",
      "Three",
      "Four",
      "Five",
    ]);
    expect(await setChildArchived(database.db, family.family.id, ids[0]!, false)).toEqual({ status: "limit-reached" });
    await deleteChild(database.db, family.family.id, fifth);
    expect(await setChildArchived(database.db, family.family.id, ids[0]!, false)).toEqual({ status: "done" });
    const all = await listChildren(database.db, family.family.id, { includeArchived: true });
    expect(all.every((child) => !child.archived)).toBe(true);
  });

  it("never lets two requests at once go over the limit", async () => {
    const family = await insertTestParent(database.db, { email: "race@example.com", consented: true });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        createChild(database.db, family.family.id, childValues({ displayName: `Child ${index}` })),
      ),
    );
    expect(results.filter((result) => result.status === "created")).toHaveLength(4);
    expect(await listChildren(database.db, family.family.id)).toHaveLength(4);
  });

  it("changes, personalizes, keeps and deletes only the family's own children", async () => {
    const id = await add(lopez, "Beto");
    const theirs = await add(chen, "Lin");

    expect(await updateChild(database.db, chen.family.id, id, childValues({ displayName: "Hacked" }))).toEqual({
      status: "not-found",
    });
    expect(await personalizeChild(database.db, chen.family.id, id)).toEqual({ status: "not-found" });
    expect(await setChildArchived(database.db, chen.family.id, id, true)).toEqual({ status: "not-found" });
    expect(await deleteChild(database.db, chen.family.id, id)).toEqual({ status: "not-found" });
    expect(await findChildOfFamily(database.db, lopez.family.id, id)).toMatchObject({
      displayName: "Beto",
      hasPersonalizedPlan: false,
    });

    expect(
      await updateChild(
        database.db,
        lopez.family.id,
        id,
        childValues({ displayName: "Roberto", grade: "7", involvement: "independent" }),
      ),
    ).toEqual({ status: "updated" });
    expect(await personalizeChild(database.db, lopez.family.id, id)).toEqual({ status: "personalized" });
    expect(await personalizeChild(database.db, lopez.family.id, id)).toEqual({ status: "personalized" });
    expect(await findChildOfFamily(database.db, lopez.family.id, id)).toMatchObject({
      displayName: "Roberto",
      grade: 7,
      involvement: "independent",
      hasPersonalizedPlan: true,
    });

    expect(await deleteChild(database.db, lopez.family.id, id)).toEqual({ status: "deleted" });
    expect(await database.db.selectFrom("child").select("id").where("id", "=", id).execute()).toEqual([]);
    expect(await findChildOfFamily(database.db, chen.family.id, theirs)).not.toBeNull();
  });

  it("exports one family's data and nothing of another family's", async () => {
    await add(chen, "Mei");
    await database.db
      .insertInto("parentalConsent")
      .values({
        id: "consent-lopez",
        familyId: lopez.family.id,
        parentUserId: lopez.userId,
        method: "email-plus",
        noticeVersion: "2026-11-21",
        status: "confirmed",
        evidenceId: "message-1",
        tokenHash: "secret-hash",
        tokenExpiresAt: null,
        requestedAt: "2026-11-20T10:00:00.000Z",
        confirmedAt: "2026-11-20T10:05:00.000Z",
        revokedAt: null,
        followUpDueAt: null,
        followUpSentAt: null,
      })
      .execute();
    const exported = await exportFamilyData(database.db, lopez.family.id, new Date("2026-11-21T12:00:00.000Z"));
    expect(exported.family.id).toBe(lopez.family.id);
    expect(exported.parents).toEqual([
      expect.objectContaining({ name: "Maria Lopez", email: "maria@example.com", role: "primary" }),
    ]);
    expect(exported.children.map((child) => child.displayName)).toEqual(["Ana"]);
    expect(exported.children[0]).toMatchObject({
      subjects: ["math", "reading"],
      schedule: { days: ["mon", "wed", "fri"] },
    });
    expect(exported.consents).toEqual([expect.objectContaining({ method: "email-plus", status: "confirmed" })]);
    const text = JSON.stringify(exported);
    for (const foreign of ["wei@example.com", "Mei", "Lin", chen.family.id, "secret-hash"]) {
      expect(text).not.toContain(foreign);
    }
  });

  it("exports each child's learning record and the parents' e-mail choices, never another family's or a secret", async () => {
    const ana = await add(lopez, "Luz");
    const mei = await add(chen, "Lin");
    const start = new Date("2026-11-22T15:00:00.000Z");
    await takeTestPlacement(database.db, lopez.family.id, ana, "math", { stopAfter: 3, start });
    await takeTestPlacement(database.db, chen.family.id, mei, "math", { stopAfter: 2, start });
    expect(
      await saveEmailPreferences(database.db, lopez.userId, {
        weeklyEmail: "on",
        reportEmail: "on",
        sessionReminders: "on",
        reminderLeadMinutes: "30",
      }),
    ).toMatchObject({ status: "saved" });
    await saveEmailPreferences(database.db, chen.userId, { weeklyEmail: "on", reminderLeadMinutes: "60" });

    const exported = await exportFamilyData(database.db, lopez.family.id, new Date("2026-11-23T12:00:00.000Z"));
    expect(exported.exportVersion).toBe(2);
    const record = exported.learning.find((entry) => entry.childId === ana);
    expect(record?.placementChecks).toEqual([
      expect.objectContaining({ subject: "math", status: "active", countedItems: 3 }),
    ]);
    // Every answer as the child saw it (the question, answer key included) and as they gave it.
    expect(record?.answers).toHaveLength(3);
    expect(record?.answers[0]).toMatchObject({ context: "placement", subject: "math" });
    expect(record?.answers[0]?.question).toEqual(expect.objectContaining({ kind: "math", schemaVersion: 1 }));
    expect(record?.answers[0]?.response).toBeDefined();
    expect(exported.emailPreferences).toEqual([
      expect.objectContaining({ parentEmail: "maria@example.com", sessionReminders: true, reminderLeadMinutes: 30 }),
    ]);
    expect(exported.learning.map((entry) => entry.childId)).not.toContain(mei);

    const text = JSON.stringify(exported);
    const theirAnswerKeys = await database.db
      .selectFrom("answerLog")
      .select("idempotencyKey")
      .where("childId", "=", mei)
      .execute();
    expect(theirAnswerKeys).toHaveLength(2);
    for (const foreign of [mei, "wei@example.com", ...theirAnswerKeys.map((row) => row.idempotencyKey)]) {
      expect(text).not.toContain(foreign);
    }
    // Bookkeeping and secrets stay out: the idempotency keys, the question waiting on screen.
    expect(text).not.toContain("idempotencyKey");
    expect(text).not.toContain("pendingAnswerKey");
  });
});
