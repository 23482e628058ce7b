/**
 * The engine's own level decisions (every branch of decideLevel) are read back into catalog
 * messages, so member details and the weekly e-mail show them in Spanish for a Spanish-speaking
 * parent (issue 19), and the English catalog says exactly what the engine said.
 */
import { describe, expect, it } from "vitest";
import { decideLevel } from "../../../core/engine/knowledge.ts";
import { LEVEL_CONTEXTS } from "../../../tests/setup/level-contexts.ts";
import { isMessageRef } from "../../i18n/message-format.ts";
import { createT } from "../../i18n/translate.ts";
import { levelReasonRef } from "./level-reasons.ts";

describe("level-change reasons in the reader's language", () => {
  const es = createT("es");
  const en = createT("en");

  it("reads every reason the engine gives, Spanish differs, English is the engine's own sentence", () => {
    const seen = new Set<string>();
    for (const context of LEVEL_CONTEXTS) {
      const decision = decideLevel(context);
      expect(decision, JSON.stringify(context)).not.toBeNull();
      const ref = levelReasonRef(decision!.reason);
      expect(isMessageRef(ref), decision!.reason).toBe(true);
      expect(en.ref(ref)).toBe(decision!.reason);
      expect(es.ref(ref)).not.toBe(en.ref(ref));
      seen.add(ref.split("?")[0]!);
    }
    expect(seen.size).toBe(6);
  });

  it("keeps the numbers and says days with Spanish plurals", () => {
    const one = levelReasonRef(decideLevel(LEVEL_CONTEXTS[2]!)!.reason);
    const three = levelReasonRef(decideLevel(LEVEL_CONTEXTS[3]!)!.reason);
    expect(es.ref(one)).toContain("sin ayuda 1 día después");
    expect(es.ref(three)).toContain("sin ayuda 3 días después");
    expect(es.ref(levelReasonRef(decideLevel(LEVEL_CONTEXTS[1]!)!.reason))).toMatch(
      /^Competente: acertó 7 de las últimas 8/,
    );
  });

  it("reads the proficient sentence stored before 'at least' was added (decision 0006, sixth pass)", () => {
    const stored =
      "Proficient: 7 of the last 8 answers were right, so we are 95% sure a new question on this skill would be " +
      "answered right at least 4 times in 5. It counts as mastered after 2 right answers without help on a later day.";
    const ref = levelReasonRef(stored);
    expect(isMessageRef(ref)).toBe(true);
    expect(es.ref(ref)).toMatch(/^Competente: acertó 7 de las últimas 8/);
    expect(en.ref(ref)).toContain("after at least 2 right answers");
  });

  it("shows a sentence it does not know as it is", () => {
    expect(levelReasonRef("A reason from a newer engine.")).toBe("A reason from a newer engine.");
    expect(es.ref(levelReasonRef("A reason from a newer engine."))).toBe("A reason from a newer engine.");
  });
});
