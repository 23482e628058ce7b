/**
 * The item exactly as a child saw it (decision 0014). A snapshot is taken when a question is
 * served, kept on the placement check while it is on screen, marked against when the answer comes
 * (never a regenerated copy), and copied into the answer log, so evidence shown years later is the
 * very question, even after generators or passages change. Plain JSON with a schema version.
 */
import type { EngineItem } from "../../../core/engine/index.ts";
import { generateItem } from "../../../core/items/registry.ts";
import { score } from "../../../core/items/score.ts";
import { formatNumber, fractionText, plainText } from "../../../core/items/text.ts";
import { ITEM_SCHEMA_VERSION, type Difficulty, type Item, type ItemResponse } from "../../../core/items/types.ts";
import { validate } from "../../../core/items/validate.ts";
import { pickFirstRef, refreshRef, validationMessageRef } from "../items/validation-message.ts";
import { PASSAGE_SCHEMA_VERSION, type Theme } from "../../../core/reading/types.ts";
import { questionView, responseFromFields, type QuestionView } from "../items/question-view.server.ts";
import { readingQuestionFor } from "../practice-check/reading-bank.server.ts";

export const SNAPSHOT_SCHEMA_VERSION = 1;

export type MathSnapshot = {
  schemaVersion: typeof SNAPSHOT_SCHEMA_VERSION;
  kind: "math";
  engineItem: EngineItem;
  generatorVersion: string;
  item: Item;
};

export type ReadingSnapshot = {
  schemaVersion: typeof SNAPSHOT_SCHEMA_VERSION;
  kind: "reading";
  engineItem: EngineItem;
  generatorVersion: string;
  passage: { id: string; title: string; text: string };
  question: { prompt: string; choices: string[]; answer: number };
};

export type ItemSnapshot = MathSnapshot | ReadingSnapshot;

/** What the answer log records about the response, raw as the child gave it. */
export type RecordedResponse = ItemResponse | { format: "dont-know" };

