/**
 * The landing page shows the real product (issue 18): a themed question as a child sees it, a
 * slice of a learning plan with its reasons, a day-7 "then and now" pair and a strand range chart.
 * All of it comes from the same generators and engine the app uses, run once per process for a
 * sample child (Sam, grade 5, into space, weaker in fractions than in geometry). Nothing is drawn
 * by hand and nothing is stored.
 */
import { getSkill } from "../../../core/curriculum/index.ts";
import {
  buildLearningPlan,
  gradeLevelToTheta,
  nextPlacementItem,
  placementResult,
  recordPlacementAnswer,
  startPlacement,
  type EngineItem,
} from "../../../core/engine/index.ts";
import { GENERATORS, generateItem } from "../../../core/items/registry.ts";
import { plainText } from "../../../core/items/text.ts";
import type { Item } from "../../../core/items/types.ts";
import type { Theme } from "../../../core/reading/types.ts";
import { reasonText } from "../../components/plans/reason-text.ts";
import { formatList } from "../../i18n/format.ts";
import { LOCALES, type Locale } from "../../i18n/locales.ts";
import { skillName } from "../../i18n/skill-names.ts";
import { createT } from "../../i18n/translate.ts";
import { FORM_FORMATS, questionView, type QuestionView } from "../items/question-view.server.ts";
import { planReasonsOf, UNKNOWN_REASON_KEY } from "../plans/plan-reasons.ts";
import type { ReasonCode } from "../../../core/engine/reason-codes.ts";
import { levelRange, type LevelRange } from "../practice-check/level-range.ts";
import { practiceItemBank } from "../practice-check/item-bank.server.ts";

const GRADE = 5;
/** A skill id inside an engine reason ("Comes after m-2.nbt.b.5, which it builds on."). */
const SKILL_ID = /\b[mr]-\d[\w.-]*\w/g;
const THEME: Theme = "space";

/** Where the sample child really is, per strand, on the grade scale (what the check should find). */
const TRUE_LEVELS: Record<string, number> = {
  "operations-algebra": 4.9,
  "number-system": 5.3,
  "fractions-ratios": 3.6,
  "measurement-data": 4.5,
  geometry: 5.7,
};

export type ShowcaseQuestion = QuestionView & { skillId: string; skillName: string; grade: number };

export type Showcase = {
  /** The hero's question, as the child sees it. */
  question: ShowcaseQuestion;
  /** The first skills of the plan, with the engine's reasons in the reader's language (plan-reasons.ts). */
  plan: {
    skillId: string;
    name: string;
    grade: number;
    why: string[];
    /** The engine's codes for `why` before inLanguage() words them; not in a language's showcase. */
    whyCodes?: ReasonCode[];
    minutes: number;
  }[];
  /** How many short checks of earlier skills come before them. */
  quickChecks: number;
  /** One skill's placement question (answered "I don't know this yet") and its day-7 question. */
  day7: {
    skillId: string;
    skillName: string;
    then: { prompt: string; figure: QuestionView["figure"] };
    now: { prompt: string; figure: QuestionView["figure"]; answer: string };
  } | null;
  /** The check's finding per strand: the range and the most likely level. */
  strands: { strand: string; level: number; low: number; high: number; range: LevelRange }[];
  grade: number;
  theme: Theme;
};

