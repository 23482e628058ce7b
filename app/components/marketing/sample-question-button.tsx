import { lazy, Suspense, useState } from "react";
import { useT } from "../../i18n/react.tsx";
import { FOCUS_RING } from "../ui/link-button.tsx";

// The player loads only when asked for, so the landing page stays light (PRODUCT.md §10).
const SampleQuestionDialog = lazy(() => import("./sample-question-dialog.tsx"));

/** PRODUCT.md §8: a visible "Try a sample question" button in place of the hidden hero video. */
export function SampleQuestionButton() {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={`rounded-lg px-6 py-3 text-lg font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 ${FOCUS_RING}`}
      >
        {t("sample.try")}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SampleQuestionDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
