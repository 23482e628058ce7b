import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { useLocation, useMatches, useParams } from "react-router";
import { BRAND } from "../../config/brand.ts";
import { useT } from "../../i18n/react.tsx";
import { Field, INPUT_CLASS } from "../ui/field.tsx";
import { FOCUS_RING } from "../ui/link-button.tsx";
import { FEEDBACK_CLOSE_DELAY_MS, FEEDBACK_MAX_LENGTH, newSubmissionId } from "./feedback-submission.ts";

/** SPEC.md §4: editing, then submitting, then success (failure goes back to editing). */
type Phase = "editing" | "submitting" | "success";

const BUTTON = `rounded-lg px-4 py-2 font-semibold ${FOCUS_RING}`;

/**
 * Help & Feedback (SPEC.md §3, §4, §5, §8). Sends one feedback record to /api/feedback; the
 * server adds who sent it, the browser and the time. The draft survives closing the dialog and a
 * failed submission; a retry of the same text carries the same submission id, so it is stored once.
 */
export default function FeedbackDialog({
  open,
  onOpenChange,
  componentOrSection = "user-menu",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  componentOrSection?: string;
}) {
  const location = useLocation();
  const params = useParams();
  const t = useT();
  // Plan pages put their plan's id in their loader data (SPEC.md §3 learningPlanId).
  const matches = useMatches();
  const pagePlanId = matches
    .map((match) => (match.loaderData as { learningPlanId?: unknown } | undefined)?.learningPlanId)
    .find((id): id is string => typeof id === "string" && id !== "");
  const [text, setText] = useState("");
  const [submissionId, setSubmissionId] = useState(newSubmissionId);
  const [phase, setPhase] = useState<Phase>("editing");
  const [failed, setFailed] = useState(false);

  // SPEC.md §9: the thank-you closes itself after 1200 ms; the next feedback starts afresh.
  useEffect(() => {
    if (phase !== "success") return;
    const timer = window.setTimeout(() => {
      onOpenChange(false);
      setText("");
      setSubmissionId(newSubmissionId());
      setPhase("editing");
    }, FEEDBACK_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase, onOpenChange]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== "editing" || !text.trim()) return;
    setPhase("submitting");
    setFailed(false);
    try {
      const response = await fetch("/api/feedback", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          submissionId,
          feedbackText: text,
          currentRoute: location.pathname,
          componentOrSection,
          // The server keeps these only when they belong to the parent's family.
          memberId: params.memberId ?? "",
          learningPlanId: params.learningPlanId ?? params.planId ?? pagePlanId ?? "",
          childProfileId: params.childProfileId ?? params.childId ?? "",
        }),
      });
      if (!response.ok) throw new Error(`Feedback was refused with status ${response.status}`);
      setPhase("success");
    } catch {
      // SPEC.md §8: the alert, and the dialog stays open with the text kept.
      setFailed(true);
      setPhase("editing");
    }
  }

  const submitting = phase === "submitting";
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(94vw,34rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-slate-900">{t("feedback.title")}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-700">
                {t.rich("feedback.description", {
                  address: BRAND.supportEmail,
                  email: (words) => (
                    <a
                      key="email"
                      className="font-semibold text-brand-700 underline"
                      href={`mailto:${BRAND.supportEmail}`}
                    >
                      {words}
                    </a>
                  ),
                })}
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label={t("feedback.close")} className={`rounded-md p-1 text-slate-700 ${FOCUS_RING}`}>
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>

          <div aria-live="polite">
            {phase === "success" ? (
              <p className="mt-6 rounded-lg bg-green-50 p-4 text-lg font-semibold text-green-900">
                {t("feedback.thanks")}
              </p>
            ) : null}
          </div>

          {phase === "success" ? null : (
            <form onSubmit={submit} className="mt-5 space-y-4" noValidate>
              {failed ? (
                <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-3 font-medium text-red-900">
                  {t("feedback.failed")}
                </p>
              ) : null}
              <Field label={t("feedback.field")}>
                {(props) => (
                  <textarea
                    {...props}
                    name="feedbackText"
                    required
                    rows={5}
                    maxLength={FEEDBACK_MAX_LENGTH}
                    value={text}
                    disabled={submitting}
                    onChange={(event) => {
                      setText(event.target.value);
                      // Different text is a different submission.
                      setSubmissionId(newSubmissionId());
                    }}
                    className={`${INPUT_CLASS} min-h-[100px] disabled:bg-slate-100`}
                  />
                )}
              </Field>
              <div className="flex flex-wrap justify-end gap-2">
                <Dialog.Close
                  type="button"
                  disabled={submitting}
                  className={`${BUTTON} border border-slate-400 text-slate-800 disabled:opacity-60`}
                >
                  {t("feedback.cancel")}
                </Dialog.Close>
                <button
                  type="submit"
                  disabled={submitting || !text.trim()}
                  className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-900 disabled:opacity-60`}
                >
                  {submitting ? t("feedback.submitting") : t("feedback.submit")}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
