import { Volume2, Square } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useT } from "../../i18n/react.tsx";
import { FOCUS_RING } from "../ui/link-button.tsx";

/**
 * Words to read, in their own language: the page's words (no `lang`: `<html lang>`) or the practice
 * content's (`CONTENT_LANGUAGE`, English for now), so a Spanish page reads "Inténtalo otra vez"
 * with a Spanish voice and the English question after it with an English one.
 */
export type SpokenPart = { text: string; lang?: string };

/**
 * "Read aloud" with the browser's own speech synthesis (issue 13): nothing is sent anywhere and no
 * third party is involved. Rendered only after hydration and only where the browser has speech
 * synthesis; each part gets an utterance with its language and a voice for it (issue 19).
 */
export function ReadAloud({
  text: words,
  className = "",
}: {
  /** Plain text is in the page's language. */
  text: string | SpokenPart[];
  className?: string;
}) {
  const t = useT();
  const parts = (typeof words === "string" ? [{ text: words }] : words).filter((part) => part.text.trim() !== "");
  const text = parts.map((part) => `${part.lang ?? ""}:${part.text}`).join("\n");
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
    const pageLang = document.documentElement.lang || "en";
    const utterances = parts.map((part) => {
      const utterance = new SpeechSynthesisUtterance(part.text);
      const lang = part.lang ?? pageLang;
      utterance.lang = lang;
      const voice = voiceFor(synth.getVoices(), lang);
      if (voice) utterance.voice = voice;
      utterance.rate = 0.95;
      utterance.onerror = () => setSpeaking(false);
      return utterance;
    });
    const last = utterances.at(-1);
    if (!last) return;
    last.onend = () => setSpeaking(false);
    setSpeaking(true);
    for (const utterance of utterances) synth.speak(utterance);
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

/** A voice for the language: the exact tag ("es-US"), else any of the language ("es-MX"). */
export function voiceFor(voices: readonly SpeechSynthesisVoice[], lang: string): SpeechSynthesisVoice | undefined {
  const wanted = lang.toLowerCase();
  return (
    voices.find((voice) => voice.lang.toLowerCase() === wanted) ??
    voices.find((voice) => voice.lang.toLowerCase().split(/[-_]/)[0] === wanted.split("-")[0])
  );
}

function noSubscription(): () => void {
  return () => {};
}

function hasSpeech(): boolean {
  return typeof window !== "undefined" && "speechSynthesis" in window && "SpeechSynthesisUtterance" in window;
}
