import { data, Form, isRouteErrorResponse, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { ChildShell, useChildMode } from "../../components/child-mode/child-shell.tsx";
import { CHILD_SCREEN } from "../../components/child-mode/child-screen.ts";
import { newestScreen, replyCarriedScreen, wantsScreenInReply } from "../../components/player/lean-step.ts";
import { ItemsInEnglishNote } from "../../components/player/items-in-english-note.tsx";
import { QuestionPlayer } from "../../components/player/question-player.tsx";
import { NotFoundPage } from "../../components/placement/not-found-page.tsx";
import { subjectWord } from "../../components/placement/subject-words.ts";
import { ProgressLine } from "../../components/placement/progress-line.tsx";
import { FOCUS_RING } from "../../components/ui/link-button.tsx";
import { servicesContext } from "../../context.ts";
import { useT } from "../../i18n/react.tsx";
import {
  privatePageHeaders,
  requireConsentedFamily,
  requireParent,
  type ParentContext,
} from "../../server/auth/require-parent.server.ts";
import { recordPlacementAnswer } from "../../server/placement/record-placement-answer.server.ts";
import { serveNextPlacementItem } from "../../server/placement/serve-next-placement-item.server.ts";
import { startPlacement } from "../../server/placement/start-placement.server.ts";
import { readForm } from "../../server/request-body.server.ts";
import type { Route } from "./+types/placement";

const NOT_FOUND = "Not found";

/** A child-facing screen: the calm child shell, no top bar, footer or cookie banner (issue 13). */
export const handle = CHILD_SCREEN;

/**
 * The screen the placement page shows now (the current question, or the intro before the start),
 * built in this one place for the loader and for an answer's reply. A finished check goes to its
 * result page; another family's child is 404.
 */
async function currentScreen(args: Route.LoaderArgs | Route.ActionArgs, parent: ParentContext, familyId: string) {
  const { memberId, subject } = args.params;
  const screen = await serveNextPlacementItem(
    args.context.get(servicesContext).database.db,
    familyId,
    memberId,
    subject,
  );
  if (screen.kind === "not-found") throw data(NOT_FOUND, { status: 404 });
  if (screen.kind === "done")
    throw redirect(`/placement/${memberId}/${subject}/result`, { headers: parent.responseHeaders });
  // When it was built: the page shows the newer of the loader's screen and a reply's (newestScreen).
  return { ...screen, servedAt: Date.now() };
}

/** /placement/{memberId}/{subject}: the child's placement check, one question at a time (issue 12 §1). */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const family = requireConsentedFamily(parent);
  return data(await currentScreen(args, parent, family.id), { headers: privatePageHeaders(parent) });
}

/**
 * Starting the check, and each answer. With JavaScript the player asks for the next screen in the
 * answer's reply (one request per step, decision 0019); without it the same post redirects
 * (post/redirect/get). Idempotency and compare-and-swap stay in `recordPlacementAnswer`: a resent
 * answer or one that lost to another tab is not stored again and gets the current screen.
 */
export async function action(args: Route.ActionArgs) {
  const parent = await requireParent(args);
  const family = requireConsentedFamily(parent);
  const { memberId, subject } = args.params;
  const { db } = args.context.get(servicesContext).database;
  const form = Object.fromEntries(await readForm(args.request));
  const here = `/placement/${memberId}/${subject}`;
  if (form.intent === "start") {
    const started = await startPlacement(db, family.id, memberId, subject);
    if (started.status === "not-found" || started.status === "not-taken") throw data(NOT_FOUND, { status: 404 });
    return redirect(here, { headers: parent.responseHeaders });
  }
  const inReply = wantsScreenInReply(form);
  const result = await recordPlacementAnswer(db, family.id, memberId, subject, form);
  if (result.status === "not-found") throw data(NOT_FOUND, { status: 404 });
  if (result.status === "invalid")
    return data(
      // The question stays, with the message; with JavaScript the reply carries it too.
      { error: result.message, ...(inReply ? { screen: await currentScreen(args, parent, family.id) } : {}) },
      { status: 400, headers: privatePageHeaders(parent) },
    );
  if (result.status === "recorded" && result.done)
    return redirect(`${here}/result`, { headers: parent.responseHeaders });
  // Recorded, already recorded, or answered in another tab: show whatever is current.
  if (inReply)
    return data({ screen: await currentScreen(args, parent, family.id) }, { headers: privatePageHeaders(parent) });
  return redirect(here, { headers: parent.responseHeaders });
}

/** A step whose reply carried the next screen runs no loader after it (root and layout skip theirs too). */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return replyCarriedScreen(args) ? false : args.defaultShouldRevalidate;
}

export default function Placement(props: Route.ComponentProps) {
  return (
    <ChildShell childName={newestScreen(props.loaderData, props.actionData).childName}>
      <PlacementScreen {...props} />
    </ChildShell>
  );
}

function PlacementScreen({ loaderData: loaded, actionData }: Route.ComponentProps) {
  const t = useT();
  const loaderData = newestScreen(loaded, actionData);
  const childMode = useChildMode();
  const subject = subjectWord(t, loaderData.subject);
  const name = loaderData.childName;
  if (loaderData.kind === "not-started") {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {t("placement.intro.title", { name, subject })}
        </h1>
        <p className="mt-4 text-xl leading-relaxed text-slate-800">{t("placement.intro.body", { name })}</p>
        <ul className="mt-6 list-disc space-y-2 pl-6 text-xl text-slate-800">
          <li>{t("placement.intro.point1")}</li>
          <li>{t("placement.intro.point2")}</li>
          <li>{t("placement.intro.point3")}</li>
        </ul>
        <ItemsInEnglishNote audience="parent" className="mt-4 text-lg" />
        <Form method="post" className="mt-8">
          <button
            type="submit"
            name="intent"
            value="start"
            className={`rounded-xl bg-brand-700 px-8 py-4 text-xl font-semibold text-white hover:bg-brand-900 ${FOCUS_RING}`}
          >
            {t("placement.intro.start")}
          </button>
        </Form>
      </main>
    );
  }
  return (
    <QuestionPlayer
      eyebrow={t("placement.player.eyebrow", { name, subject })}
      title={t(loaderData.passage ? "placement.player.title.reading" : "placement.player.title.math")}
      question={loaderData.question}
      passage={loaderData.passage}
      itemId={loaderData.itemId}
      answerKey={loaderData.answerKey}
      error={actionData && "error" in actionData ? actionData.error : undefined}
      nextLabel={t("placement.player.next")}
      dontKnowLabel={t("placement.player.dontKnow")}
      savingLabel={t("placement.player.saving")}
      passageLabel={t("placement.player.passage")}
      above={
        <>
          <ProgressLine answered={loaderData.answered} remaining={loaderData.remaining} />
          {loaderData.takeYourTime ? (
            <p role="status" className="mt-4 rounded-xl bg-sky-50 p-4 text-lg text-slate-900">
              {t("placement.player.takeYourTime")}
            </p>
          ) : null}
        </>
      }
      below={
        // In child mode the dashboard is out of reach; the shell has the grown-up's way out.
        childMode ? null : (
          <p className="mt-10 text-lg text-slate-700">
            <Link to="/dashboard" className="font-semibold text-brand-700 underline">
              {t("placement.player.stop")}
            </Link>{" "}
            {t("placement.player.stopHint")}
          </p>
        )
      }
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <ChildShell childName="">
      <NotFoundPage />
    </ChildShell>
  );
}
