/**
 * Connects the item generators to the engine: every math skill with a generator becomes three
 * engine items (difficulty 1-3 around the skill's anchor). The item a child sees is generated from
 * the engine item, the check's id (seed) and the chosen theme, so nothing but the engine state
 * needs storing.
 */
import { getSkill } from "../../../core/curriculum/index.ts";
import type { EngineItem, ItemFormat } from "../../../core/engine/index.ts";
import { GENERATORS, generateItem } from "../../../core/items/registry.ts";
import type { Difficulty, Item } from "../../../core/items/types.ts";
import type { Theme } from "../../../core/reading/types.ts";
import { FORM_FORMATS } from "../items/question-view.server.ts";

/** Logit offset of each generator difficulty from the skill's anchor. */
const DIFFICULTY_OFFSET: Record<Difficulty, number> = { 1: -0.5, 2: 0, 3: 0.5 };

const ENGINE_FORMAT: Record<Item["format"], ItemFormat> = {
  integer: "numeric",
  decimal: "numeric",
  fraction: "numeric",
  "multiple-choice": "multiple-choice",
  comparison: "multiple-choice",
  "multi-select": "drag",
  ordering: "drag",
  expression: "expression",
  "number-line-point": "drag",
};

const cached = new Map<ReadonlySet<Item["format"]>, EngineItem[]>();

/** The practice check's bank: the formats answered with one plain field. */
export function practiceItemBank(): EngineItem[] {
  return mathItemBank(FORM_FORMATS);
}

/** Every math skill with a generator, at three difficulties, whose items come in one of `formats`. */
export function mathItemBank(formats: ReadonlySet<Item["format"]>): EngineItem[] {
  const known = cached.get(formats);
  if (known) return known;
  const bank: EngineItem[] = [];
  for (const skillId of Object.keys(GENERATORS).sort()) {
    const skill = getSkill(skillId);
    if (!skill) continue;
    for (const difficulty of [1, 2, 3] as const) {
      const sample = generateItem({ skillId, seed: 0, difficulty, theme: "sports" });
      if (!formats.has(sample.format)) continue;
      bank.push({
        id: `${skillId}|${difficulty}`,
        skillId,
        strand: skill.strand,
        difficulty: Math.round((skill.difficulty + DIFFICULTY_OFFSET[difficulty]) * 100) / 100,
        format: ENGINE_FORMAT[sample.format],
      });
    }
  }
  cached.set(formats, bank);
  return bank;
}

/** A stable seed for an item within a check: same check, same question after a reload. */
function seedFor(checkId: string, engineItemId: string): number {
  let hash = 2166136261;
  for (const character of `${checkId}/${engineItemId}`) {
    hash ^= character.charCodeAt(0);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash % 1_000_000;
}

export function itemFor(checkId: string, engineItemId: string, theme: Theme): Item {
  const [skillId = "", difficultyText = "2"] = engineItemId.split("|");
  const difficulty = Number(difficultyText) as Difficulty;
  return generateItem({ skillId, seed: seedFor(checkId, engineItemId), difficulty, theme });
}

/** Grades the practice check can place into: those the generators reach. */
export function availableGrades(): number[] {
  const grades = new Set<number>(practiceItemBank().map((item) => getSkill(item.skillId)?.grade ?? 0));
  return [3, 4, 5, 6, 7, 8].filter((grade) => grades.has(grade));
}
