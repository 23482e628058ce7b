import { useEffect, useRef, type ReactNode } from "react";
import { ChevronRight } from "lucide-react";
import { data, isRouteErrorResponse, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { CHILD_SCREEN_WHEN_MODE_IS_CHILD } from "../../components/child-mode/child-screen.ts";
import { ChildShell } from "../../components/child-mode/child-shell.tsx";
import { ItemFigure } from "../../components/items/item-figure.tsx";
import { NotFoundPage } from "../../components/placement/not-found-page.tsx";
import { HintList } from "../../components/player/hint-list.tsx";
import { newestScreen, replyCarriedScreen, wantsScreenInReply } from "../../components/player/lean-step.ts";
import { PracticeFeedback } from "../../components/player/practice-feedback.tsx";
import { ReadAloud } from "../../components/player/read-aloud.tsx";
import { CONTENT_LANGUAGE } from "../../i18n/content-language.ts";
import { SessionQuestion } from "../../components/player/session-question.tsx";
import { CoachingPanel } from "../../components/sessions/coaching-panel.tsx";
import { LessonView } from "../../components/sessions/lesson-view.tsx";
import { SessionSummary } from "../../components/sessions/session-summary.tsx";
import { FOCUS_RING, LinkButton } from "../../components/ui/link-button.tsx";
import { servicesContext } from "../../context.ts";
import { useT } from "../../i18n/react.tsx";
import { useSkillName } from "../../i18n/use-skill-name.ts";
import {
  privatePageHeaders,
  requireConsentedFamily,
  requireParent,
  type ParentContext,
} from "../../server/auth/require-parent.server.ts";
import { getFamilyAccess } from "../../server/billing/get-family-access.server.ts";
import type { PassageView } from "../../server/placement/item-snapshot.ts";
import { refuseOtherChild } from "../../server/child-mode/child-mode-guard.server.ts";
import { readForm } from "../../server/request-body.server.ts";
import { handleActivityAction } from "../../server/sessions/activity-actions.server.ts";
import { getActivityScreen, type ActivityHeader, type Mode } from "../../server/sessions/activity-screen.server.ts";
import { loadActivityContext, type ActivityContext } from "../../server/sessions/activity-store.server.ts";
import type { Route } from "./+types/activity";

const NOT_FOUND = "Not found";

/** In child mode the page is a child's screen: no top bar, footer or cookie banner (ChildShell). */
export const handle = CHILD_SCREEN_WHEN_MODE_IS_CHILD;

function modeOf(value: string | undefined): Mode {
  if (value === "parent" || value === "child") return value;
  throw data(NOT_FOUND, { status: 404 });
}

/** Billing (issue 17): without access no session goes on; another family's activity is still 404. */
async function gate(
  args: Route.LoaderArgs | Route.ActionArgs,
  familyId: string,
  context: ActivityContext | null,
  now: Date,
) {
  const access = await getFamilyAccess(args.context.get(servicesContext), familyId, now);
  if (access.canStartSessions) return null;
  if (!context) throw data(NOT_FOUND, { status: 404 });
  return { kind: "paused" as const, childName: context.member.displayName };
}

/**
 * The activity's rows, loaded once per request and handed to the services (decision 0019); null
 * when it is not this family's. Child mode lets `/activities/child/…` through by its address: a
 * device in child mode for one child that is given another child's activity is sent back to its
 * own child's page.
 */
async function loadActivity(args: Route.LoaderArgs | Route.ActionArgs, familyId: string) {
  const { db } = args.context.get(servicesContext).database;
  const context = await loadActivityContext(db, familyId, args.params.activityId);
  if (context) await refuseOtherChild(args, context.member.id);
  return context;
}

/**
 * The screen the activity page shows now, built in this one place for the loader and for a step's
 * reply: the lesson, the question, its feedback or the summary. A finished part sends the child on
 * to the session's current part; another family's activity is 404. `context`: the rows this
 * request loaded (undefined: load them afresh, as after a step that changed them).
 */
async function currentScreen(
  args: Route.LoaderArgs | Route.ActionArgs,
  parent: ParentContext,
  familyId: string,
  mode: Mode,
  now: Date,
  context?: ActivityContext | null,
) {
  const screen = await getActivityScreen(
    args.context.get(servicesContext).database.db,
    familyId,
    args.params.activityId,
    mode,
    now,
    context,
  );
  if (screen.kind === "not-found") throw data(NOT_FOUND, { status: 404 });
  if (screen.kind === "elsewhere")
    throw redirect(`/activities/${mode}/${screen.activityId}`, { headers: parent.responseHeaders });
  // When it was built: the page shows the newer of the loader's screen and a reply's (newestScreen).
  return { ...screen, mode, servedAt: Date.now() };
}

/** /activities/{mode}/{activityId}: one part of a child's daily session (issue 13). */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const family = requireConsentedFamily(parent);
  const mode = modeOf(args.params.mode);
  const context = await loadActivity(args, family.id);
  const now = new Date();
  const paused = await gate(args, family.id, context, now);
  if (paused) return data({ ...paused, mode, servedAt: Date.now() }, { headers: privatePageHeaders(parent) });
  return data(await currentScreen(args, parent, family.id, mode, now, context), {
    headers: privatePageHeaders(parent),
  });
}

