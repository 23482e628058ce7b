/**
 * The engine's reasons travel as codes with values beside the English sentence (decision 0042).
 * Every code has an English and a Spanish message; what the engine really produces reads the same
 * from its code as from its sentence; and plans and sessions stored before the codes existed (the
 * sentence alone) still read in Spanish.
 */
import { describe, expect, it } from "vitest";
import { decideLevel } from "../../../core/engine/knowledge.ts";
import { LEVEL_CONTEXTS } from "../../../tests/setup/level-contexts.ts";
import { buildLearningPlan } from "../../../core/engine/plan.ts";
import type { PlacementResponse } from "../../../core/engine/placement-state.ts";
import type { PlacementResult } from "../../../core/engine/placement-result.ts";
import {
  EVIDENCE_BASES,
  EVIDENCE_CODES,
  LEVEL_REASON_CODES,
  PLAN_REASON_CODES,
} from "../../../core/engine/reason-codes.ts";
import { inferSkillStates } from "../../../core/engine/skill-inference.ts";
import { curriculumSkillMap } from "../../../core/engine/skill-map.ts";
import { reasonText } from "../../components/plans/reason-text.ts";
import { catalogOf } from "../../i18n/catalogs.server.ts";
import { formatList } from "../../i18n/format.ts";
import { isMessageRef } from "../../i18n/message-format.ts";
import { createT } from "../../i18n/translate.ts";
import { LEVEL_REASON_KEYS, levelChangeReasonRef, levelReasonRef } from "../sessions/level-reasons.ts";
import {
  EVIDENCE_BASIS_KEYS,
  EVIDENCE_KEYS,
  evidenceReason,
  evidenceReasonOf,
  PLAN_REASON_KEYS,
  planReason,
  planReasonOf,
  planReasonsOf,
  UNKNOWN_REASON_KEY,
} from "./plan-reasons.ts";

const en = createT("en");
const es = createT("es");
const list = (locale: "en" | "es") => (items: string[]) => formatList(items, locale);

describe("every engine reason code has a message in English and Spanish", () => {
  const english = catalogOf("en");
  const spanish = catalogOf("es");
  const cases: [string, string | undefined][] = [
    ...LEVEL_REASON_CODES.map((code): [string, string | undefined] => [code, LEVEL_REASON_KEYS[code]]),
    ...PLAN_REASON_CODES.map((code): [string, string | undefined] => [code, PLAN_REASON_KEYS[code]]),
    ...EVIDENCE_CODES.map((code): [string, string | undefined] => [code, EVIDENCE_KEYS[code]]),
    ...EVIDENCE_BASES.map((basis): [string, string | undefined] => [`basis ${basis}`, EVIDENCE_BASIS_KEYS[basis]]),
  ];

  it.each(cases)("%s", (_code, key) => {
    expect(key).toBeDefined();
    expect(english[key!]).toBeTruthy();
    expect(spanish[key!]).toBeTruthy();
    expect(spanish[key!]).not.toBe(english[key!]);
  });
});

/** A grade-5 math placement on the real curriculum: right answers low, wrong ones high, some skills unasked. */
function placement(): PlacementResult {
  const map = curriculumSkillMap();
  const skills = map.subjectSkills("math");
  const asked = skills.filter((_, index) => index % 4 === 0);
  const responses: PlacementResponse[] = asked.flatMap((skill, index) => {
    const correct = skill.grade <= 4;
    const times = index % 3 === 0 ? 2 : 1;
    return Array.from({ length: times }, (_, n) => ({
      itemId: `${skill.id}/${n}`,
      skillId: skill.id,
      strand: skill.strand,
      difficulty: skill.difficulty,
      format: "numeric" as const,
      correct,
      dontKnow: false,
      rapidGuess: false,
      responseTimeMs: 20_000,
    }));
  });
  const strands = new Map(skills.map((skill) => [skill.strand, { mean: 0, sd: 0.8 }]));
  const estimates = inferSkillStates("math", responses, strands, map);
  const level = { theta: 0, se: 0.5, level: 4.5, low: 4, high: 5, items: responses.length };
  // One asked skill was stored before the codes existed: its estimate has the sentence only.
  const old = asked[1]!.id;
  const { reasonCode: _dropped, ...withoutCode } = estimates[old]!;
  return {
    subject: "math",
    finished: true,
    stopReason: "precision",
    itemsAnswered: responses.length,
    rapidGuesses: 0,
    dontKnows: 0,
    overall: level,
    strands: [...strands.keys()].map((strand) => ({ strand, ...level })),
    skills: { ...estimates, [old]: withoutCode },
    responses,
  };
}

