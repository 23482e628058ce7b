import type { Kysely } from "kysely";
import { z } from "zod";
import {
  nextInSession,
  recordAnswer,
  type AnswerFacts,
  type LearnerState,
  type LevelChange,
} from "../../../core/engine/index.ts";
import { score } from "../../../core/items/score.ts";
import { plainText } from "../../../core/items/text.ts";
import { PASSAGES } from "../../../core/reading/passages/index.ts";
import { newId } from "../../../db/ids.ts";
import type { Database } from "../../../db/schema.ts";
import {
  correctAnswerText,
  markAnswer,
  responseText,
  snapshotView,
  type ItemSnapshot,
  type RecordedResponse,
} from "../placement/item-snapshot.ts";
import { activityFinished, isCheckKind, pastItem, sessionFinished } from "./activity-flow.ts";
import { answerCheckQuestion } from "./check-parts.server.ts";
import { storeSessionAnswer } from "./store-session-answer.server.ts";
import { finishActivity, type Mode } from "./activity-screen.server.ts";
import {
  casTransaction,
  loadActivityContext,
  LostRace,
  touchSession,
  updateActivity,
  type ActivityContext,
} from "./activity-store.server.ts";
import { loadLearner } from "./learner-row.server.ts";
import {
  readActivityState,
  readPending,
  type ActivityState,
  type ItemFeedback,
  type PendingItem,
} from "./session-parts.ts";
import { activeGap } from "./active-time.ts";

export type ActivityActionResult =
  | { status: "done" }
  /** The first wrong try: the child sees the targeted feedback and tries again. */
  | { status: "try-again" }
  /** Already recorded (double click, resent form) or changed in another tab: show what is current. */
  | { status: "current" }
  | { status: "invalid"; message: string }
  /** Parent-only actions in child mode. */
  | { status: "forbidden" }
  | { status: "not-found" };

const actionSchema = z.object({
  intent: z.enum(["answer", "dont-know", "hint", "next", "lesson-done", "skip", "paper"]),
  answerKey: z.string().max(100).optional(),
  itemId: z.string().max(200).optional(),
  hint: z.coerce.number().int().min(0).max(10).optional(),
});

const PARENT_ONLY = new Set(["skip", "paper"]);

/**
 * Every post of the activity page (issue 13): an answer or "I don't know", a hint, moving on after
 * feedback, the end of the lesson, and in parent mode skipping a question or "we did this on
 * paper". Each is a compare-and-swap on the activity (and the session and learner state it
 * touches), and answers carry an idempotency key, so nothing is recorded twice. `loaded`: the
 * context the route already loaded for this request (one load per request, decision 0019); a
 * stale one only loses the compare-and-swap.
 */
