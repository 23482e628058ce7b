import type { Kysely } from "kysely";
import { getSkill, lessonFigures } from "../../../core/curriculum/index.ts";
import { nextInSession } from "../../../core/engine/index.ts";
import { plainText } from "../../../core/items/text.ts";
import type { Theme } from "../../../core/reading/types.ts";
import { newId } from "../../../db/ids.ts";
import { finishAssignmentPart, partAssignment, type PartAssignment } from "../assignments/assignment-parts.server.ts";
import type { Database } from "../../../db/schema.ts";
import type { QuestionView } from "../items/question-view.server.ts";
import { coachingForQuestion } from "../../../core/curriculum/coaching.ts";
import { correctAnswerText, snapshotView, type ItemSnapshot, type PassageView } from "../placement/item-snapshot.ts";
import { minutesOf } from "./active-time.ts";
import { activityFinished, isCheckKind, workDone } from "./activity-flow.ts";
import {
  casTransaction,
  currentActivity,
  loadActivityContext,
  LostRace,
  touchSession,
  updateActivity,
  type ActivityContext,
} from "./activity-store.server.ts";
import { nextCheckQuestion } from "./check-parts.server.ts";
import { pickItem, readingItem } from "./pick-item.server.ts";
import type { ActivityRow, SessionRow } from "./plan-todays-session.server.ts";
import { loadLearner } from "./learner-row.server.ts";
import {
  readActivityState,
  readPending,
  type ActivityState,
  type ItemFeedback,
  type PendingItem,
  type SessionPart,
  type StoredLevelChange,
} from "./session-parts.ts";

export type Mode = "parent" | "child";

export type ActivityHeader = {
  sessionId: string;
  activityId: string;
  memberId: string;
  childName: string;
  kind: ActivityRow["kind"];
  subject: string;
  /** The part's skill, named on the page in its language (useSkillName); null when it has none. */
  skillId: string | null;
  position: number;
  partCount: number;
  plannedMinutes: number;
  theme: string | null;
  /** Set when this part is an assignment from the parent (issue 15): its note is shown to the child. */
  assignment: PartAssignment | null;
};

export type Coaching = { say: string; ask: string[]; misconception: string } | null;

export type LessonView = {
  skillId: string;
  explanation: string;
  example: { problem: string; steps: string[]; answer: string };
  figures: { svg: string; description: string; caption: string }[];
};

export type SummaryPart = {
  activityId: string;
  kind: ActivityRow["kind"];
  skillId: string | null;
  status: ActivityRow["status"];
  answered: number;
  correct: number;
  minutes: number;
  onPaper: boolean;
};

export type SessionSummary = {
  childName: string;
  minutes: number;
  parts: SummaryPart[];
  /** Skills that moved up a level today, with the reason. */
  improved: { skillId: string; reason: string; to: string }[];
  /** Parts planned but not reached before the time was up: they come back another day. */
  leftForLater: number;
};

export type ActivityScreen =
  | { kind: "not-found" }
  /** This activity is finished: the child belongs on another one (or the summary). */
  | { kind: "elsewhere"; activityId: string }
  | { kind: "summary"; header: ActivityHeader; summary: SessionSummary }
  | { kind: "lesson"; header: ActivityHeader; lesson: LessonView; coaching: Coaching }
  | {
      kind: "question";
      header: ActivityHeader;
      itemId: string;
      answerKey: string;
      question: QuestionView;
      passage: PassageView | null;
      /** The passage's first question: on a phone the passage is shown open (folded away later). */
      firstOfPassage: boolean;
      hints: string[];
      moreHints: boolean;
      tries: number;
      tryAgain: string | null;
      /** For the parent only, and only once the child has tried. */
      answerText: string | null;
      coaching: Coaching;
    }
  | {
      kind: "feedback";
      header: ActivityHeader;
      answerKey: string;
      question: QuestionView;
      passage: PassageView | null;
      firstOfPassage: boolean;
      feedback: ItemFeedback;
      coaching: Coaching;
    };

