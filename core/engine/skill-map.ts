/**
 * The engine's view of the skill map: the curriculum's prerequisite graph plus the walks the
 * engine needs (ancestors and descendants with their distance, per-subject lists). Tests build
 * small fixture maps with `buildSkillMap`; the app uses `curriculumSkillMap()`.
 */
import { SKILLS } from "../curriculum/index.ts";
import { buildSkillGraph } from "../curriculum/graph.ts";
import type { EngineSkill, Strand, Subject } from "./types.ts";

export type SkillMap = {
  get(id: string): EngineSkill | undefined;
  has(id: string): boolean;
  all(): readonly EngineSkill[];
  subjectSkills(subject: Subject): readonly EngineSkill[];
  strandsOf(subject: Subject): Strand[];
  prerequisitesOf(id: string): EngineSkill[];
  dependentsOf(id: string): EngineSkill[];
  /** Every skill this one rests on, with the number of prerequisite steps to it (1 = direct). */
  ancestorDistances(id: string): ReadonlyMap<string, number>;
  /** Every skill resting on this one, with the number of steps (1 = lists it directly). */
  descendantDistances(id: string): ReadonlyMap<string, number>;
  /** Skills in prerequisite order (a skill after everything it rests on); cycles are cut. */
  prerequisiteOrder(): readonly EngineSkill[];
};

export function buildSkillMap(skills: readonly EngineSkill[]): SkillMap {
  const graph = buildSkillGraph(skills);
  const bySubject = new Map<Subject, EngineSkill[]>();
  for (const skill of skills) {
    if (!graph.has(skill.id) || graph.get(skill.id) !== skill) continue;
    const list = bySubject.get(skill.subject) ?? [];
    list.push(skill);
    bySubject.set(skill.subject, list);
  }
  const ancestorCache = new Map<string, Map<string, number>>();
  const descendantCache = new Map<string, Map<string, number>>();

  const walk = (start: string, step: (id: string) => EngineSkill[]): Map<string, number> => {
    const distances = new Map<string, number>();
    let frontier = [start];
    for (let hop = 1; frontier.length > 0; hop++) {
      const next: string[] = [];
      for (const id of frontier) {
        for (const neighbour of step(id)) {
          if (neighbour.id === start || distances.has(neighbour.id)) continue;
          distances.set(neighbour.id, hop);
          next.push(neighbour.id);
        }
      }
      frontier = next;
    }
    return distances;
  };

  let order: EngineSkill[] | null = null;
  const prerequisiteOrder = (): EngineSkill[] => {
    if (order !== null) return order;
    const done = new Set<string>();
    const onPath = new Set<string>();
    const result: EngineSkill[] = [];
    const visit = (skill: EngineSkill): void => {
      if (done.has(skill.id) || onPath.has(skill.id)) return;
      onPath.add(skill.id);
      for (const pre of graph.prerequisitesOf(skill.id)) visit(pre);
      onPath.delete(skill.id);
      done.add(skill.id);
      result.push(skill);
    };
    for (const skill of skills) visit(skill);
    order = result;
    return result;
  };

  return {
    get: (id) => graph.get(id),
    has: (id) => graph.has(id),
    all: () => skills,
    subjectSkills: (subject) => bySubject.get(subject) ?? [],
    strandsOf: (subject) => [...new Set((bySubject.get(subject) ?? []).map((s) => s.strand))],
    prerequisitesOf: (id) => graph.prerequisitesOf(id),
    dependentsOf: (id) => graph.dependentsOf(id),
    ancestorDistances: (id) => {
      let found = ancestorCache.get(id);
      if (found === undefined) {
        found = walk(id, graph.prerequisitesOf);
        ancestorCache.set(id, found);
      }
      return found;
    },
    descendantDistances: (id) => {
      let found = descendantCache.get(id);
      if (found === undefined) {
        found = walk(id, graph.dependentsOf);
        descendantCache.set(id, found);
      }
      return found;
    },
    prerequisiteOrder,
  };
}

let curriculumMap: SkillMap | null = null;

/** The real skill map from core/curriculum (built once). */
export function curriculumSkillMap(): SkillMap {
  curriculumMap ??= buildSkillMap(SKILLS);
  return curriculumMap;
}
