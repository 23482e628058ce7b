import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import {
  insertTestChild,
  insertTestParent,
  rightAnswerFields,
  takeTestPlacement,
  type TestParent,
} from "../../../tests/setup/factories.ts";
import { generateItem } from "../../../core/items/registry.ts";
import { toJson } from "../../../db/type-parity.ts";
import { getPlacementResult } from "./get-placement-result.server.ts";
import { correctAnswerText, readSnapshot, responseText, type MathSnapshot } from "./item-snapshot.ts";
import { recordPlacementAnswer } from "./record-placement-answer.server.ts";
import { serveNextPlacementItem, type PlacementQuestion } from "./serve-next-placement-item.server.ts";
import { startPlacement } from "./start-placement.server.ts";

describe.each(testDialects())("a child's placement check on %s", { timeout: 60_000 }, (kind) => {
  let database: TestDatabase;
  let lopez: TestParent;
  let chen: TestParent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    lopez = await insertTestParent(database.db, { name: "Maria Lopez", consented: true });
    chen = await insertTestParent(database.db, { name: "Wei Chen", consented: true });
  });
  afterAll(() => database?.destroy());

  const db = () => database.db;

  async function child(subjects: ("math" | "reading")[] = ["math", "reading"]) {
    return insertTestChild(db(), lopez.familyId, "Ana", { subjects, grade: 4 });
  }

  async function question(childId: string, subject: "math" | "reading" = "math", at = new Date()) {
    const screen = await serveNextPlacementItem(db(), lopez.familyId, childId, subject, at);
    if (screen.kind !== "question") throw new Error(`expected a question, got ${screen.kind}`);
    return screen;
  }

  async function pending(checkId: string) {
    return db().selectFrom("placementCheck").selectAll().where("id", "=", checkId).executeTakeFirstOrThrow();
  }

  async function logged(childId: string) {
    return db().selectFrom("answerLog").selectAll().where("childId", "=", childId).orderBy("sequence").execute();
  }

  /** The right answer's form, read while the question is on screen. */
  async function rightForm(screen: PlacementQuestion) {
    const row = await pending(screen.checkId);
    return {
      itemId: screen.itemId,
      answerKey: screen.answerKey,
      intent: "answer",
      ...rightAnswerFields(row.pendingJson),
    };
  }

  async function answerRight(childId: string, screen: PlacementQuestion, at: Date) {
    return recordPlacementAnswer(db(), lopez.familyId, childId, "math", await rightForm(screen), at);
  }

  it("starts once per subject, and only for a subject the child takes", async () => {
    const childId = await child(["math"]);
    const first = await startPlacement(db(), lopez.familyId, childId, "math");
    const again = await startPlacement(db(), lopez.familyId, childId, "math");
    expect(first.status).toBe("started");
    expect(again).toEqual({ status: "already-started", checkId: (first as { checkId: string }).checkId });
    expect(await startPlacement(db(), lopez.familyId, childId, "reading")).toEqual({ status: "not-taken" });
    expect(await startPlacement(db(), lopez.familyId, childId, "science")).toEqual({ status: "not-found" });
  });

  it("shows the same question after a reload, on any device, and measures time from when it was first shown", async () => {
    const childId = await child();
    await startPlacement(db(), lopez.familyId, childId, "math");
    const shownAt = new Date("2026-11-26T15:00:00Z");
    const first = await question(childId, "math", shownAt);
    const reloaded = await question(childId, "math", new Date("2026-11-26T15:00:30Z"));
    expect(reloaded).toEqual(first);
    expect(first.answered).toBe(0);
    expect(first.remaining).toBeGreaterThanOrEqual(10);
    const recorded = await answerRight(childId, first, new Date("2026-11-26T15:00:42Z"));
    expect(recorded).toEqual({ status: "recorded", done: false, rapidGuess: false });
    const [row] = await logged(childId);
    expect(row).toMatchObject({
      context: "placement",
      sequence: 1,
      itemId: first.itemId,
      correct: true,
      dontKnow: false,
      rapidGuess: false,
      hintsUsed: 0,
      retries: 0,
      responseTimeMs: 42_000,
      shownAt: shownAt.toISOString(),
      idempotencyKey: first.answerKey,
      generatorVersion: "items@1",
    });
    // The snapshot is the question as shown, answer included.
    expect((row?.snapshotJson as { item: { id: string } }).item.id).toBeTruthy();
    const next = await question(childId);
    expect(next.itemId).not.toBe(first.itemId);
    expect(next.answered).toBe(1);
  });

  it("records a double-clicked or resent answer once", async () => {
    const childId = await child();
    await startPlacement(db(), lopez.familyId, childId, "math");
    const screen = await question(childId);
    const at = new Date(Date.now() + 20_000);
    const form = await rightForm(screen);
    const send = () => recordPlacementAnswer(db(), lopez.familyId, childId, "math", form, at);
    const results = await Promise.all([send(), send()]);
    expect(results.filter((result) => result.status === "recorded")).toHaveLength(1);
    // The other is acknowledged without storing anything.
    expect(results.filter((result) => result.status !== "recorded")[0]?.status).toMatch(/duplicate|stale/);
    // The form resent after the answer was stored: acknowledged as already recorded.
    expect((await send()).status).toBe("duplicate");
    expect(await logged(childId)).toHaveLength(1);
    expect((await pending(screen.checkId)).countedItems).toBe(1);
  });

  it("keeps two tabs from corrupting the check: the loser is shown the current question", async () => {
    const childId = await child();
    await startPlacement(db(), lopez.familyId, childId, "math");
    // Both tabs load the question at once: they get the same one.
    const [tabA, tabB] = await Promise.all([question(childId), question(childId)]);
    expect(tabB.itemId).toBe(tabA.itemId);
    expect(tabB.answerKey).toBe(tabA.answerKey);
    const before = await pending(tabA.checkId);
    expect((await answerRight(childId, tabA, new Date(Date.now() + 15_000))).status).toBe("recorded");
    // Tab B answers the question tab A already answered: nothing new is stored.
    const late = await recordPlacementAnswer(
      db(),
      lopez.familyId,
      childId,
      "math",
      { itemId: tabB.itemId, answerKey: tabB.answerKey, intent: "dont-know" },
      new Date(Date.now() + 16_000),
    );
    expect(late.status).toBe("duplicate");
    // A form from an older question with another key is stale: it changes nothing either.
    const current = await question(childId);
    const stale = await recordPlacementAnswer(db(), lopez.familyId, childId, "math", {
      itemId: tabA.itemId,
      answerKey: "0190a0b0-0000-7000-8000-000000000000",
      intent: "dont-know",
    });
    expect(stale.status).toBe("stale");
    const after = await pending(tabA.checkId);
    expect(after.version).toBe(before.version + 2);
    expect(after.pendingAnswerKey).toBe(current.answerKey);
    expect(await logged(childId)).toHaveLength(1);
  });

  it.each([
    ["multi-select", "m-4.g.a.2", 1],
    ["ordering", "m-6.ns.c.7.b", 1],
    ["number-line-point", "m-3.nf.a.2.b", 3],
  ] as const)(
    "records a %s answer from its form fields, with the evidence in words",
    async (format, skillId, difficulty) => {
      const childId = await child();
      await startPlacement(db(), lopez.familyId, childId, "math");
      const screen = await question(childId);
      // The question on screen becomes an item of this format (the engine picks skills, not formats).
      const row = await pending(screen.checkId);
      const shown = readSnapshot(row.pendingJson) as MathSnapshot;
      const item = generateItem({ skillId, seed: 11, difficulty, theme: "animals" });
      expect(item.format).toBe(format);
      await db()
        .updateTable("placementCheck")
        .set({ pendingJson: toJson({ ...shown, item }) })
        .where("id", "=", screen.checkId)
        .execute();
      const base = { itemId: screen.itemId, answerKey: screen.answerKey, intent: "answer" };
      const shownAgain = await question(childId);
      expect(shownAgain.question.format).toBe(format);
      // Nothing chosen: a message, nothing stored.
      const empty = await recordPlacementAnswer(db(), lopez.familyId, childId, "math", base);
      expect(empty.status).toBe("invalid");
      expect(await logged(childId)).toHaveLength(0);
      const right = rightAnswerFields({ ...shown, item });
      const recorded = await recordPlacementAnswer(db(), lopez.familyId, childId, "math", { ...base, ...right });
      expect(recorded.status).toBe("recorded");
      const [logRow] = await logged(childId);
      expect(logRow).toMatchObject({ correct: true, format });
      const snapshot = readSnapshot(logRow!.snapshotJson)!;
      // Member details shows the child's answer in words, the same as the right answer here.
      expect(responseText(snapshot, logRow!.responseJson)).toBe(correctAnswerText(snapshot));
    },
  );

  it("explains an unusable answer and stores nothing", async () => {
    const childId = await child();
    await startPlacement(db(), lopez.familyId, childId, "math");
    const screen = await question(childId);
    const before = await pending(screen.checkId);
    const empty = await recordPlacementAnswer(db(), lopez.familyId, childId, "math", {
      itemId: screen.itemId,
      answerKey: screen.answerKey,
      intent: "answer",
    });
    expect(empty.status).toBe("invalid");
    expect((empty as { message: string }).message.length).toBeGreaterThan(5);
    expect(await pending(screen.checkId)).toEqual(before);
    expect(await logged(childId)).toHaveLength(0);
  });

  it("keeps rapid guesses out of the count and shows 'take your time' after three in a row", async () => {
    const childId = await child();
    await startPlacement(db(), lopez.familyId, childId, "math");
    let at = new Date("2026-11-26T16:00:00Z");
    let screen = await question(childId, "math", at);
    for (let index = 0; index < 3; index++) {
      expect(screen.takeYourTime).toBe(false);
      at = new Date(at.getTime() + 400);
      const result = await recordPlacementAnswer(
        db(),
        lopez.familyId,
        childId,
        "math",
        { ...(await rightForm(screen)) },
        at,
      );
      // Under half a second: a rapid guess, even when right.
      expect(result).toMatchObject({ status: "recorded", rapidGuess: true });
      screen = await question(childId, "math", at);
    }
    expect(screen.takeYourTime).toBe(true);
    const row = await pending(screen.checkId);
    expect(row).toMatchObject({ countedItems: 0, rapidGuesses: 3 });
    expect((await logged(childId)).every((entry) => entry.rapidGuess)).toBe(true);
  });

  it("offers a fresh check when one ended with nothing but rapid guesses; their answers stay in the log", async () => {
    const childId = await child(["math"]);
    const rushed = await takeTestPlacement(db(), lopez.familyId, childId, "math", { seconds: 0.3 });
    expect(rushed.done).toBe(true);
    expect(await getPlacementResult(db(), lopez.familyId, childId, "math")).toMatchObject({
      status: "no-estimate",
      rapidGuesses: rushed.answered,
    });
    expect(await db().selectFrom("learningPlan").select("id").where("childId", "=", childId).execute()).toEqual([]);
    const again = await startPlacement(db(), lopez.familyId, childId, "math");
    expect(again.status).toBe("started");
    expect((await question(childId)).answered).toBe(0);
    expect(await logged(childId)).toHaveLength(rushed.answered);
  });

  it("stops half-way and goes on later exactly where it stopped, then ends with a result and a plan", async () => {
    const childId = await child();
    const firstHalf = await takeTestPlacement(db(), lopez.familyId, childId, "reading", { stopAfter: 6 });
    expect(firstHalf).toMatchObject({ answered: 6, done: false });
    const waiting = await question(childId, "reading");
    // The passage is shown beside every reading question.
    expect(waiting.passage?.paragraphs.length).toBeGreaterThan(0);
    expect(await getPlacementResult(db(), lopez.familyId, childId, "reading")).toMatchObject({
      status: "in-progress",
      answered: 6,
    });
    const rest = await takeTestPlacement(db(), lopez.familyId, childId, "reading", { start: firstHalf.clock });
    expect(rest.done).toBe(true);
    const answers = await logged(childId);
    expect(answers.map((entry) => entry.sequence)).toEqual(answers.map((_entry, index) => index + 1));
    expect(answers.length).toBeLessThanOrEqual(40);
    const result = await getPlacementResult(db(), lopez.familyId, childId, "reading");
    if (result.status !== "ready") throw new Error(result.status);
    expect(result.itemsAnswered).toBe(answers.length);
    for (const strand of result.strands) expect(strand.low).toBeLessThanOrEqual(strand.high);
    const plan = await db().selectFrom("learningPlan").selectAll().where("childId", "=", childId).execute();
    expect(plan).toHaveLength(1);
    expect(plan[0]).toMatchObject({ subject: "reading", currentVersion: 1 });
    expect((await serveNextPlacementItem(db(), lopez.familyId, childId, "reading")).kind).toBe("done");
  });

  it("answers 'not found' for another family's child in every operation, and changes nothing", async () => {
    const childId = await child();
    await startPlacement(db(), lopez.familyId, childId, "math");
    const screen = await question(childId);
    const before = await pending(screen.checkId);
    expect(await startPlacement(db(), chen.familyId, childId, "math")).toEqual({ status: "not-found" });
    expect(await serveNextPlacementItem(db(), chen.familyId, childId, "math")).toEqual({ kind: "not-found" });
    expect(
      await recordPlacementAnswer(db(), chen.familyId, childId, "math", {
        itemId: screen.itemId,
        answerKey: screen.answerKey,
        intent: "dont-know",
      }),
    ).toEqual({ status: "not-found" });
    expect(await getPlacementResult(db(), chen.familyId, childId, "math")).toEqual({ status: "not-found" });
    expect(await serveNextPlacementItem(db(), lopez.familyId, "not-an-id", "math")).toEqual({ kind: "not-found" });
    expect(await pending(screen.checkId)).toEqual(before);
    expect(await logged(childId)).toHaveLength(0);
  });
});
