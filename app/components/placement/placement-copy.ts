/**
 * Every English string of the placement, plan and member-details screens, in one module (the i18n
 * catalogs were not on main when these screens were written). Keys follow the catalog contract
 * ("placement.player.next"), so moving them to app/i18n/catalogs/{en,es}/placement.json is a
 * mechanical step: each function becomes an ICU message with the same parameters.
 */
export const SUBJECT_NAMES: Record<string, string> = { math: "Math", reading: "Reading" };

export const PLACEMENT_COPY = {
  "placement.player.eyebrow": (name: string, subject: string) => `${name}'s ${subject.toLowerCase()} check`,
  "placement.player.title.math": "Answer as best you can",
  "placement.player.title.reading": "Read, then answer as best you can",
  "placement.player.next": "Next",
  "placement.player.dontKnow": "I don't know this yet",
  "placement.player.saving": "Saving…",
  "placement.progress.remaining": (count: number) =>
    count <= 1 ? "About 1 more question" : `About ${count} more questions`,
  "placement.progress.label": "Progress through the check",
  "placement.player.takeYourTime": "Take your time. There's no rush: read each question, then answer as best you can.",
  "placement.player.stop": "Stop for now",
  "placement.player.stopHint": "You can go on later, on any device, exactly where you stopped.",
  "placement.player.passage": "Passage",
  "placement.intro.title": (name: string, subject: string) => `${name}'s ${subject.toLowerCase()} check`,
  "placement.intro.body": (name: string) =>
    `A short set of questions that finds where ${name} is in each area, so the plan starts in the right place. It is not a test: there is no timer and no score, and some questions will feel hard on purpose.`,
  "placement.intro.points": [
    "One question at a time. Take as long as you like.",
    "If you haven't learned something yet, press “I don't know this yet”. That helps as much as an answer.",
    "You can stop after any question and go on later.",
  ],
  "placement.intro.start": "Start the check",
  "placement.notFound.title": "We couldn't find that page",
  "placement.notFound.body": "This child or subject is not part of your family's account.",
  "placement.notFound.back": "Back to your children",
} as const;

export const RESULT_COPY = {
  "placement.result.eyebrow": (name: string, subject: string) => `${name}'s ${subject.toLowerCase()} placement`,
  "placement.result.title": (name: string, level: string, subject: string) =>
    `${name} is working at about grade ${level} in ${subject.toLowerCase()}`,
  "placement.result.range": (low: string, high: string, items: number) =>
    `Most likely between grade ${low} and grade ${high} (an 80% range), from ${items} counted answers.`,
  "placement.result.wide":
    "This range is wide: a short check cannot say more yet. The plan starts low enough to be safe and narrows it as practice goes on.",
  "placement.result.byStrand": "By area",
  "placement.result.strandLine": (strand: string, level: string) =>
    `Working at grade ${level} in ${strand.toLowerCase()}`,
  "placement.result.strandRange": (low: string, high: string) => `likely between grade ${low} and ${high}`,
  "placement.result.known": "Skills they showed they know",
  "placement.result.gaps": "Gaps to work on",
  "placement.result.none": "None found in this check.",
  "placement.result.rapid": (count: number) =>
    `${count} answer${count === 1 ? " was" : "s were"} very quick, so ${count === 1 ? "it was" : "they were"} left out of the estimate.`,
  "placement.result.dontKnows": (count: number) => `“I don't know this yet”: ${count}.`,
  "placement.result.toPlan": "See the learning plan",
  "placement.result.toDetails": "See every question answered",
  "placement.result.inProgress": (name: string, count: number) =>
    `${name}'s check is under way (${count} answered). The result appears when it ends.`,
  "placement.result.continue": "Go on with the check",
  "placement.result.noEstimate": (name: string) =>
    `Every answer in ${name}'s check came very quickly, so it can't place them yet. Sit with them and try again when they're ready.`,
  "placement.result.restart": "Take the check again",
  "placement.result.notStarted": "This check hasn't started yet.",
} as const;

/** A grade level as the pages say it: 3.4. */
export function gradeText(level: number): string {
  return level.toFixed(1);
}

export const CARD_COPY = {
  "placement.card.title": "Where they are",
  "placement.card.notStarted": (subject: string) => `${subject}: placement check not started`,
  "placement.card.inProgress": (subject: string, count: number) =>
    `${subject}: placement check under way (${count} answered)`,
  "placement.card.planReady": (subject: string) => `${subject}: plan ready`,
  "placement.card.rapid": (count: number) => ` · ${count} very quick answer${count === 1 ? "" : "s"}`,
  "placement.card.start": (name: string, subject: string) => `Start ${name}'s ${subject.toLowerCase()} check`,
  "placement.card.continue": (name: string, subject: string) => `Continue ${name}'s ${subject.toLowerCase()} check`,
  "placement.card.plan": (name: string) => `See ${name}'s learning plan`,
  "placement.card.goals": "Goals and interests for the plan",
  "placement.card.details": "Details and answers",
} as const;
