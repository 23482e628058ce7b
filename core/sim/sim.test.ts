import { beforeAll, describe, expect, it } from "vitest";
import { curriculumSkillMap } from "../engine/skill-map.ts";
import { readForBaseline, smartScoreRule, streakRule } from "./baselines.ts";
import { runBenchmark } from "./bench.ts";
import { createChild } from "./child.ts";
import { CONDITIONS, conditionNamed } from "./conditions.ts";
import { buildWorld, OPTION_GUESS } from "./continuous-child.ts";
import { buildItemBank } from "./item-bank.ts";
import { createRng } from "./rng.ts";
import { makeChild } from "./sim-child.ts";
import { emptyLearner, freshSkill } from "../engine/learner-state.ts";
import { enginePracticeItem } from "./mastery-run.ts";

const map = curriculumSkillMap();
const bank = buildItemBank(map, "math");

describe("simulated children", () => {
  it("two-state children have strand abilities, prerequisite gaps and are reproducible from a seed", () => {
    const one = createChild(createRng(7), map, "math", 6);
    const two = createChild(createRng(7), map, "math", 6);
    expect(one).toEqual(two);
    expect(Object.keys(one.strandTheta).sort()).toEqual(map.strandsOf("math").sort());
    const many = Array.from({ length: 20 }, (_, i) => createChild(createRng(100 + i), map, "math"));
    expect(many.some((c) => c.gaps.length > 0)).toBe(true);
    for (const c of many) for (const gap of c.gaps) expect(c.known[gap]).toBe(false);
  });

  it("continuous children learn gradually, some skills not at all, and guess about 1/options", () => {
    const condition = conditionNamed("non-learners")!;
    const world = buildWorld(map, "math", bank, 11, { skill: 0.3, item: 0.4 });
    let learnt = 0;
    let stuck = 0;
    for (let i = 0; i < 30; i++) {
      const child = makeChild(condition, createRng(500 + i), world);
      const target = child.chooseTarget(createRng(i));
      if (target === null) continue;
      const before = child.trueChance(target);
      const items = world.bankBySkill.get(target)!;
      const rng = createRng(900 + i);
      for (let n = 0; n < 12; n++) child.answerPractice(items[n % items.length]!, rng, n);
      const after = child.trueChance(target);
      if (child.learns(target)) {
        expect(after).toBeGreaterThanOrEqual(before);
        // Gradual: one day of practice moves the chance, it does not flip it to "known".
        if (after > before + 0.02) learnt += 1;
      } else {
        expect(after).toBeCloseTo(before, 10);
        stuck += 1;
      }
    }
    expect(learnt).toBeGreaterThan(0);
    expect(stuck).toBeGreaterThan(0);
    expect(OPTION_GUESS["multiple-choice"]).toBe(0.25);
    expect(OPTION_GUESS.numeric).toBeLessThan(0.05);
  });

  it("true item difficulties differ from the engine's in the continuous conditions only", () => {
    const exact = buildWorld(map, "math", bank, 3);
    const misfit = buildWorld(map, "math", bank, 3, { skill: 0.3, item: 0.4 });
    const gaps = bank.map((i) => Math.abs(misfit.trueDifficulty.get(i.id)! - i.difficulty));
    expect(bank.every((i) => exact.trueDifficulty.get(i.id) === i.difficulty)).toBe(true);
    expect(gaps.reduce((a, b) => a + b, 0) / gaps.length).toBeGreaterThan(0.2);
  });

  it("wide-strands children differ far more between strands than partial-knowers", () => {
    const world = buildWorld(map, "math", bank, 5, { skill: 0.3, item: 0.4 });
    const spread = (name: string): number => {
      let total = 0;
      for (let i = 0; i < 40; i++) {
        const child = makeChild(conditionNamed(name)!, createRng(700 + i), world);
        const values = Object.values(child.strandTruth);
        const m = values.reduce((a, b) => a + b, 0) / values.length;
        total += Math.sqrt(values.reduce((a, b) => a + (b - m) ** 2, 0) / values.length);
      }
      return total / 40;
    };
    expect(spread("wide-strands")).toBeGreaterThan(1.5 * spread("partial-knowers"));
  });
});

