/**
 * Reading for the practice check: every multiple-choice question of every original passage
 * (core/reading) is an engine item on its reading skill. Questions come in passage sets, as on
 * STAAR: once a passage is chosen, up to PASSAGE_SET_SIZE of its questions are asked before the
 * next passage, so a child reads each passage once. The engine still chooses the question (about
 * 70% expected success, strands balanced); this module only narrows the bank it chooses from.
 */
import { getSkill } from "../../../core/curriculum/index.ts";
import type { EngineItem } from "../../../core/engine/index.ts";
import { PASSAGES } from "../../../core/reading/passages/index.ts";
import type { MultipleChoiceQuestion, Passage } from "../../../core/reading/types.ts";

export const PASSAGE_SET_SIZE = 4;

type ReadingEntry = { item: EngineItem; passage: Passage; question: MultipleChoiceQuestion };

/** `g4-space-comet-camp#2`: the passage id and the question's index in it. */
function readingItemId(passage: Passage, questionIndex: number): string {
  return `${passage.id}#${questionIndex}`;
}

function passageIdOf(itemId: string): string {
  return itemId.slice(0, itemId.lastIndexOf("#"));
}

let cached: Map<string, ReadingEntry> | undefined;

function entries(): Map<string, ReadingEntry> {
  if (cached) return cached;
  const byId = new Map<string, ReadingEntry>();
  for (const passage of PASSAGES) {
    passage.questions.forEach((question, index) => {
      // Short answers are scored by key phrases, fine for practice but too loose for placement.
      if (question.format !== "multiple-choice") return;
      const skill = getSkill(`r${passage.grade}-${question.skill}`);
      if (!skill) return;
      const id = readingItemId(passage, index);
      byId.set(id, {
        item: { id, skillId: skill.id, strand: skill.strand, difficulty: skill.difficulty, format: "multiple-choice" },
        passage,
        question,
      });
    });
  }
  cached = byId;
  return byId;
}

export function readingItemBank(): EngineItem[] {
  return [...entries().values()].map((entry) => entry.item);
}

/** The passage and question behind an engine item, or undefined for an id that is not ours. */
export function readingQuestionFor(itemId: string): { passage: Passage; question: MultipleChoiceQuestion } | undefined {
  return entries().get(itemId);
}

/**
 * The items the engine may choose from next, given the ids asked so far (in order): the rest of
 * the current passage while its set is not full, otherwise the questions of passages not read yet.
 */
export function readingBankFor(askedItemIds: readonly string[]): EngineItem[] {
  const asked = new Set(askedItemIds);
  const current = askedItemIds.at(-1);
  if (current !== undefined) {
    const passageId = passageIdOf(current);
    let askedFromCurrent = 0;
    for (let index = askedItemIds.length - 1; index >= 0; index--) {
      if (passageIdOf(askedItemIds[index] ?? "") !== passageId) break;
      askedFromCurrent++;
    }
    if (askedFromCurrent < PASSAGE_SET_SIZE) {
      const rest = readingItemBank().filter((item) => passageIdOf(item.id) === passageId && !asked.has(item.id));
      if (rest.length > 0) return rest;
    }
  }
  const readPassages = new Set(askedItemIds.map(passageIdOf));
  return readingItemBank().filter((item) => !readPassages.has(passageIdOf(item.id)));
}