/** A deterministic "random" in [0, 1) from a text, so the sample child answers the same way every time. */
function unit(text: string): number {
  let hash = 2166136261;
  for (const character of text) {
    hash ^= character.charCodeAt(0);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash / 2 ** 32;
}

/** The sample child's placement check, answered by the engine's own rules for a child of TRUE_LEVELS. */
function samplePlacement() {
  const bank = practiceItemBank();
  const started = startPlacement({ subject: "math", grade: GRADE });
  if (!started.ok) throw new Error(started.error.message);
  let state: unknown = started.value;
  for (let step = 0; step < 45; step++) {
    const next = nextPlacementItem(state, bank);
    if (!next.ok) throw new Error(next.error.message);
    if (next.value.done || !next.value.item) break;
    const item: EngineItem = next.value.item;
    const ability = gradeLevelToTheta(TRUE_LEVELS[item.strand] ?? GRADE);
    // A right answer is likely when the item is below the child's ability (Rasch), decided by a
    // fixed draw per item so the page does not change between visits.
    const pRight = 1 / (1 + Math.exp(item.difficulty - ability));
    const correct = unit(item.id) < pRight;
    const recorded = recordPlacementAnswer(next.value.state, item.id, {
      correct,
      hintsUsed: 0,
      retries: 0,
      responseTimeMs: 25_000,
      dontKnow: !correct && unit(`${item.id}/dk`) < 0.5,
    });
    if (!recorded.ok) throw new Error(recorded.error.message);
    state = recorded.value.state;
  }
  const result = placementResult(state);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** A themed item of `skillId` in a format the page can show, trying seeds in a fixed order. */
function itemOf(skillId: string, wants: (item: Item) => boolean, firstSeed = 1): Item | null {
  for (let seed = firstSeed; seed < firstSeed + 60; seed++) {
    const item = generateItem({ skillId, seed, difficulty: 2, theme: THEME });
    if (wants(item)) return item;
  }
  return null;
}

/** Whether the item's words follow the theme (the same seed in another theme reads differently). */
function isThemed(item: Item, skillId: string, seed: number): boolean {
  return generateItem({ skillId, seed, difficulty: 2, theme: "cooking" }).prompt !== item.prompt;
}

function heroQuestion(): ShowcaseQuestion {
  // A themed question with a figure, from the sample child's grade down, fractions first.
  const skills = Object.keys(GENERATORS).sort();
  const byPreference = [GRADE, GRADE - 1, GRADE - 2].flatMap((grade) => {
    const ofGrade = skills.filter((id) => getSkill(id)?.grade === grade);
    return [
      ...ofGrade.filter((id) => getSkill(id)?.strand === "fractions-ratios"),
      ...ofGrade.filter((id) => getSkill(id)?.strand !== "fractions-ratios"),
    ];
  });
  for (const skillId of byPreference) {
    for (let seed = 1; seed < 15; seed++) {
      const item = generateItem({ skillId, seed, difficulty: 2, theme: THEME });
      const view = questionView(item);
      if (!FORM_FORMATS.has(item.format) || view.figure === null || item.prompt.length > 200) continue;
      if (!isThemed(item, skillId, seed)) continue;
      const skill = getSkill(skillId);
      return { ...view, skillId, skillName: skillId, grade: skill?.grade ?? GRADE };
    }
  }
  throw new Error("no themed question with a figure to show on the landing page");
}

/** The showcase with ids where names go (and the engine's own reasons); inLanguage() words it. */
function buildShowcase(): Showcase {
  const placement = samplePlacement();
  const built = buildLearningPlan({
    placement,
    grade: GRADE,
    schedule: { weekdays: [1, 3, 5], minutesPerSession: 20 },
    startDate: "2026-09-07",
  });
  if (!built.ok) throw new Error(built.error.message);
  // The slice a parent reads first: the skills to learn (the plan's quick checks of earlier
  // skills are counted, not listed).
  const learn = built.value.targets.filter((target) => target.kind !== "check");
  const plan = learn.slice(0, 3).map((target) => ({
    skillId: target.skillId,
    name: target.skillId,
    grade: getSkill(target.skillId)?.grade ?? GRADE,
    // The engine's own sentences; inLanguage() words them for the reader.
    why: target.why.slice(0, 2),
    whyCodes: target.whyCodes?.slice(0, 2),
    minutes: target.minutesNeeded,
  }));
  const quickChecks = built.value.targets.length - learn.length;
  // Day 7 compares a skill the placement asked and the child did not know yet, once week one
  // has worked on it, with a fresh question on the same skill.
  const missed = new Set(placement.responses.filter((r) => !r.correct).map((r) => r.skillId));
  const worked =
    learn.find((target) => missed.has(target.skillId) && GENERATORS[target.skillId]) ??
    learn.find((target) => GENERATORS[target.skillId]);
  const shown = (item: Item) => FORM_FORMATS.has(item.format) && item.prompt.length < 180;
  const then = worked ? itemOf(worked.skillId, shown, 1) : null;
  const differs = (item: Item) =>
    then !== null && JSON.stringify(questionView(item)) !== JSON.stringify(questionView(then));
  const now = worked && then ? itemOf(worked.skillId, (item) => shown(item) && differs(item), 20) : null;
  return {
    question: heroQuestion(),
    plan,
    quickChecks,
    day7:
      worked && then && now
        ? {
            skillId: worked.skillId,
            skillName: worked.skillId,
            then: { prompt: questionView(then).prompt, figure: questionView(then).figure },
            now: {
              prompt: questionView(now).prompt,
              figure: questionView(now).figure,
              answer: plainText(now.solution.answer),
            },
          }
        : null,
    strands: placement.strands.map((strand) => ({
      strand: strand.strand,
      level: strand.level,
      low: strand.low,
      high: strand.high,
      range: levelRange(strand),
    })),
    grade: GRADE,
    theme: THEME,
  };
}

/**
 * The showcase in a language: skills by their name in it, the engine's reasons read back into
 * catalog messages (as on the learning plan page). A reason plan-reasons.ts does not know is shown
 * as written, with its skill ids replaced by names.
 */
function inLanguage(built: Showcase, locale: Locale): Showcase {
  const t = createT(locale);
  const list = (items: string[]) => formatList(items, locale);
  const nameOf = (id: string) => skillName(id, locale);
  const reasons = (why: string[], codes: ReasonCode[] | undefined) =>
    planReasonsOf(why, codes).map((message, index) =>
      message.key === UNKNOWN_REASON_KEY ? why[index]!.replace(SKILL_ID, nameOf) : reasonText(t, list, message),
    );
  return {
    ...built,
    question: { ...built.question, skillName: nameOf(built.question.skillId) },
    plan: built.plan.map(({ whyCodes, ...target }) => ({
      ...target,
      name: nameOf(target.skillId),
      why: reasons(target.why, whyCodes),
    })),
    day7: built.day7 ? { ...built.day7, skillName: nameOf(built.day7.skillId) } : null,
  };
}

let built: Showcase | undefined;
const cached = new Map<Locale, Showcase>();

/** The landing page's product showcase in a language, built on first use and kept for the life of the process. */
export function landingShowcase(locale: Locale): Showcase {
  built ??= buildShowcase();
  let showcase = cached.get(locale);
  if (!showcase) {
    showcase = inLanguage(built, locale);
    cached.set(locale, showcase);
  }
  return showcase;
}

// The production server builds the showcase a moment after start-up, so no visitor waits for it.
if (import.meta.env?.PROD) setTimeout(() => LOCALES.forEach((locale) => landingShowcase(locale)), 1_000).unref();
