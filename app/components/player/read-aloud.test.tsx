/**
 * On a Spanish page the child hears the page's words with a Spanish voice and the practice
 * content (English for now) with an English one (issue 19); the content is marked lang="en".
 */
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { InLanguage } from "../../i18n/testing.tsx";
import { HintList } from "./hint-list.tsx";
import { ItemsInEnglishNote } from "./items-in-english-note.tsx";
import { PracticeFeedback } from "./practice-feedback.tsx";
import { voiceFor } from "./read-aloud.tsx";

const voice = (lang: string, name = lang) => ({ lang, name }) as SpeechSynthesisVoice;

describe("read-aloud voices", () => {
  const voices = [voice("en-US"), voice("es-MX"), voice("es-US"), voice("fr_FR")];

  it("takes the exact language tag first, then any voice of the language", () => {
    expect(voiceFor(voices, "es-US")?.lang).toBe("es-US");
    expect(voiceFor(voices, "es")?.lang).toBe("es-MX");
    expect(voiceFor(voices, "en")?.lang).toBe("en-US");
    expect(voiceFor(voices, "fr")?.lang).toBe("fr_FR");
    expect(voiceFor(voices, "de")).toBeUndefined();
    // "e" is not "es": only whole language subtags match.
    expect(voiceFor([voice("el-GR")], "e")).toBeUndefined();
  });
});

function render(node: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => node }]);
  return renderToString(
    <InLanguage locale="es">
      <Stub initialEntries={["/"]} />
    </InLanguage>,
  );
}

describe("practice content on a Spanish page", () => {
  it("marks hints as English under a Spanish label", () => {
    const html = render(<HintList hints={["Count the tens first."]} moreHints={false} answerKey="k" />);
    expect(html).toContain("Pista 1");
    expect(html).toMatch(/<p class="mt-1" lang="en">Count the tens first.<\/p>/);
  });

  it("marks the worked solution and explanation as English, the feedback itself in Spanish", () => {
    const html = render(
      <PracticeFeedback
        feedback={{
          correct: false,
          dontKnow: false,
          solution: ["3 tens and 4 ones is 34."],
          explanation: "The tens come first.",
          answerText: "34",
          yourAnswer: "43",
          change: null,
        }}
        answerKey="k"
        skillName="Place value"
        childName="Ana"
      />,
    );
    expect(html).toMatch(/<ol lang="en"[^>]*><li>3 tens and 4 ones is 34.<\/li><\/ol>/);
    expect(html).toMatch(/<p lang="en"[^>]*>The tens come first.<\/p>/);
    expect(html).not.toContain("Your answer");
  });
});

describe("the note that practice is in English", () => {
  it("is said plainly on Spanish pages and not at all on English ones", () => {
    const spanish = renderToString(
      <InLanguage locale="es">
        <ItemsInEnglishNote audience="child" />
      </InLanguage>,
    );
    expect(spanish).toContain("Por ahora, las preguntas están en inglés.");
    const english = renderToString(
      <InLanguage locale="en">
        <ItemsInEnglishNote audience="parent" />
      </InLanguage>,
    );
    expect(english).toBe("");
  });
});
