import { Volume2, Square } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useT } from "../../i18n/react.tsx";
import { FOCUS_RING } from "../ui/link-button.tsx";

/**
 * "Read aloud" with the browser's own speech synthesis (issue 13): nothing is sent anywhere and no
 * third party is involved. Rendered only after hydration and only where the browser has speech
 * synthesis; the voice is chosen for the page's language (`<html lang>`).
 */
export function ReadAloud({ text, className = "" }: { text: string; className?: string }) {
  const t = useT();
  // False on the server and during hydration, then the browser's answer: no mismatch, no flash.
  const supported = useSyncExternalStore(noSubscription, hasSpeech, () => false);
  // The text being read: a new question or hint is "not speaking" on its own.
  const [spokenText, setSpokenText] = useState<string | null>(null);
  const speaking = spokenText === text;
  const setSpeaking = (on: boolean) => setSpokenText(on ? text : null);
  useEffect(
    () => () => {
      if (hasSpeech()) window.speechSynthesis.cancel();
    },
    [],
  );
  if (!supported) return null;

  function toggle() {
    const synth = window.speechSynthesis;
    synth.cancel();
    if (speaking) {
      setSpeaking(false);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    const lang = document.documentElement.lang || "en";
    utterance.lang = lang;
    const voice =
      synth.getVoices().find((candidate) => candidate.lang.toLowerCase() === lang.toLowerCase()) ??
      synth.getVoices().find((candidate) => candidate.lang.toLowerCase().startsWith(lang.slice(0, 2).toLowerCase()));
    if (voice) utterance.voice = voice;
    utterance.rate = 0.95;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    synth.speak(utterance);
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={speaking}
      className={`inline-flex items-center gap-2 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base font-semibold text-slate-800 hover:bg-slate-100 ${FOCUS_RING} ${className}`}
    >
      {speaking ? (
        <Square aria-hidden="true" className="h-4 w-4" />
      ) : (
        <Volume2 aria-hidden="true" className="h-5 w-5" />
      )}
      {speaking ? t("sessions.readAloud.stop") : t("sessions.readAloud")}
    </button>
  );
}

function noSubscription(): () => void {
  return () => {};
}

function hasSpeech(): boolean {
  return typeof window !== "undefined" && "speechSynthesis" in window && "SpeechSynthesisUtterance" in window;
}