export async function handleActivityAction(
  db: Kysely<Database>,
  familyId: string,
  activityId: string,
  mode: Mode,
  form: Record<string, unknown>,
  now: Date = new Date(),
  loaded?: ActivityContext | null,
): Promise<ActivityActionResult> {
  const context = loaded !== undefined ? loaded : await loadActivityContext(db, familyId, activityId);
  if (!context) return { status: "not-found" };
  const parsed = actionSchema.safeParse(form);
  if (!parsed.success) return { status: "current" };
  const { intent, answerKey, itemId, hint } = parsed.data;
  if (PARENT_ONLY.has(intent) && mode !== "parent") return { status: "forbidden" };

  if (answerKey && (intent === "answer" || intent === "dont-know")) {
    const seen = await db
      .selectFrom("answerLog")
      .select("childId")
      .where("idempotencyKey", "=", answerKey)
      .executeTakeFirst();
    if (seen) return seen.childId === context.member.id ? { status: "current" } : { status: "not-found" };
  }
  const { activity, session } = context;
  if (session.status === "ended" || (activity.status !== "planned" && activity.status !== "started"))
    return { status: "current" };
  const state = readActivityState(activity.stateJson);
  if (!state) throw new Error(`activity ${activity.id}: damaged state`);
  const pending = readPending(activity.pendingJson);

  switch (intent) {
    case "lesson-done": {
      if (state.kind !== "lesson-practice" || state.lessonDone) return { status: "current" };
      return written(
        await casTransaction(db, async (trx) => {
          const touched = await touchSession(trx, session, now);
          if (!touched.ok) throw new LostRace();
          const moved = await updateActivity(
            trx,
            activity,
            {
              status: "started",
              startedAt: activity.startedAt ?? now.toISOString(),
              stateJson: { ...state, lessonDone: true },
              activeMs: activity.activeMs + touched.gapMs,
            },
            now,
          );
          if (!moved) throw new LostRace();
        }),
      );
    }
    case "hint": {
      if (!pending || pending.phase !== "asking" || pending.answerKey !== answerKey) return { status: "current" };
      const hints = pending.snapshot.kind === "math" && !isCheckKind(state.kind) ? pending.snapshot.item.hints : [];
      // The form says which hint it asks for: a double click opens one hint, not two.
      if (hint !== pending.hintsShown || pending.hintsShown >= hints.length) return { status: "current" };
      return written(await savePending(db, context, { ...pending, hintsShown: pending.hintsShown + 1 }, now));
    }
    case "answer":
    case "dont-know":
      if (
        !pending ||
        pending.phase !== "asking" ||
        pending.answerKey !== answerKey ||
        pending.snapshot.engineItem.id !== itemId
      )
        return { status: "current" };
      if (state.kind === "day-7-check" || state.kind === "re-measure")
        return answerCheckQuestion(db, context, state, pending, intent === "dont-know", form, now);
      return answer(db, context, state, pending, intent === "dont-know", form, now);
    case "next":
    case "skip": {
      if (!pending || pending.answerKey !== answerKey) return { status: "current" };
      if (intent === "next" && pending.phase !== "feedback") return { status: "current" };
      return written(await moveOn(db, context, pastItem(state), now));
    }
    case "paper": {
      // Practice time, never evidence: no answer is logged and the learner state is untouched.
      const plannedMs = activity.plannedMinutes * 60_000;
      const gap = activeGap(session.lastActivityAt, now);
      const extraMs = Math.max(0, plannedMs - activity.activeMs - gap);
      const endSession = sessionFinished(session.activeMs + gap + extraMs);
      const ok = await finishActivity(db, context, state, now, { onPaper: true, extraMs, endSession });
      return written(ok);
    }
  }
}

function written(ok: boolean): ActivityActionResult {
  return ok ? { status: "done" } : { status: "current" };
}

async function savePending(db: Kysely<Database>, context: ActivityContext, pending: PendingItem, now: Date) {
  return casTransaction(db, async (trx) => {
    const touched = await touchSession(trx, context.session, now);
    if (!touched.ok) throw new LostRace();
    const moved = await updateActivity(
      trx,
      context.activity,
      { pendingJson: pending, activeMs: context.activity.activeMs + touched.gapMs },
      now,
    );
    if (!moved) throw new LostRace();
  });
}

/** After an item: the next one, the end of the activity, or the gentle end of the session. */
async function moveOn(db: Kysely<Database>, context: ActivityContext, state: ActivityState, now: Date) {
  const { activity, session } = context;
  const gap = activeGap(session.lastActivityAt, now);
  const endSession = sessionFinished(session.activeMs + gap);
  if (endSession || activityFinished(state, activity.activeMs + gap, activity.plannedMinutes)) {
    return finishActivity(db, context, state, now, { endSession });
  }
  return casTransaction(db, async (trx) => {
    const touched = await touchSession(trx, session, now);
    if (!touched.ok) throw new LostRace();
    const moved = await updateActivity(
      trx,
      activity,
      { stateJson: state, pendingJson: null, pendingShownAt: null, activeMs: activity.activeMs + touched.gapMs },
      now,
    );
    if (!moved) throw new LostRace();
  });
}

