import { Play } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { useT } from "../../i18n/react.tsx";
import { CHILD_MODE_START } from "../../server/child-mode/child-mode-paths.ts";
import { FOCUS_RING } from "../ui/link-button.tsx";

const SIZES = {
  md: "px-4 py-2 text-base",
  lg: "px-6 py-3 text-lg",
} as const;

/**
 * "Start {child}'s session" (issue 13): hands the device to the child in child mode. Posts to
 * /child-mode/start; a parent without a PIN is sent to choose one first and brought back.
 * Place it wherever a parent picks a child (the dashboard card, the activities list).
 */
export function StartChildModeButton({
  memberId,
  childName,
  size = "md",
  disabled = false,
  withHint = false,
  className = "",
}: {
  memberId: string;
  childName: string;
  size?: keyof typeof SIZES;
  disabled?: boolean;
  /** A line under the button saying what child mode is (where other buttons stand beside it). */
  withHint?: boolean;
  className?: string;
}) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === CHILD_MODE_START;
  return (
    <Form method="post" action={CHILD_MODE_START} className={className}>
      <input type="hidden" name="memberId" value={memberId} />
      <button
        type="submit"
        disabled={disabled || busy}
        className={`inline-flex items-center gap-2 rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-900 disabled:opacity-60 ${SIZES[size]} ${FOCUS_RING}`}
      >
        <Play aria-hidden="true" className="h-4 w-4" />
        {t("childMode.startButton", { name: childName })}
      </button>
      {withHint ? <p className="mt-1 text-sm text-slate-700">{t("childMode.startHint", { name: childName })}</p> : null}
    </Form>
  );
}
