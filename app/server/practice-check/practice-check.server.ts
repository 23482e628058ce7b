/**
 * The free STAAR-style practice check on /staar-full (PRODUCT.md §8): an adaptive math or reading
 * check with no account, built on the engine's placement (no right/wrong during the check, "I
 * don't know this yet" allowed, stops when the estimate is precise enough), ending with a summary.
 * Math questions come from the generators; reading questions from the original passages, asked in
 * passage sets (reading-bank.server.ts).
 */
import { z } from "zod";
import { messageRef, validatorMessageRef } from "../../i18n/message-format.ts";
import {
  nextPlacementItem,
  placementResult,
  recordPlacementAnswer,
  startPlacement,
  type PlacementResult,
} from "../../../core/engine/index.ts";
import { validate } from "../../../core/items/validate.ts";
import { pickFirstRef, refreshRef, validationMessageRef } from "../items/validation-message.ts";
import { score } from "../../../core/items/score.ts";
import { THEMES, type Theme } from "../../../core/reading/types.ts";
import type { Grade } from "../../../core/curriculum/types.ts";
import { newId } from "../../../db/ids.ts";
import { toJson } from "../../../db/type-parity.ts";
import type { AppServices } from "../../context.ts";
import {
  questionView,
  responseFromFields,
  type QuestionView as ItemQuestionView,
} from "../items/question-view.server.ts";
import { availableGrades, itemFor, practiceItemBank } from "./item-bank.server.ts";
import { checkSummary, type CheckSummary } from "./check-summary.ts";
import { readingBankFor, readingQuestionFor } from "./reading-bank.server.ts";

type Db = AppServices["database"]["db"];

export const startSchema = z.object({
  grade: z.coerce
    .number({ error: messageRef("marketing.check.error.grade") })
    .int({ error: messageRef("marketing.check.error.grade") })
    .refine((grade) => availableGrades().includes(grade), messageRef("marketing.check.error.gradeListed")),
  theme: z.enum(THEMES, { error: messageRef("marketing.check.error.theme") }),
  subject: z.enum(["math", "reading"], { error: messageRef("marketing.check.error.subject") }),
});

/**
 * The most questions a practice check shows, whatever the answers (issue 18: the page promises "up
 * to 30", so the stopping rule must never ask more). The engine's placement default lets rapid
 * guesses push the count past its 30 counted items (up to 40 shown); a parent was promised 30
 * questions, so here every question shown counts towards the cap.
 */
export const PRACTICE_CHECK_MAX_QUESTIONS = 30;

export type PracticeSubject = z.infer<typeof startSchema>["subject"];

export async function startPracticeCheck(db: Db, input: Record<string, unknown>) {
  const parsed = startSchema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false as const,
      message: validatorMessageRef(parsed.error.issues[0]?.message, "marketing.check.error.grade"),
    };
  const started = startPlacement({
    subject: parsed.data.subject,
    grade: parsed.data.grade as Grade,
    settings: { maxItems: PRACTICE_CHECK_MAX_QUESTIONS, maxPresented: PRACTICE_CHECK_MAX_QUESTIONS },
  });
  if (!started.ok) return { ok: false as const, message: started.error.message };
  const id = newId();
  const now = new Date().toISOString();
  await db
    .insertInto("practiceCheck")
    .values({
      id,
      grade: parsed.data.grade,
      subject: parsed.data.subject,
      theme: parsed.data.theme,
      stateJson: toJson(started.value),
      pendingShownAt: null,
      createdAt: now,
      updatedAt: now,
      completedAt: null,
    })
    .execute();
  return { ok: true as const, id };
}

/** `number` is this question's place; `maxQuestions` the most the check will ask (its stopping rule). */
export type QuestionView = ItemQuestionView & { itemId: string; number: number; maxQuestions: number };

/** A reading question's passage, shown above it. */
export type PassageView = { title: string; paragraphs: string[] };

export type PracticeCheckView =
  | { kind: "question"; subject: PracticeSubject; grade: number; question: QuestionView; passage: PassageView | null }
  | {
      kind: "summary";
      subject: PracticeSubject;
      grade: number;
      result: PlacementResult;
      /** Headline, table and closing sentence from one computation against the child's grade (check-summary.ts). */
      summary: CheckSummary;
    };

function subjectOf(row: { subject: string }): PracticeSubject {
  return row.subject === "reading" ? "reading" : "math";
}

function askedItemIds(state: unknown): string[] {
  const responses = (state as { responses?: { itemId?: unknown }[] }).responses ?? [];
  return responses.map((response) => String(response.itemId));
}

/** A reading question as the shared question form shows it: four choices, no figure. */
function readingQuestionView(itemId: string): { question: ItemQuestionView; passage: PassageView } {
  const reading = readingQuestionFor(itemId);
  if (!reading) throw new Error(`no reading question ${itemId}`);
  return {
    question: {
      format: "multiple-choice",
      prompt: reading.question.prompt,
      figure: null,
      choices: reading.question.choices.map((text, index) => ({ id: String(index), text })),
      comparison: null,
      signed: false,
    },
    passage: { title: reading.passage.title, paragraphs: reading.passage.text.split(/\n\s*\n/) },
  };
}