/**
 * Every post of the page. With JavaScript the player asks for the next screen in the reply (one
 * request per step, decision 0019): the action returns it as data and no loader runs after it.
 * Without JavaScript the same post redirects (post/redirect/get) and serves whole pages. The
 * answer's idempotency key and the compare-and-swap versions stay in `handleActivityAction`: a
 * resent answer, or a step that lost to another tab, changes nothing and gets the current screen.
 */
export async function action(args: Route.ActionArgs) {
  const parent = await requireParent(args);
  const family = requireConsentedFamily(parent);
  // The body first: an unreadable one is a 4xx with a message whatever the address says.
  const form = Object.fromEntries(await readForm(args.request));
  const mode = modeOf(args.params.mode);
  const context = await loadActivity(args, family.id);
  const now = new Date();
  const here = `/activities/${mode}/${args.params.activityId}`;
  if (await gate(args, family.id, context, now)) return redirect(here);
  const inReply = wantsScreenInReply(form);
  const result = await handleActivityAction(
    args.context.get(servicesContext).database.db,
    family.id,
    args.params.activityId,
    mode,
    form,
    now,
    context,
  );
  if (result.status === "not-found") throw data(NOT_FOUND, { status: 404 });
  if (result.status === "forbidden") throw data("Forbidden", { status: 403 });
  if (result.status === "invalid")
    return data(
      // Nothing was written: the question stays, with the message (and, with JavaScript, in the reply).
      {
        error: result.message,
        ...(inReply ? { screen: await currentScreen(args, parent, family.id, mode, now, context) } : {}),
      },
      { status: 400, headers: privatePageHeaders(parent) },
    );
  // Done, already done, or changed in another tab: show whatever is current (the rows read afresh).
  if (inReply)
    return data(
      { screen: await currentScreen(args, parent, family.id, mode, now) },
      { headers: privatePageHeaders(parent) },
    );
  return redirect(here, { headers: parent.responseHeaders });
}

/** A step whose reply carried the next screen runs no loader after it (root and layout skip theirs too). */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return replyCarriedScreen(args) ? false : args.defaultShouldRevalidate;
}

export function meta() {
  return [{ name: "robots", content: "noindex,nofollow" }];
}

function Frame({ mode, childName, children }: { mode: Mode; childName: string; children: ReactNode }) {
  return mode === "child" ? <ChildShell childName={childName}>{children}</ChildShell> : <>{children}</>;
}