/**
 * The screen of one activity (issue 13): the lesson, the question on screen (the same one after a
 * reload, on another device or in a second tab), the feedback after an answer, or the session's
 * summary. Serving a new question is a compare-and-swap on the activity, so two tabs end up on the
 * same question. `loaded`: the context the route already loaded for this request (one load per
 * request, decision 0019).
 */
export async function getActivityScreen(
  db: Kysely<Database>,
  familyId: string,
  activityId: string,
  mode: Mode,
  now: Date = new Date(),
  loaded?: ActivityContext | null,
): Promise<ActivityScreen> {
  for (let attempt = 0; attempt < 4; attempt++) {
    // The caller's context (already loaded for this request) on the first try; fresh rows after a race.
    const context =
      attempt === 0 && loaded !== undefined ? loaded : await loadActivityContext(db, familyId, activityId);
    if (!context) return { kind: "not-found" };
    const screen = await screenFor(db, context, mode, now);
    if (screen) return screen;
  }
  throw new Error(`activity ${activityId}: kept changing under us`);
}

async function screenFor(
  db: Kysely<Database>,
  context: ActivityContext,
  mode: Mode,
  now: Date,
): Promise<ActivityScreen | null> {
  const { session, activity, activities } = context;
  const assigned = await partAssignment(db, activity);
  const header = { ...headerOf(context), assignment: assigned.assignment };
  if (session.status === "ended") return { kind: "summary", header, summary: summaryOf(context) };
  if (activity.status === "done" || activity.status === "skipped") {
    const current = currentActivity(session, activities);
    return { kind: "elsewhere", activityId: current?.id ?? lastActivityId(activities) };
  }
  const state = readActivityState(activity.stateJson);
  if (!state) throw new Error(`activity ${activity.id}: damaged state`);
  if (assigned.stale) {
    // The parent deleted or changed the assignment before the child began it: the part is left out.
    await finishActivity(db, context, state, now, { countsForAssignment: false });
    return null;
  }
  const coaching = coachingFor(activity.skillId, mode);

  if (state.kind === "lesson-practice" && !state.lessonDone) {
    const skill = getSkill(state.engine.targetSkillId);
    if (skill) {
      return {
        kind: "lesson",
        header,
        coaching,
        lesson: {
          skillId: skill.id,
          explanation: skill.lesson.explanation,
          example: skill.lesson.workedExample,
          figures: lessonFigures(skill.id),
        },
      };
    }
  }

  const pending = readPending(activity.pendingJson);
  // On a phone the passage folds away after its first question (the activity page shows it open then).
  const firstOfPassage = state.kind === "reading" && state.position === 0;
  if (pending) return pendingScreen(header, pending, mode, coachingOfItem(pending, mode), firstOfPassage);

  // Nothing on screen: choose the next question, or finish the activity.
  const served = await serveNext(db, context, state, now);
  if (served === "raced") return null;
  if (served === "finished") return null; // reload: the activity row now says done
  return pendingScreen(header, served, mode, coachingOfItem(served, mode), firstOfPassage);
}

function pendingScreen(
  header: ActivityHeader,
  pending: PendingItem,
  mode: Mode,
  coaching: Coaching,
  firstOfPassage: boolean,
): ActivityScreen {
  const view = snapshotView(pending.snapshot);
  if (pending.phase === "feedback" && pending.feedback) {
    return {
      kind: "feedback",
      header,
      answerKey: pending.answerKey,
      question: view.question,
      passage: view.passage,
      firstOfPassage,
      feedback: pending.feedback,
      coaching,
    };
  }
  // The day-7 check and the re-measure measure: no hints (decision 0029).
  const hints = pending.snapshot.kind === "math" && !isCheckKind(header.kind) ? pending.snapshot.item.hints : [];
  return {
    kind: "question",
    header,
    itemId: pending.snapshot.engineItem.id,
    answerKey: pending.answerKey,
    question: view.question,
    passage: view.passage,
    firstOfPassage,
    hints: hints.slice(0, pending.hintsShown).map(plainText),
    moreHints: pending.hintsShown < hints.length,
    tries: pending.tries,
    tryAgain: pending.tryAgain === null ? null : plainText(pending.tryAgain),
    answerText: mode === "parent" && pending.tries > 0 ? correctAnswerText(pending.snapshot) : null,
    coaching,
  };
}

