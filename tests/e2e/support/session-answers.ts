/**
 * Answers the question on a daily-session screen, right or wrong on purpose, by reading the item
 * the server stored for it (the pending snapshot), so journeys do not depend on the random item.
 */
import type { Page } from "@playwright/test";
import { queryE2eDatabase } from "./database.ts";

type Answer = Record<string, unknown> & { format: string };
type Snapshot =
  | { kind: "math"; item: { answer: Answer; choices?: { id: string }[] } }
  | { kind: "reading"; question: { answer: number; choices: string[] } };

function pendingSnapshot(activityId: string): Snapshot {
  const [row] = queryE2eDatabase<{ pendingJson: string }>(
    `select pendingJson from sessionActivity where id = ?`,
    activityId,
  );
  return (JSON.parse(row?.pendingJson ?? "null") as { snapshot: Snapshot }).snapshot;
}

/** Fills the right (or a wrong) answer to the question on screen, read from the stored snapshot. */
export async function fillAnswer(page: Page, activityId: string, right: boolean) {
  const snapshot = pendingSnapshot(activityId);
  if (snapshot.kind === "reading") {
    const { answer, choices } = snapshot.question;
    const choice = right ? answer : (answer + 1) % choices.length;
    await page.locator(`input[name="choiceId"][value="${choice}"]`).check();
    return;
  }
  const answer = snapshot.item.answer;
  if (answer.format === "multiple-choice") {
    const id = right
      ? String(answer.choiceId)
      : (snapshot.item.choices ?? []).find((choice) => choice.id !== answer.choiceId)!.id;
    await page.locator(`input[name="choiceId"][value="${id}"]`).check();
  } else if (answer.format === "comparison") {
    const symbol = String(answer.symbol);
    await page.locator(`input[name="symbol"][value="${right ? symbol : symbol === "<" ? ">" : "<"}"]`).check();
  } else if (answer.format === "fraction") {
    const value = answer.value as { n: number; d: number };
    await page.locator('input[name="answer"]').fill(`${right ? value.n : value.n + value.d}/${value.d}`);
  } else if (answer.format === "expression") {
    await page.locator('input[name="answer"]').fill(right ? String(answer.expression) : "0");
  } else {
    const value = Number(answer.value);
    await page.locator('input[name="answer"]').fill(String(right ? value : value + 1));
  }
}

/** The activity id in a `/activities/{mode}/{activityId}` address. */
export const activityIdOf = (page: Page) => new URL(page.url()).pathname.split("/").at(-1) ?? "";
