/**
 * The skill-state map after placement: what each skill's state probably is, inferred from the
 * strand estimate and propagated through the prerequisite graph the way knowledge-space systems
 * do (a right answer on a skill is evidence for what it rests on; a wrong answer on a skill is
 * evidence against what builds on it). Probabilities are capped so the map never claims more
 * certainty than the evidence gives.
 */
import { normalCdf, type Posterior } from "./irt.ts";
import type { PlacementResponse } from "./placement-state.ts";
import { evidenceWeight, GUESS_RATE } from "./response.ts";
import type { SkillMap } from "./skill-map.ts";
import type { Subject } from "./types.ts";
import { coded, type CodedReason, type EvidenceBasis, type EvidenceCode, type ReasonCode } from "./reason-codes.ts";

export type SkillStatus = "likely-known" | "likely-gap" | "uncertain";

export type SkillEstimate = {
  skillId: string;
  /** Probability the skill is already secure. */
  pKnown: number;
  status: SkillStatus;
  /** Answers on this very skill. */
  directAnswers: number;
  /** Answers on related skills that moved this estimate. */
  relatedAnswers: number;
  /** The English sentence (stored, logged). */
  reason: string;
  /**
   * The same reason as a code and values, for pages to translate (reason-codes.ts). Absent on
   * placement results stored before codes existed: those are read back from `reason`.
   */
  reasonCode?: ReasonCode<EvidenceCode>;
};

/** How much skills scatter around their strand's ability (logits). */
const SKILL_SCATTER = 0.3;
/** Slip rate assumed when reading one placement answer as evidence. */
const SLIP = 0.1;
/** Each step through the graph keeps this share of the evidence. */
const PROPAGATION_DECAY = 0.6;
/** Only propagate this many steps: farther skills learn nothing reliable. */
const MAX_HOPS = 3;
/** Without any answer touching a skill, the strand alone never says more than this. */
const STRAND_ONLY_CAP = 0.9;
/** With answers, never more certain than this: one check is one check. */
const EVIDENCE_CAP = 0.95;
const KNOWN_AT = 0.8;
const GAP_AT = 0.2;

export function inferSkillStates(
  subject: Subject,
  responses: readonly PlacementResponse[],
  strands: ReadonlyMap<string, Posterior>,
  map: SkillMap,
): Record<string, SkillEstimate> {
  const evidence = new Map<string, { logOdds: number; direct: number; related: number }>();
  const add = (id: string, logOdds: number, direct: boolean): void => {
    const entry = evidence.get(id) ?? { logOdds: 0, direct: 0, related: 0 };
    entry.logOdds += logOdds;
    if (direct) entry.direct += 1;
    else entry.related += 1;
    evidence.set(id, entry);
  };

  for (const r of responses) {
    if (r.rapidGuess || !map.has(r.skillId)) continue;
    const right = r.correct && !r.dontKnow;
    const guess = GUESS_RATE[r.format];
    // Answers just above the rapid-guess floor count partly (no cliff, issue 11).
    const weight = evidenceWeight({ format: r.format }, r);
    const logRatio = weight * (right ? Math.log((1 - SLIP) / guess) : Math.log(SLIP / (1 - guess)));
    add(r.skillId, logRatio, true);
    // A right answer speaks for the prerequisites; a wrong one speaks against the dependents.
    const related = right ? map.ancestorDistances(r.skillId) : map.descendantDistances(r.skillId);
    related.forEach((hops, id) => {
      if (hops <= MAX_HOPS) add(id, logRatio * PROPAGATION_DECAY ** hops, false);
    });
  }

  const out: Record<string, SkillEstimate> = {};
  for (const skill of map.subjectSkills(subject)) {
    const strand = strands.get(skill.strand);
    const prior = strand === undefined ? 0.5 : strandProbability(strand, skill.difficulty);
    const found = evidence.get(skill.id);
    let p = clamp(prior, 1 - STRAND_ONLY_CAP, STRAND_ONLY_CAP);
    if (found !== undefined) p = clamp(logistic(logit(p) + found.logOdds), 1 - EVIDENCE_CAP, EVIDENCE_CAP);
    const status: SkillStatus = p >= KNOWN_AT ? "likely-known" : p <= GAP_AT ? "likely-gap" : "uncertain";
    out[skill.id] = {
      skillId: skill.id,
      pKnown: Math.round(p * 1000) / 1000,
      status,
      directAnswers: found?.direct ?? 0,
      relatedAnswers: found?.related ?? 0,
      ...explained(status, found?.direct ?? 0, found?.related ?? 0),
    };
  }
  return out;
}

/** P(strand ability is above the skill's anchor), with the strand's uncertainty and skill scatter. */
function strandProbability(strand: Posterior, anchor: number): number {
  return normalCdf((strand.mean - anchor) / Math.sqrt(strand.sd ** 2 + SKILL_SCATTER ** 2));
}

function explained(
  status: SkillStatus,
  direct: number,
  related: number,
): { reason: string; reasonCode: ReasonCode<EvidenceCode> } {
  const { text, code, values } = explain(status, direct, related);
  return { reason: text, reasonCode: { code, values } };
}

function explain(status: SkillStatus, direct: number, related: number): CodedReason<EvidenceCode> {
  const basisCode: EvidenceBasis =
    direct > 0 ? (related > 0 ? "direct-related" : "direct") : related > 0 ? "related" : "strand";
  const values = { basis: basisCode, count: direct };
  const basis =
    direct > 0
      ? `${direct} placement question${direct === 1 ? "" : "s"} on this skill${related > 0 ? " and answers on related skills" : ""}`
      : related > 0
        ? "answers on skills connected to it"
        : "the overall level in this strand only";
  if (status === "likely-known") return coded("evidence.known", `Probably secure, judging from ${basis}.`, values);
  if (status === "likely-gap") return coded("evidence.gap", `Probably not learned yet, judging from ${basis}.`, values);
  return coded("evidence.unsure", `Not sure yet: ${basis} did not settle it.`, values);
}

function logit(p: number): number {
  return Math.log(p / (1 - p));
}

function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.min(Math.max(x, lo), hi);
}