/**
 * Picks and stores the next question. "finished" when the activity (and maybe the session) has
 * nothing more to ask; "raced" when another request changed the rows first.
 */
async function serveNext(
  db: Kysely<Database>,
  context: ActivityContext,
  state: ActivityState,
  now: Date,
): Promise<PendingItem | "finished" | "raced"> {
  const { activity, member } = context;
  let next = state;
  let skillId: string | null = null;
  let target: number | null = null;
  let snapshot = null;
  const themes = member.interests.length > 0 ? member.interests : (["animals"] as Theme[]);
  const theme = (activity.theme as Theme | null) ?? themes[state.served % themes.length]!;

  if (!workDone(state)) {
    if (state.kind === "lesson-practice") {
      let step = state.step;
      if (step === null) {
        const learner = await loadLearner(db, member.id, activity.subject);
        const started = nextInSession({ session: state.engine, learner: learner?.state }, null);
        if (!started.ok) throw new Error(`activity ${activity.id}: ${started.error.message}`);
        step = started.value.step;
        next = { ...state, engine: started.value.session, step };
      }
      if (step.action === "item") {
        skillId = step.skillId;
        target = step.targetDifficulty;
      } else next = { ...next, kind: "lesson-practice", step } as ActivityState;
    } else if (state.kind === "review") {
      skillId = state.skills[state.position] ?? null;
    } else if (state.kind === "word-problems") {
      skillId = state.skillId;
    } else if (state.kind === "reading") {
      const index = state.questions[state.position];
      if (index !== undefined) snapshot = readingItem(state.passageId, index);
    } else if (state.kind === "day-7-check" || state.kind === "re-measure") {
      ({ snapshot, next } = nextCheckQuestion(activity.id, activity.subject, state, themes));
    }
    if (skillId !== null) {
      // Served here but never answered (skipped by the parent): their seeds are used up too.
      const skippedHere = state.served - activity.answered;
      snapshot = await pickItem(db, member.id, activity.id, skillId, target, theme, state.served, skippedHere);
    }
  }

  if (!snapshot) {
    // Nothing (more) to ask here: the activity ends and the session goes on with the next part.
    const ok = await finishActivity(db, context, next, now);
    return ok ? "finished" : "raced";
  }
  const pending: PendingItem = {
    snapshot,
    answerKey: newId(),
    hintsShown: 0,
    tries: 0,
    tryAgain: null,
    firstResponse: null,
    phase: "asking",
    feedback: null,
  };
  const stored = await casTransaction(db, async (trx) => {
    const touched = await touchSession(trx, context.session, now);
    if (!touched.ok) throw new LostRace();
    const moved = await updateActivity(
      trx,
      activity,
      {
        status: "started",
        startedAt: activity.startedAt ?? now.toISOString(),
        stateJson: { ...next, served: next.served + 1 },
        pendingJson: pending,
        pendingShownAt: now.toISOString(),
        activeMs: activity.activeMs + touched.gapMs,
      },
      now,
    );
    if (!moved) throw new LostRace();
  });
  return stored ? pending : "raced";
}

/**
 * Ends an activity (its work or its minutes are done, or it was done on paper) and, when nothing
 * is left or the session's 20 minutes are used, the session. Parts not reached are kept as
 * "skipped": they come back in the plan another day.
 */
