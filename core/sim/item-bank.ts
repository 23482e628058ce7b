/**
 * Abstract items for simulation: a few per skill at difficulties around the skill's anchor, with
 * formats spread over the kinds the item generators produce. No dependence on core/items.
 */
import type { SkillMap } from "../engine/skill-map.ts";
import type { EngineItem, ItemFormat, Subject } from "../engine/types.ts";

const OFFSETS = [-0.6, -0.2, 0.2, 0.6];
const FORMATS: ItemFormat[] = ["numeric", "multiple-choice", "numeric", "expression", "multiple-choice", "drag"];

export function buildItemBank(map: SkillMap, subject: Subject): EngineItem[] {
  const bank: EngineItem[] = [];
  map.subjectSkills(subject).forEach((skill, s) => {
    OFFSETS.forEach((offset, i) => {
      bank.push({
        id: `${skill.id}#${i}`,
        skillId: skill.id,
        strand: skill.strand,
        difficulty: Math.round((skill.difficulty + offset) * 100) / 100,
        format: FORMATS[(s + i) % FORMATS.length]!,
      });
    });
  });
  return bank;
}