async function answer(
  db: Kysely<Database>,
  context: ActivityContext,
  state: ActivityState,
  pending: PendingItem,
  dontKnow: boolean,
  form: Record<string, unknown>,
  now: Date,
): Promise<ActivityActionResult> {
  const { activity, session, member } = context;
  const snapshot = pending.snapshot;
  let correct = false;
  let response: RecordedResponse = { format: "dont-know" };
  let targeted: string | null = null;
  if (!dontKnow) {
    const marked = markAnswer(snapshot, form);
    if (!marked.ok) return { status: "invalid", message: marked.message };
    correct = marked.correct;
    response = marked.response;
    if (!correct && snapshot.kind === "math" && response.format !== "dont-know") {
      const scored = score(snapshot.item, response);
      // Only a known misconception's own feedback is "targeted"; otherwise a kind nudge.
      if (scored.status === "scored" && !scored.correct && scored.misconception !== null) targeted = scored.feedback;
    }
  }

  // A first wrong try is not the end of the item: targeted feedback, then a second try.
  if (!correct && !dontKnow && pending.tries === 0) {
    return written(
      await savePending(
        db,
        context,
        // No known misconception: the page says a kind "have another go" in the reader's language.
        { ...pending, tries: 1, tryAgain: targeted, firstResponse: response, answerKey: newId() },
        now,
      ),
    );
  }

  const shownAt = activity.pendingShownAt ?? now.toISOString();
  const facts: AnswerFacts = {
    correct,
    hintsUsed: pending.hintsShown,
    retries: pending.tries,
    responseTimeMs: Math.max(0, now.getTime() - Date.parse(shownAt)),
    dontKnow,
  };
  const learner = await loadLearner(db, member.id, activity.subject);
  if (!learner) throw new Error(`activity ${activity.id}: no learner state for ${activity.subject}`);
  let nextState: ActivityState = state;
  let change: LevelChange | null;
  let rapidGuess: boolean;
  let learnerState: LearnerState;
  if (state.kind === "lesson-practice") {
    const outcome = nextInSession(
      { session: state.engine, learner: learner.state },
      { item: snapshot.engineItem, answer: facts },
    );
    if (!outcome.ok) throw new Error(`activity ${activity.id}: ${outcome.error.message}`);
    nextState = { ...state, engine: outcome.value.session, step: outcome.value.step };
    learnerState = outcome.value.learner;
    change = outcome.value.change;
    rapidGuess = outcome.value.rapidGuess;
  } else {
    const outcome = recordAnswer(learner.state, snapshot.engineItem, facts, session.day);
    if (!outcome.ok) throw new Error(`activity ${activity.id}: ${outcome.error.message}`);
    learnerState = outcome.value.learner;
    change = outcome.value.change;
    rapidGuess = outcome.value.rapidGuess;
  }

  const feedback: ItemFeedback = {
    correct,
    dontKnow,
    solution: correct ? null : snapshot.kind === "math" ? snapshot.item.solution.steps.map(plainText) : null,
    explanation: snapshot.kind === "reading" ? readingExplanation(snapshot.engineItem.id) : null,
    answerText: correctAnswerText(snapshot),
    yourAnswer: dontKnow ? null : answerInWords(snapshot, response),
    change,
  };
  const stored = await storeSessionAnswer(
    db,
    context,
    {
      context: "session",
      snapshot,
      // The first wrong try is kept with the final response, so the parent sees both.
      loggedResponse: pending.firstResponse ? { ...response, firstTry: pending.firstResponse } : response,
      correct,
      dontKnow,
      rapidGuess,
      hintsUsed: pending.hintsShown,
      retries: pending.tries,
      responseTimeMs: facts.responseTimeMs,
      idempotencyKey: pending.answerKey,
      shownAt,
      nextState,
      pending: { ...pending, phase: "feedback", feedback },
      change,
      learner: { version: learner.version, state: learnerState },
    },
    now,
  );
  return written(stored);
}

/** A reading question's own explanation of its answer, in words a child understands. */
function readingExplanation(itemId: string): string | null {
  const cut = itemId.lastIndexOf("#");
  const question = PASSAGES.find((passage) => passage.id === itemId.slice(0, cut))?.questions[
    Number(itemId.slice(cut + 1))
  ];
  return question?.explanation ?? null;
}

/** The child's answer as the feedback screen repeats it: a comparison as the whole sentence (3 < 5). */
function answerInWords(snapshot: ItemSnapshot, response: RecordedResponse): string | null {
  const text = responseText(snapshot, response);
  if (response.format === "comparison") {
    const comparison = snapshotView(snapshot).question.comparison;
    if (comparison) return `${comparison.left} ${response.symbol} ${comparison.right}`;
  }
  return text === "" ? null : text;
}