export default function Activity({ loaderData: loaded, actionData }: Route.ComponentProps) {
  const t = useT();
  const nameOf = useSkillName();
  const loaderData = newestScreen(loaded, actionData);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const screenKey =
    loaderData.kind === "question"
      ? `${loaderData.answerKey}-${loaderData.hints.length}`
      : loaderData.kind === "feedback"
        ? `f-${loaderData.answerKey}`
        : loaderData.kind;
  const questionArea = useRef<HTMLDivElement>(null);
  const lastPassage = useRef<string | null>(null);
  const passageTitle =
    loaderData.kind === "question" || loaderData.kind === "feedback" ? (loaderData.passage?.title ?? null) : null;
  useEffect(() => {
    // Moving on puts focus on the new step's heading so a screen reader starts there (not on first load).
    // Within one reading passage the next question or its feedback gets the focus instead: on a phone
    // the passage stands above it, and the child should not scroll past it again for every question.
    const samePassage = passageTitle !== null && lastPassage.current === passageTitle;
    lastPassage.current = passageTitle;
    if (first.current) {
      first.current = false;
      return;
    }
    (samePassage ? questionArea.current : heading.current)?.focus();
  }, [screenKey, passageTitle]);

  if (loaderData.kind === "paused") {
    return (
      <Frame mode={loaderData.mode} childName={loaderData.childName}>
        <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          <h1 className="text-3xl font-bold text-slate-900">{t("sessions.paused.title")}</h1>
          <p className="mt-4 text-xl text-slate-800">{t("sessions.paused.body")}</p>
          {loaderData.mode === "parent" ? (
            <p className="mt-6">
              <LinkButton to="/settings/plan" size="lg">
                {t("sessions.today.toPlan")}
              </LinkButton>
            </p>
          ) : null}
        </main>
      </Frame>
    );
  }

  const { header, mode } = loaderData;
  const parentMode = mode === "parent";
  // The summary is not "part 2 of 2": it says the session is done.
  const eyebrow =
    loaderData.kind === "summary"
      ? t("sessions.activity.eyebrowDone", { name: header.childName })
      : t("sessions.activity.eyebrow", {
          name: header.childName,
          position: header.position + 1,
          count: header.partCount,
        });
  const headingLine = (text: string) => (
    <>
      <p className="text-base font-semibold text-brand-700">{eyebrow}</p>
      <h1 ref={heading} tabIndex={-1} className="mt-1 text-3xl font-bold text-slate-900 focus:outline-none sm:text-4xl">
        {text}
      </h1>
      {/* Issue 15: a part the parent assigned starts with the parent's note. */}
      {header.assignment?.showNote ? (
        <aside
          aria-label={t("assignments.child.noteLabel")}
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-xl whitespace-pre-line text-slate-900"
        >
          <span className="block text-base font-semibold text-slate-700">{t("assignments.child.noteLabel")}</span>
          {header.assignment.note}
        </aside>
      ) : null}
    </>
  );
  // In child mode the shell is the only way out (it asks for the parent's PIN).
  const stop = parentMode ? (
    <p className="mt-10 text-lg text-slate-700">
      <Link to="/activities" className="font-semibold text-brand-700 underline">
        {t("sessions.activity.stop")}
      </Link>{" "}
      {t("sessions.activity.stopHint")}
    </p>
  ) : null;

  if (loaderData.kind === "summary") {
    return (
      <Frame mode={mode} childName={header.childName}>
        <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          {headingLine(t("sessions.summary.title", { name: header.childName }))}
          <div className="mt-6">
            <SessionSummary
              summary={loaderData.summary}
              backTo={parentMode ? "/activities" : null}
              showReasons={parentMode}
            />
          </div>
          {/* In child mode the summary is the end of the road: say what comes next, kindly. */}
          {parentMode ? null : (
            <p className="mt-8 text-xl font-semibold text-slate-900">{t("sessions.summary.childDone")}</p>
          )}
        </main>
      </Frame>
    );
  }

  if (loaderData.kind === "lesson") {
    return (
      <Frame mode={mode} childName={header.childName}>
        {/* Centred like the practice screens after it, so the child's screen does not jump sideways. */}
        <main id="main" className={`mx-auto px-4 py-10 sm:px-6 ${parentMode ? "max-w-6xl" : "max-w-3xl"}`}>
          <div className={parentMode ? "grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]" : undefined}>
            <div>
              {headingLine(
                header.assignment
                  ? t("assignments.child.lessonTitle", { skill: nameOf(loaderData.lesson.skillId) })
                  : t("sessions.activity.lessonTitle", { skill: nameOf(loaderData.lesson.skillId) }),
              )}
              <div className="mt-6">
                <LessonView lesson={loaderData.lesson} />
              </div>
            </div>
            {parentMode ? (
              <CoachingPanel coaching={loaderData.coaching} childName={header.childName} canSkip={false} />
            ) : null}
          </div>
          {stop}
        </main>
      </Frame>
    );
  }

  const passage = loaderData.passage;
  const title = header.assignment
    ? t("assignments.child.title", {
        title: header.assignment.passageTitle ?? nameOf(header.assignment.skillId ?? ""),
      })
    : t(`sessions.activity.title.${header.kind}`, { skill: header.skillId !== null ? nameOf(header.skillId) : "" });
  const isCheckPart = header.kind === "day-7-check" || header.kind === "re-measure";
  const body =
    loaderData.kind === "question" ? (
      <div className="space-y-6">
        <SessionQuestion
          question={loaderData.question}
          itemId={loaderData.itemId}
          answerKey={loaderData.answerKey}
          tryAgain={loaderData.tryAgain}
          tries={loaderData.tries}
          error={actionData && "error" in actionData ? actionData.error : undefined}
          submitLabel={isCheckPart ? t("sessions.activity.checkSubmit") : undefined}
        />
        <HintList hints={loaderData.hints} moreHints={loaderData.moreHints} answerKey={loaderData.answerKey} />
      </div>
    ) : (
      <div className="space-y-6">
        <p lang={CONTENT_LANGUAGE} className="text-xl whitespace-pre-line text-slate-900">
          {loaderData.question.prompt}
        </p>
        {/* The item's figure stays beside its feedback. */}
        {loaderData.question.figure && !loaderData.question.numberLine ? (
          <ItemFigure svg={loaderData.question.figure.svg} />
        ) : null}
        <PracticeFeedback
          feedback={loaderData.feedback}
          answerKey={loaderData.answerKey}
          skillName={header.skillId !== null ? nameOf(header.skillId) : null}
          childName={header.childName}
          showReason={parentMode}
        />
      </div>
    );
  const panel = parentMode ? (
    <CoachingPanel
      coaching={loaderData.coaching}
      childName={header.childName}
      answerText={loaderData.kind === "question" ? loaderData.answerText : undefined}
      answerKey={loaderData.answerKey}
      canSkip={loaderData.kind === "question"}
    />
  ) : null;
  return (
    <Frame mode={mode} childName={header.childName}>
      <main
        id="main"
        className={`mx-auto px-4 py-8 sm:px-6 sm:py-10 ${passage || parentMode ? "max-w-6xl" : "max-w-3xl"}`}
      >
        {headingLine(title)}
        {/* The day-7 check and the day-30 re-measure (decision 0029): calm, no hints, no marks. */}
        {isCheckPart ? <p className="mt-2 text-lg text-slate-800">{t("sessions.activity.checkNote")}</p> : null}
        <div
          className={
            passage
              ? "mt-6 grid gap-8 lg:grid-cols-2 lg:items-start"
              : parentMode
                ? "mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
                : "mt-6"
          }
        >
          {passage ? (
            <Passage passage={passage} open={loaderData.kind === "question" && loaderData.firstOfPassage} />
          ) : null}
          <div ref={questionArea} tabIndex={-1} data-question-area className="space-y-8 focus:outline-none">
            {body}
            {passage ? panel : null}
          </div>
          {passage ? null : panel}
        </div>
        {stop}
      </main>
    </Frame>
  );
}