export async function finishActivity(
  db: Kysely<Database>,
  context: ActivityContext,
  state: ActivityState,
  now: Date,
  {
    onPaper = false,
    extraMs = 0,
    endSession = false,
    changes = [],
    countsForAssignment = true,
  }: {
    onPaper?: boolean;
    extraMs?: number;
    endSession?: boolean;
    changes?: StoredLevelChange[];
    countsForAssignment?: boolean;
  } = {},
): Promise<boolean> {
  const { activity, activities, session } = context;
  // Any other part still open, wherever it stands: an assignment that joined the session while
  // this part was on screen sits before it (decision 0040), and the session is not over without it.
  const rest = activities.filter(
    (other) => other.id !== activity.id && (other.status === "planned" || other.status === "started"),
  );
  const ends = endSession || rest.length === 0;
  return casTransaction(db, async (trx) => {
    const touched = await touchSession(trx, session, now, { extraMs, changes, end: ends });
    if (!touched.ok) throw new LostRace();
    const done = await updateActivity(
      trx,
      activity,
      {
        status: "done",
        stateJson: state,
        pendingJson: null,
        pendingShownAt: null,
        onPaper: activity.onPaper || onPaper,
        activeMs: activity.activeMs + touched.gapMs + extraMs,
        startedAt: activity.startedAt ?? now.toISOString(),
        endedAt: now.toISOString(),
      },
      now,
    );
    if (!done) throw new LostRace();
    if (activity.assignmentId && countsForAssignment)
      await finishAssignmentPart(trx, activity.assignmentId, { answeredInPart: activity.answered, onPaper, now });
    if (ends) {
      for (const other of rest) {
        if (!(await updateActivity(trx, other, { status: "skipped", endedAt: now.toISOString() }, now)))
          throw new LostRace();
      }
    }
  });
}

export { activityFinished };

function headerOf({ session, activity, activities, member }: ActivityContext): ActivityHeader {
  return {
    sessionId: session.id,
    activityId: activity.id,
    memberId: member.id,
    childName: member.displayName,
    kind: activity.kind,
    subject: activity.subject,
    skillId: knownSkillId(activity.skillId),
    position: activity.position,
    partCount: activities.length,
    plannedMinutes: activity.plannedMinutes,
    theme: activity.theme,
    assignment: null,
  };
}

/** A part's skill id when the curriculum knows it (a part without a skill, or a retired one, has none to name). */
function knownSkillId(skillId: string | null): string | null {
  return skillId !== null && getSkill(skillId) ? skillId : null;
}

function coachingFor(skillId: string | null, mode: Mode): Coaching {
  if (mode !== "parent" || skillId === null) return null;
  return getSkill(skillId)?.coaching ?? null;
}

/** Coaching follows the question's own skill (after a step back it is the prerequisite's). */
function coachingOfItem(pending: PendingItem, mode: Mode): Coaching {
  const notes = coachingFor(pending.snapshot.engineItem.skillId, mode);
  // Beside a question the notes quote only its own numbers (issue 20: a note about 7/10 next to 3/4).
  return notes && coachingForQuestion(notes, questionTexts(pending.snapshot));
}

/** Every text of a question the parent sees next to the coaching panel. */
function questionTexts(snapshot: ItemSnapshot): string[] {
  if (snapshot.kind === "reading") return [snapshot.question.prompt, ...snapshot.question.choices];
  const { item } = snapshot;
  return [
    item.prompt,
    ...(item.choices ?? []).map((choice) => choice.text),
    item.figure?.description ?? "",
    correctAnswerText(snapshot),
  ];
}

function lastActivityId(activities: readonly ActivityRow[]): string {
  return activities.at(-1)?.id ?? "";
}

export function summaryOf({
  session,
  activities,
  member,
}: Pick<ActivityContext, "session" | "activities" | "member">): SessionSummary {
  const changes = Array.isArray(session.changesJson) ? (session.changesJson as StoredLevelChange[]) : [];
  const rank = { "not-started": 0, learning: 1, proficient: 2, mastered: 3 } as Record<string, number>;
  return {
    childName: member.displayName,
    minutes: minutesOf(session.activeMs),
    parts: activities.map((activity) => ({
      activityId: activity.id,
      kind: activity.kind,
      skillId: knownSkillId(activity.skillId),
      status: activity.status,
      answered: activity.answered,
      correct: activity.correctCount,
      minutes: minutesOf(activity.activeMs),
      onPaper: activity.onPaper,
    })),
    improved: changes
      .filter((change) => (rank[change.to] ?? 0) >= 2 && (rank[change.to] ?? 0) > (rank[change.from] ?? 0))
      .map((change) => ({
        skillId: change.skillId,
        reason: change.reason,
        to: change.to,
      })),
    leftForLater: activities.filter((activity) => activity.status === "skipped").length,
  };
}

export type { SessionPart, SessionRow };
