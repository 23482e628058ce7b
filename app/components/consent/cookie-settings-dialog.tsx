import * as Dialog from "@radix-ui/react-dialog";
import * as Switch from "@radix-ui/react-switch";
import { X } from "lucide-react";
import { useT } from "../../i18n/react.tsx";
import { FOCUS_RING } from "../ui/link-button.tsx";
import { BUTTON, useCookieConsent } from "./cookie-consent.tsx";

function PreferenceRow({
  id,
  title,
  text,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  title: string;
  text: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (value: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4 border-t border-slate-200 py-4">
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900">
          {title}
        </label>
        <p id={`${id}-description`} className="mt-1 text-sm text-slate-700">
          {text}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-describedby={`${id}-description`}
        className={`relative h-7 w-12 shrink-0 rounded-full bg-slate-400 data-[state=checked]:bg-brand-700 disabled:opacity-70 ${FOCUS_RING}`}
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-white transition-transform data-[state=checked]:translate-x-6" />
      </Switch.Root>
    </div>
  );
}

export default function CookieSettingsDialog() {
  const { state, dispatch } = useCookieConsent();
  const t = useT();
  return (
    <Dialog.Root
      open={state.settingsOpen}
      onOpenChange={(open) => dispatch({ type: open ? "openSettings" : "closeSettings" })}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">{t("cookies.settings.title")}</Dialog.Title>
            <Dialog.Close
              aria-label={t("cookies.settings.close")}
              className={`rounded-md p-1 text-slate-700 ${FOCUS_RING}`}
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {t("cookies.settings.description")}
          </Dialog.Description>
          <div className="mt-4">
            <PreferenceRow
              id="cookie-essential"
              title={t("cookies.settings.essential.title")}
              text={t("cookies.settings.essential.text")}
              checked
              disabled
            />
            <PreferenceRow
              id="cookie-analytics"
              title={t("cookies.settings.analytics.title")}
              text={t("cookies.settings.analytics.text")}
              checked={state.draft.analytics}
              onChange={(value) => dispatch({ type: "toggleAnalytics", value })}
            />
            <PreferenceRow
              id="cookie-marketing"
              title={t("cookies.settings.marketing.title")}
              text={t("cookies.settings.marketing.text")}
              checked={state.draft.marketing}
              onChange={(value) => dispatch({ type: "toggleMarketing", value })}
            />
          </div>
          <div className="mt-4 flex justify-end">
            <button
              type="button"
              className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-900`}
              onClick={() => dispatch({ type: "save", now: new Date().toISOString() })}
            >
              {t("cookies.settings.save")}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