describe("plan reasons from codes", () => {
  const built = buildLearningPlan(
    {
      placement: placement(),
      grade: 5,
      schedule: { weekdays: [1, 3, 5], minutesPerSession: 20 },
      startDate: "2026-11-30",
      goalStrands: ["geometry"],
    },
    curriculumSkillMap(),
  );
  if (!built.ok) throw new Error(built.error.message);
  const targets = built.value.targets;

  it("gives one code per sentence, and the code reads exactly as the sentence does", () => {
    const seen = new Set<string>();
    for (const target of targets) {
      expect(target.whyCodes).toHaveLength(target.why.length);
      target.why.forEach((text, index) => {
        const fromCode = planReasonOf(text, target.whyCodes![index]);
        expect(fromCode.key).not.toBe(UNKNOWN_REASON_KEY);
        expect(fromCode).toEqual(planReason(text));
        expect(reasonText(es, list("es"), fromCode)).toBe(reasonText(es, list("es"), planReason(text)));
        seen.add(target.whyCodes![index]!.code);
      });
      if (target.evidenceCode) {
        const fromCode = evidenceReasonOf(target.evidence, target.evidenceCode);
        expect(fromCode.key).not.toBe(UNKNOWN_REASON_KEY);
        expect(fromCode).toEqual(evidenceReason(target.evidence));
        seen.add(`${target.evidenceCode.code} ${String(target.evidenceCode.values.basis ?? "")}`.trim());
      }
    }
    // The plan exercised most of the codes, so the comparison above is not empty.
    expect([...seen].filter((code) => code.startsWith("plan.")).length).toBeGreaterThanOrEqual(5);
    expect([...seen].filter((code) => code.startsWith("evidence.")).length).toBeGreaterThanOrEqual(2);
  });

  it("a target whose placement estimate had no code keeps its sentence and still reads in Spanish", () => {
    const withoutCode = targets.filter((target) => target.evidenceCode === undefined);
    for (const target of withoutCode) {
      const message = evidenceReasonOf(target.evidence, undefined);
      expect(message.key).not.toBe(UNKNOWN_REASON_KEY);
      expect(reasonText(es, list("es"), message)).not.toMatch(/judging|placement|Probably/);
    }
  });

  it("translates from the code, not from the sentence, when both are there", () => {
    const message = planReasonOf("Opens the way to 2 other skills.", { code: "plan.unlocks", values: { count: 7 } });
    expect(reasonText(es, list("es"), message)).toBe("Abre el camino a 7 habilidades más.");
    const evidence = evidenceReasonOf("A sentence from a newer engine.", {
      code: "evidence.gap",
      values: { basis: "direct", count: 3 },
    });
    expect(reasonText(es, list("es"), evidence)).toMatch(/3 preguntas de la evaluación inicial/);
  });

  it("reads a plan stored before the codes (sentences only) in Spanish, as before", () => {
    const stored = [
      "Part of the area you asked us to focus on.",
      "Comes after m-3.nf.a.1, which it builds on.",
      "Major work of grade 5.",
      "Opens the way to 3 other skills.",
    ];
    const messages = planReasonsOf(stored, undefined);
    expect(messages.map((m) => m.key)).not.toContain(UNKNOWN_REASON_KEY);
    const spanish = messages.map((m) => reasonText(es, list("es"), m));
    expect(spanish[0]).not.toBe(stored[0]);
    expect(spanish[1]).toContain("Qué es una fracción");
    expect(spanish[2]).toContain("grado 5");
    expect(spanish[3]).toBe("Abre el camino a 3 habilidades más.");
    expect(reasonText(es, list("es"), evidenceReasonOf("Not covered by the placement check."))).toBe(
      "La evaluación inicial no la cubrió.",
    );
  });

  it("falls back to the sentences when the codes do not line up with them", () => {
    const messages = planReasonsOf(
      ["Major work of grade 5.", "Opens the way to 1 other skill."],
      [{ code: "plan.asked", values: {} }],
    );
    expect(messages.map((m) => m.key)).toEqual(["placement.reason.majorWork", "placement.reason.unlocks"]);
  });

  it("an unknown code falls back to the sentence", () => {
    expect(planReasonOf("Major work of grade 4.", { code: "plan.from-the-future", values: {} }).key).toBe(
      "placement.reason.majorWork",
    );
  });
});

describe("level-change reasons from codes", () => {
  it("every decision carries a code whose English message is the engine's own sentence", () => {
    const codes = new Set<string>();
    for (const context of LEVEL_CONTEXTS) {
      const decision = decideLevel(context)!;
      const ref = levelChangeReasonRef(decision);
      expect(isMessageRef(ref)).toBe(true);
      expect(en.ref(ref)).toBe(decision.reason);
      expect(ref).toBe(levelReasonRef(decision.reason));
      expect(es.ref(ref)).not.toBe(decision.reason);
      codes.add(decision.code);
    }
    expect([...codes].sort()).toEqual([...LEVEL_REASON_CODES].sort());
  });

  it("a change stored before the codes (the sentence only) still reads in Spanish", () => {
    const stored = {
      reason:
        "Mastered: 3 questions right without help 2 days after becoming proficient, so it has stuck (we are 96% sure a new question would be right at least 4 times in 5).",
    };
    expect(es.ref(levelChangeReasonRef(stored))).toMatch(
      /^Ya la domina: 3 preguntas correctas sin ayuda 2 días después/,
    );
    expect(es.ref(levelChangeReasonRef({ reason: "A reason from a newer engine." }))).toBe(
      "A reason from a newer engine.",
    );
  });

  it("translates from the code's values, and an unknown code falls back to the sentence", () => {
    const ref = levelChangeReasonRef({ reason: "whatever", code: "level.back-to-proficient", values: { check: 4 } });
    expect(es.ref(ref)).toContain("Con 4 respuestas correctas");
    expect(levelChangeReasonRef({ reason: "Started practising this skill.", code: "level.unknown" })).toBe(
      levelReasonRef("Started practising this skill."),
    );
  });
});
