import { describe, expect, it } from "vitest";
import { isPlacementStep } from "./lean-step.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("isPlacementStep", () => {
  const step = (formAction: string | undefined, intent: string, formMethod = "POST") =>
    isPlacementStep({ formAction, formMethod: formMethod as "POST", formData: form({ intent }) });

  it("is an answer or 'I don't know' posted on a placement page", () => {
    expect(step("/placement/0190a0b0-0000-7000-8000-000000000000/math", "answer")).toBe(true);
    expect(step("/placement/0190a0b0-0000-7000-8000-000000000000/reading", "dont-know")).toBe(true);
  });

  it("is not starting a check, another page's form, a GET or a link", () => {
    expect(step("/placement/x/math", "start")).toBe(false);
    expect(step("/placement/x/math/result", "answer")).toBe(false);
    expect(step("/learning-plan/x", "answer")).toBe(false);
    expect(step("/placement/x/math", "answer", "GET")).toBe(false);
    expect(step(undefined, "answer")).toBe(false);
  });
});
