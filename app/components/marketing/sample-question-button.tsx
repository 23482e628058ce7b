import { lazy, Suspense, useRef, useState } from "react";
import { useT } from "../../i18n/react.tsx";
import { buttonClass } from "../ui/button-styles.ts";
import { returnFocus } from "../ui/focus-return.ts";

// The player loads only when asked for, so the landing page stays light (PRODUCT.md §10).
const SampleQuestionDialog = lazy(() => import("./sample-question-dialog.tsx"));

/** PRODUCT.md §8: a visible "Try a sample question" button in place of the hidden hero video. */
export function SampleQuestionButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const t = useT();
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) returnFocus(button.current);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={buttonClass("textLink", "lg")}
      >
        {t("sample.try")}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SampleQuestionDialog open={open} onOpenChange={onOpenChange} />
        </Suspense>
      ) : null}
    </>
  );
}