describe("baseline mastery rules", () => {
  it("streak-10 needs ten right in a row; the SmartScore-like rule reaches 80 and drops on misses", () => {
    const streak = streakRule(10);
    const answers = [...Array(9).fill(true), false, ...Array(10).fill(true)] as boolean[];
    expect(answers.findIndex((a) => streak.answer(a))).toBe(19);
    const smart = smartScoreRule(80);
    let n = 0;
    while (!smart.answer(true)) n++;
    expect(n + 1).toBeGreaterThanOrEqual(10);
  });

  it('counting first tries, a right answer after "not quite" breaks a streak; the final reading keeps it', () => {
    const answer = (correct: boolean, retries = 0) => ({
      correct,
      retries,
      hintsUsed: 0,
      responseTimeMs: 9000,
      dontKnow: false,
    });
    const history = [...Array(5).fill(answer(true)), answer(true, 1), ...Array(4).fill(answer(true))];
    const final = streakRule(10);
    const firstTry = streakRule(10);
    expect(history.map((a) => final.answer(readForBaseline(a, "final"))).at(-1)).toBe(true);
    expect(history.map((a) => firstTry.answer(readForBaseline(a, "firstTry"))).at(-1)).toBe(false);
    expect(readForBaseline({ ...answer(true), dontKnow: true }, "final")).toBe(false);
  });
});

describe("the engine's practice items", () => {
  it("are the bank items nearest the session's target, never the one just answered", () => {
    const skill = map.subjectSkills("math")[10]!;
    const items = bank.filter((i) => i.skillId === skill.id);
    const learner = emptyLearner();
    // Three answers on record with a high estimate: the session asks for the harder items.
    learner.skills[skill.id] = { ...freshSkill(0.9, { mean: 3, sd: 0.5 }), answers: 3 };
    const hardest = [...items].sort((a, b) => b.difficulty - a.difficulty);
    const first = enginePracticeItem(learner, skill.id, items, map, null, 0);
    expect(first.id).toBe(hardest[0]!.id);
    const second = enginePracticeItem(learner, skill.id, items, map, first, 1);
    expect(second.id).toBe(hardest[1]!.id);
    // Before three answers: the rotation, as the session starts gently.
    expect(enginePracticeItem(emptyLearner(), skill.id, items, map, null, 2).id).toBe(items[2]!.id);
  });
});

describe("small deterministic simulation (fixed seed), every condition", () => {
  // Loose bounds: a handful of children per condition, so these catch a broken engine or simulator,
  // not a drift of a few points (the benchmark reports the real figures).
  let report: ReturnType<typeof runBenchmark>;
  beforeAll(() => {
    report = runBenchmark({ children: 8, seed: 424242, subject: "math", sessionSteps: 2 }, map);
  }, 300_000);

  it("runs every condition", () => {
    expect(report.conditions.map((c) => c.name)).toEqual(CONDITIONS.map((c) => c.name));
  });

  for (const condition of CONDITIONS) {
    it(`${condition.name}: placement within the item cap with ranges that usually hold`, () => {
      const c = report.conditions.find((r) => r.name === condition.name)!;
      expect(c.placement.itemsMedian).toBeLessThanOrEqual(30);
      expect(c.placement.rmseTheta).toBeLessThan(1.3);
      expect(c.placement.coverage80.strands).toBeGreaterThan(0.4);
    });

    it(`${condition.name}: mastery is rarely declared while a fresh item would be missed more than 1 time in 5`, () => {
      const c = report.conditions.find((r) => r.name === condition.name)!;
      expect(c.mastery.runs).toBeGreaterThan(4);
      // Eight children make these rates coarse (one run is 10-20 points): the bounds are a tripwire
      // for the first engine's 60-80% false mastery and ~100% for never-learners, not the targets.
      expect(c.mastery.engine.falseMasteryRate).toBeLessThanOrEqual(0.5);
      const never = c.mastery.engine.falseMasteryRateNeverLearners;
      if (never !== null) expect(never).toBeLessThanOrEqual(0.6);
      expect(c.mastery.engine.chanceAtDeclarationMedian ?? 1).toBeGreaterThanOrEqual(0.8);
    });
  }

  it("is reproducible: the same seed gives the same figures", () => {
    const options = {
      children: 2,
      seed: 99,
      subject: "math" as const,
      sessionSteps: 1,
      conditions: ["two-state", "everything"],
    };
    const first = runBenchmark(options, map);
    const again = runBenchmark(options, map);
    const strip = (r: typeof first) => r.conditions.map((c) => ({ ...c, timing: null }));
    expect(strip(again)).toEqual(strip(first));
  }, 120_000);
});