/** A stable seed for an item within a check: the same check and item give the same question. */
export function seedFor(contextId: string, engineItemId: string): number {
  let hash = 2166136261;
  for (const character of `${contextId}/${engineItemId}`) {
    hash ^= character.charCodeAt(0);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash % 1_000_000;
}

/**
 * Math engine ids are `skill|difficulty` (practice-check/item-bank.server.ts). `seed`: the caller's
 * own seed (daily sessions count them per child, skill and level); by default one from the context.
 */
export function mathSnapshot(contextId: string, engineItem: EngineItem, theme: Theme, seed?: number): MathSnapshot {
  const [, difficultyText = "2"] = engineItem.id.split("|");
  const difficulty = Number(difficultyText) as Difficulty;
  const item = generateItem({
    skillId: engineItem.skillId,
    seed: seed ?? seedFor(contextId, engineItem.id),
    difficulty,
    theme,
  });
  return {
    schemaVersion: SNAPSHOT_SCHEMA_VERSION,
    kind: "math",
    engineItem,
    generatorVersion: `items@${ITEM_SCHEMA_VERSION}`,
    item,
  };
}

export function readingSnapshot(engineItem: EngineItem): ReadingSnapshot {
  const reading = readingQuestionFor(engineItem.id);
  if (!reading) throw new Error(`No reading question ${engineItem.id}.`);
  return {
    schemaVersion: SNAPSHOT_SCHEMA_VERSION,
    kind: "reading",
    engineItem,
    generatorVersion: `passages@${PASSAGE_SCHEMA_VERSION}`,
    passage: { id: reading.passage.id, title: reading.passage.title, text: reading.passage.text },
    question: {
      prompt: reading.question.prompt,
      choices: [...reading.question.choices],
      answer: reading.question.answer,
    },
  };
}

/** Reads a stored snapshot defensively: an unknown shape is null, never a crash. */
export function readSnapshot(value: unknown): ItemSnapshot | null {
  if (typeof value !== "object" || value === null) return null;
  const snapshot = value as Partial<ItemSnapshot>;
  if (snapshot.schemaVersion !== SNAPSHOT_SCHEMA_VERSION) return null;
  if (snapshot.kind === "math" && typeof snapshot.item === "object") return snapshot as MathSnapshot;
  if (snapshot.kind === "reading" && typeof snapshot.question === "object") return snapshot as ReadingSnapshot;
  return null;
}

export type PassageView = { title: string; paragraphs: string[] };

/** What the player shows: never the answer. */
export function snapshotView(snapshot: ItemSnapshot): { question: QuestionView; passage: PassageView | null } {
  if (snapshot.kind === "math") return { question: questionView(snapshot.item), passage: null };
  return {
    question: {
      format: "multiple-choice",
      prompt: snapshot.question.prompt,
      figure: null,
      choices: snapshot.question.choices.map((text, index) => ({ id: String(index), text })),
      comparison: null,
      signed: false,
    },
    passage: { title: snapshot.passage.title, paragraphs: snapshot.passage.text.split(/\n\s*\n/) },
  };
}

export type Marked = { ok: true; correct: boolean; response: RecordedResponse } | { ok: false; message: string };

/** Validate, then score (STYLE.md habit 3): an unusable answer gets a message and is not recorded. */
export function markAnswer(snapshot: ItemSnapshot, fields: Record<string, unknown>): Marked {
  if (snapshot.kind === "math") {
    const response = responseFromFields(snapshot.item, fields);
    const validation = validate(snapshot.item, response);
    if (!validation.ok) return { ok: false, message: validationMessageRef(validation) };
    const scored = score(snapshot.item, response);
    return { ok: true, correct: scored.status === "scored" && scored.correct, response };
  }
  const choiceId = typeof fields.choiceId === "string" ? fields.choiceId : "";
  if (choiceId === "") return { ok: false, message: pickFirstRef() };
  const index = snapshot.question.choices.findIndex((_choice, position) => String(position) === choiceId);
  if (index === -1) return { ok: false, message: refreshRef() };
  return {
    ok: true,
    correct: index === snapshot.question.answer,
    response: { format: "multiple-choice", choiceId },
  };
}

/** The correct answer in words, for the parent's evidence view. */
export function correctAnswerText(snapshot: ItemSnapshot): string {
  if (snapshot.kind === "reading") return snapshot.question.choices[snapshot.question.answer] ?? "";
  const { answer, choices = [] } = snapshot.item;
  const choiceText = (id: string) => plainText(choices.find((choice) => choice.id === id)?.text ?? id);
  switch (answer.format) {
    case "integer":
    case "decimal":
      return `${formatNumber(answer.value)}${answer.unit ? ` ${answer.unit}` : ""}`;
    case "fraction":
      return fractionText(answer.value.n, answer.value.d);
    case "multiple-choice":
      return choiceText(answer.choiceId);
    case "multi-select":
      return answer.choiceIds.map(choiceText).join(", ");
    case "ordering":
      return answer.order.map(choiceText).join(", ");
    case "comparison":
      return `${plainText(answer.left)} ${answer.symbol} ${plainText(answer.right)}`;
    case "expression":
      return plainText(answer.expression);
    case "number-line-point":
      return fractionText(answer.value.n, answer.value.d);
  }
}

/** The child's response in words, for the parent's evidence view. */
export function responseText(snapshot: ItemSnapshot, response: unknown): string {
  const value = (typeof response === "object" && response !== null ? response : {}) as Record<string, unknown>;
  if (value.format === "dont-know") return "“I don't know this yet”";
  if (snapshot.kind === "reading") {
    return snapshot.question.choices[Number(value.choiceId)] ?? "";
  }
  const choices = snapshot.item.choices ?? [];
  const choiceText = (id: unknown) => plainText(choices.find((choice) => choice.id === id)?.text ?? String(id));
  if (typeof value.text === "string") return value.text;
  if ("choiceId" in value) return value.choiceId === null ? "" : choiceText(value.choiceId);
  if (typeof value.symbol === "string") return value.symbol;
  if (Array.isArray(value.choiceIds)) return value.choiceIds.map(choiceText).join(", ");
  if (Array.isArray(value.order)) return value.order.map(choiceText).join(", ");
  if (typeof value.position === "number") {
    // The mark the child chose, as the fraction it stands for on this line (3/4, not 0.75).
    const answer = snapshot.item.answer;
    const ticks = answer.format === "number-line-point" ? answer.ticksPerUnit : 0;
    const steps = value.position * ticks;
    return ticks > 0 && Number.isInteger(Math.round(steps * 1e6) / 1e6)
      ? fractionText(Math.round(steps), ticks)
      : formatNumber(value.position);
  }
  return "";
}