/**
 * The reading passage. On a wide screen it stands beside the questions. On a phone it would stand
 * above every question, so there it is a disclosure, "Read the story again": open for the
 * passage's first question, folded away after that (the child opens it whenever they want).
 */
function Passage({ passage, open }: { passage: PassageView; open: boolean }) {
  const t = useT();
  return (
    <>
      <article
        aria-labelledby="passage-title"
        className="hidden rounded-xl border border-slate-200 bg-amber-50/40 p-6 lg:sticky lg:top-4 lg:block lg:max-h-[85vh] lg:overflow-y-auto"
        tabIndex={0}
      >
        <PassageText passage={passage} titleId="passage-title" />
      </article>
      {/* key: a new passage, or its first question, sets the disclosure's starting state again. */}
      <details
        key={`${passage.title}-${open}`}
        open={open}
        className="group rounded-xl border border-slate-200 bg-amber-50/40 lg:hidden"
      >
        <summary
          className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-xl px-4 py-3 text-lg font-semibold text-brand-700 ${FOCUS_RING}`}
        >
          <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 transition-transform group-open:rotate-90" />
          {t("sessions.activity.readAgain", { title: passage.title })}
        </summary>
        <div className="px-4 pb-5">
          <PassageText passage={passage} titleId="passage-title-narrow" />
        </div>
      </details>
    </>
  );
}

function PassageText({ passage, titleId }: { passage: PassageView; titleId: string }) {
  const t = useT();
  return (
    <>
      <p className="text-sm font-semibold text-slate-600">{t("sessions.activity.passage")}</p>
      <h2 id={titleId} lang={CONTENT_LANGUAGE} className="text-2xl font-bold text-slate-900">
        {passage.title}
      </h2>
      <ReadAloud
        text={[{ text: [passage.title, ...passage.paragraphs].join("\n\n"), lang: CONTENT_LANGUAGE }]}
        className="mt-3"
      />
      {passage.paragraphs.map((paragraph, index) => (
        <p key={index} lang={CONTENT_LANGUAGE} className="mt-3 text-xl leading-relaxed text-slate-900">
          {paragraph}
        </p>
      ))}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}

export type { ActivityHeader };
