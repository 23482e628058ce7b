import { describe, expect, it } from "vitest";
import { getSkill } from "../../../core/curriculum/index.ts";
import { createT } from "../../i18n/translate.ts";
import { formatList } from "../../i18n/format.ts";
import { reasonText } from "../../components/plans/reason-text.ts";
import { evidenceReason, planReason, UNKNOWN_REASON_KEY } from "./plan-reasons.ts";

const en = createT("en");
const es = createT("es");
const list = (locale: "en" | "es") => (items: string[]) => formatList(items, locale);

describe("plan reasons in the reader's language", () => {
  const skill = getSkill("m-3.nf.a.1")!;

  it.each([
    ["You asked for this skill.", "You asked for this skill.", "Pediste esta habilidad."],
    [
      "Probably secure, but no placement question asked it directly: a short check first, because later skills build on it.",
      "Probably secure, but no placement question asked it directly: a short check first, because later skills build on it.",
      "primero un repaso corto",
    ],
    ["Major work of grade 4.", "A main focus of grade 4.", "Un tema central de grado 4."],
    [
      "A grade-3 skill that later work rests on.",
      "A grade-3 skill that later work rests on.",
      "Una habilidad de grado 3",
    ],
    ["Opens the way to 1 other skill.", "Opens the way to 1 other skill.", "Abre el camino a 1 habilidad más."],
    ["Opens the way to 5 other skills.", "Opens the way to 5 other skills.", "Abre el camino a 5 habilidades más."],
  ])("reads %j", (engine, english, spanish) => {
    const message = planReason(engine);
    expect(message.key).not.toBe(UNKNOWN_REASON_KEY);
    expect(reasonText(en, list("en"), message)).toBe(english);
    expect(reasonText(es, list("es"), message)).toContain(spanish);
  });

  it("names the skills a skill comes after, as a list in the reader's language", () => {
    const message = planReason(`Comes after ${skill.id}, m-3.nf.a.2.a, which it builds on.`);
    expect(message.skillIds).toEqual([skill.id, "m-3.nf.a.2.a"]);
    expect(reasonText(en, list("en"), message)).toBe(
      `Comes after ${skill.name} and ${getSkill("m-3.nf.a.2.a")!.name}, which it builds on.`,
    );
    expect(reasonText(es, list("es"), message)).toContain(
      "Qué es una fracción y Fracciones unitarias en la recta numérica",
    );
  });

  it.each([
    [
      "Probably secure, judging from 2 placement questions on this skill.",
      "Probably secure, judging from 2 placement questions on this skill.",
    ],
    [
      "Probably not learned yet, judging from 1 placement question on this skill and answers on related skills.",
      "Probably not learned yet, judging from 1 placement question on this skill and answers on related skills.",
    ],
    [
      "Not sure yet: answers on skills connected to it did not settle it.",
      "Not sure yet, judging from answers on skills connected to it.",
    ],
    [
      "Probably secure, judging from the overall level in this strand only.",
      "Probably secure, judging from the overall level in this area only.",
    ],
    ["Not covered by the placement check.", "Not covered by the placement check."],
  ])("reads the evidence %j", (engine, english) => {
    const message = evidenceReason(engine);
    expect(message.key).not.toBe(UNKNOWN_REASON_KEY);
    expect(reasonText(en, list("en"), message)).toBe(english);
    expect(reasonText(es, list("es"), message)).not.toMatch(/judging|placement/);
  });

  it("shows a sentence it does not know as it is, rather than losing it", () => {
    expect(reasonText(en, list("en"), planReason("Something new."))).toBe("Something new.");
    expect(reasonText(en, list("en"), evidenceReason("Probably secure, judging from magic."))).toBe(
      "Probably secure, judging from magic.",
    );
  });
});
