import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Item } from "../../../core/items/types.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { itemFor } from "./item-bank.server.ts";
import {
  answerPracticeCheck,
  loadPracticeCheck,
  PRACTICE_CHECK_MAX_QUESTIONS,
  startPracticeCheck,
} from "./practice-check.server.ts";
import { PASSAGE_SET_SIZE, readingQuestionFor } from "./reading-bank.server.ts";

/** The form a child who knows the answer would send. */
function rightAnswer(item: Item): Record<string, string> {
  const answer = item.answer;
  switch (answer.format) {
    case "multiple-choice":
      return { choiceId: answer.choiceId };
    case "comparison":
      return { symbol: answer.symbol };
    case "fraction":
      return { answer: `${answer.value.n}/${answer.value.d}` };
    case "integer":
    case "decimal":
      return { answer: String(answer.value) };
    case "expression":
      return { answer: answer.expression };
    default:
      throw new Error(`format ${answer.format} is not offered in the practice check`);
  }
}

describe.each(testDialects())("practice check on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("refuses a grade it cannot place into, a theme it does not know, and a subject it does not check", async () => {
    expect(await startPracticeCheck(database.db, { grade: "12", theme: "space", subject: "math" })).toMatchObject({
      ok: false,
    });
    expect(await startPracticeCheck(database.db, { grade: "3", theme: "knitting", subject: "math" })).toMatchObject({
      ok: false,
    });
    expect(await startPracticeCheck(database.db, { grade: "3", theme: "space", subject: "science" })).toEqual({
      ok: false,
      message: "marketing.check.error.subject",
    });
    expect(await database.db.selectFrom("practiceCheck").select("id").execute()).toEqual([]);
  });

  it("runs an adaptive check to a summary, one answer stored exactly once per question", async () => {
    const started = await startPracticeCheck(database.db, { grade: "3", theme: "space", subject: "math" });
    if (!started.ok) throw new Error(started.message);
    const checkId = started.id;

    let view = await loadPracticeCheck(database.db, checkId);
    if (view?.kind !== "question") throw new Error("expected a question");
    // A reload shows the same question.
    const again = await loadPracticeCheck(database.db, checkId);
    expect(again?.kind === "question" && again.question.itemId).toBe(view.question.itemId);
    // The question the child sees carries no answer.
    expect(JSON.stringify(view)).not.toMatch(/"answer"|solution|wrongAnswers/);

    // An unusable answer is explained and changes nothing.
    const empty = await answerPracticeCheck(database.db, checkId, {
      itemId: view.question.itemId,
      answer: "",
      choiceId: "",
      symbol: "",
    });
    expect(empty.status).toBe("invalid");

    let answered = 0;
    for (let guard = 0; guard < 60 && view?.kind === "question"; guard++) {
      const item = itemFor(checkId, view.question.itemId, "space");
      // Knows the easier half, says "I don't know this yet" to the rest.
      const form =
        item.difficulty <= 2
          ? { itemId: view.question.itemId, ...rightAnswer(item) }
          : { itemId: view.question.itemId, intent: "dont-know" };
      const later = new Date(Date.now() + 20_000);
      expect(await answerPracticeCheck(database.db, checkId, form, later)).toEqual({ status: "recorded" });
      // The same submission again (a double click) is ignored.
      expect(await answerPracticeCheck(database.db, checkId, form, later)).toEqual({ status: "stale" });
      answered++;
      view = await loadPracticeCheck(database.db, checkId);
    }
    expect(view?.kind).toBe("summary");
    if (view?.kind !== "summary") return;
    expect(view.result.itemsAnswered).toBe(answered);
    expect(view.result.finished).toBe(true);
    expect(view.result.overall.low).toBeLessThanOrEqual(view.result.overall.level);
    expect(view.result.overall.high).toBeGreaterThanOrEqual(view.result.overall.level);
    const row = await database.db
      .selectFrom("practiceCheck")
      .selectAll()
      .where("id", "=", checkId)
      .executeTakeFirstOrThrow();
    expect(row.completedAt).not.toBeNull();
  });

  it("runs a reading check in passage sets, with the passage shown and the answers marked", async () => {
    const started = await startPracticeCheck(database.db, { grade: "5", theme: "space", subject: "reading" });
    if (!started.ok) throw new Error(started.message);
    const checkId = started.id;

    let view = await loadPracticeCheck(database.db, checkId);
    if (view?.kind !== "question") throw new Error("expected a question");
    expect(view.subject).toBe("reading");
    expect(view.passage?.title).toBeTruthy();
    expect(view.passage?.paragraphs.length).toBeGreaterThan(1);
    expect(view.question.choices).toHaveLength(4);
    expect(JSON.stringify(view)).not.toMatch(/"answer"|explanation/);

    // No choice, or a choice that does not exist, is explained and stores nothing.
    const itemId = view.question.itemId;
    expect(await answerPracticeCheck(database.db, checkId, { itemId, choiceId: "" })).toEqual({
      status: "invalid",
      message: "items.validation.pickFirst",
    });
    expect((await answerPracticeCheck(database.db, checkId, { itemId, choiceId: "7" })).status).toBe("invalid");

    const passagesInOrder: string[] = [];
    const markedCorrect: boolean[] = [];
    for (let guard = 0; guard < 60 && view?.kind === "question"; guard++) {
      const reading = readingQuestionFor(view.question.itemId);
      if (!reading) throw new Error(`unknown reading item ${view.question.itemId}`);
      expect(view.passage?.title).toBe(reading.passage.title);
      passagesInOrder.push(reading.passage.id);
      // Knows passages at grade 4 and below; picks a wrong choice above that.
      const knows = reading.passage.grade <= 4;
      const choice = knows ? reading.question.answer : (reading.question.answer + 1) % 4;
      markedCorrect.push(knows);
      const form = { itemId: view.question.itemId, choiceId: String(choice) };
      expect(await answerPracticeCheck(database.db, checkId, form, new Date(Date.now() + 30_000))).toEqual({
        status: "recorded",
      });
      view = await loadPracticeCheck(database.db, checkId);
    }
    expect(view?.kind).toBe("summary");
    if (view?.kind !== "summary") return;
    expect(view.subject).toBe("reading");
    expect(view.result.itemsAnswered).toBe(passagesInOrder.length);
    expect(
      view.result.strands.every((strand) => ["literature", "informational", "vocabulary"].includes(strand.strand)),
    ).toBe(true);
    // Each passage is read once: its questions come together, at most PASSAGE_SET_SIZE of them.
    const runs = passagesInOrder.reduce<string[]>(
      (list, passageId) => (list.at(-1) === passageId ? list : [...list, passageId]),
      [],
    );
    expect(new Set(runs).size).toBe(runs.length);
    for (const passageId of runs)
      expect(passagesInOrder.filter((id) => id === passageId).length).toBeLessThanOrEqual(PASSAGE_SET_SIZE);
    // The stored answers agree with the marking.
    const row = await database.db
      .selectFrom("practiceCheck")
      .selectAll()
      .where("id", "=", checkId)
      .executeTakeFirstOrThrow();
    expect(row.subject).toBe("reading");
    const stored = (row.stateJson as { responses: { correct: boolean }[] }).responses.map(
      (response) => response.correct,
    );
    expect(stored).toEqual(markedCorrect);
  });

  it.each([
    ["only 'I don't know this yet'", (itemId: string) => ({ itemId, intent: "dont-know" }), 20_000],
    // Rapid guesses are not counted by the engine, so they used to stretch the check past its promise.
    ["only instant wrong guesses", (itemId: string) => ({ itemId, choiceId: "zzz", answer: "0", symbol: "<" }), 0],
  ] as const)(
    "%s: ends within the promised number of questions, with ranges that are never a point",
    async (_name, formFor, millisLater) => {
      const started = await startPracticeCheck(database.db, { grade: "4", theme: "sports", subject: "math" });
      if (!started.ok) throw new Error(started.message);
      let view = await loadPracticeCheck(database.db, started.id);
      let shown = 0;
      for (let guard = 0; guard < 60 && view?.kind === "question"; guard++) {
        shown++;
        expect(view.question.number).toBe(shown);
        expect(view.question.maxQuestions).toBe(PRACTICE_CHECK_MAX_QUESTIONS);
        const outcome = await answerPracticeCheck(
          database.db,
          started.id,
          formFor(view.question.itemId),
          new Date(Date.now() + millisLater),
        );
        // A guess the item cannot read is explained; answer it "I don't know" then (still instant).
        if (outcome.status === "invalid")
          await answerPracticeCheck(database.db, started.id, { itemId: view.question.itemId, intent: "dont-know" });
        view = await loadPracticeCheck(database.db, started.id);
      }
      expect(view?.kind).toBe("summary");
      expect(shown).toBeLessThanOrEqual(PRACTICE_CHECK_MAX_QUESTIONS);
      if (view?.kind !== "summary") return;
      for (const range of [view.summary.overall.range, ...view.summary.areas.map((area) => area.range)]) {
        if (range.kind === "between") expect(range.high).toBeGreaterThan(range.low);
      }
      // "I don't know" to everything reads below the child's grade; instant guesses are not counted,
      // so nothing is known and the summary says it is not clear yet. Never "at or above" either way.
      expect(view.summary.overall.standing).toBe(millisLater > 0 ? "below" : "unclear");
      expect(view.summary.closing).not.toBe("at-or-above");
    },
  );

  it("answers an unknown or malformed id with not found", async () => {
    expect(await loadPracticeCheck(database.db, "not-a-uuid")).toBeNull();
    expect(await loadPracticeCheck(database.db, "0193a1b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b")).toBeNull();
    expect(await answerPracticeCheck(database.db, "0193a1b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b", {})).toEqual({
      status: "not-found",
    });
  });
});