const idSchema = z.uuid();

/** The check's current screen; persists a newly chosen question so a reload shows the same one. */
export async function loadPracticeCheck(db: Db, checkId: string): Promise<PracticeCheckView | null> {
  if (!idSchema.safeParse(checkId).success) return null;
  const row = await db.selectFrom("practiceCheck").selectAll().where("id", "=", checkId).executeTakeFirst();
  if (!row) return null;
  const subject = subjectOf(row);
  const bank = subject === "reading" ? readingBankFor(askedItemIds(row.stateJson)) : practiceItemBank();
  const next = nextPlacementItem(row.stateJson, bank);
  if (!next.ok) throw new Error(`practice check ${checkId}: ${next.error.message}`);
  if (next.value.done || !next.value.item) {
    const result = placementResult(next.value.state);
    if (!result.ok) throw new Error(`practice check ${checkId}: ${result.error.message}`);
    const summary = checkSummary(result.value, row.grade);
    return { kind: "summary", subject, grade: row.grade, result: result.value, summary };
  }
  const engineItem = next.value.item;
  if (row.pendingShownAt === null) {
    await db
      .updateTable("practiceCheck")
      .set({
        stateJson: toJson(next.value.state),
        pendingShownAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .where("id", "=", checkId)
      .execute();
  }
  const shown =
    subject === "reading"
      ? readingQuestionView(engineItem.id)
      : { question: questionView(itemFor(checkId, engineItem.id, row.theme as Theme)), passage: null };
  return {
    kind: "question",
    subject,
    grade: row.grade,
    question: {
      ...shown.question,
      itemId: engineItem.id,
      number: next.value.state.responses.length + 1,
      maxQuestions: next.value.state.settings.maxPresented,
    },
    passage: shown.passage,
  };
}

export type AnswerOutcome =
  { status: "recorded" } | { status: "stale" } | { status: "invalid"; message: string } | { status: "not-found" };

/**
 * Records one answer. A second submission for the same question (a double click, a resent form)
 * is ignored, so an answer is stored exactly once. An unusable answer is explained and not stored.
 */
export async function answerPracticeCheck(
  db: Db,
  checkId: string,
  form: Record<string, unknown>,
  now = new Date(),
): Promise<AnswerOutcome> {
  if (!idSchema.safeParse(checkId).success) return { status: "not-found" };
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("practiceCheck").selectAll().where("id", "=", checkId).executeTakeFirst();
    if (!row) return { status: "not-found" as const };
    const pending = (row.stateJson as { pending?: { id?: string } | null }).pending;
    if (!pending?.id || pending.id !== form.itemId) return { status: "stale" as const };
    const dontKnow = form.intent === "dont-know";
    let correct = false;
    if (!dontKnow) {
      const marked =
        subjectOf(row) === "reading"
          ? markReadingAnswer(pending.id, form)
          : markMathAnswer(checkId, pending.id, row.theme, form);
      if (!marked.ok) return { status: "invalid" as const, message: marked.message };
      correct = marked.correct;
    }
    const shownAt = row.pendingShownAt ? new Date(row.pendingShownAt).getTime() : now.getTime();
    const recorded = recordPlacementAnswer(row.stateJson, pending.id, {
      correct,
      hintsUsed: 0,
      retries: 0,
      responseTimeMs: Math.max(0, now.getTime() - shownAt),
      dontKnow,
    });
    if (!recorded.ok) throw new Error(`practice check ${checkId}: ${recorded.error.message}`);
    await trx
      .updateTable("practiceCheck")
      .set({
        stateJson: toJson(recorded.value.state),
        pendingShownAt: null,
        updatedAt: now.toISOString(),
        completedAt: recorded.value.done ? now.toISOString() : null,
      })
      .where("id", "=", checkId)
      .execute();
    return { status: "recorded" as const };
  });
}

type Marked = { ok: true; correct: boolean } | { ok: false; message: string };

function markMathAnswer(checkId: string, itemId: string, theme: string, form: Record<string, unknown>): Marked {
  const item = itemFor(checkId, itemId, theme as Theme);
  const response = responseFromFields(item, form);
  const validation = validate(item, response);
  if (!validation.ok) return { ok: false, message: validationMessageRef(validation) };
  const scored = score(item, response);
  return { ok: true, correct: scored.status === "scored" && scored.correct };
}

function markReadingAnswer(itemId: string, form: Record<string, unknown>): Marked {
  const reading = readingQuestionFor(itemId);
  if (!reading) throw new Error(`no reading question ${itemId}`);
  const choiceId = typeof form.choiceId === "string" ? form.choiceId : "";
  if (choiceId === "") return { ok: false, message: pickFirstRef() };
  const index = reading.question.choices.findIndex((_choice, position) => String(position) === choiceId);
  if (index === -1) return { ok: false, message: refreshRef() };
  return { ok: true, correct: index === reading.question.answer };
}
