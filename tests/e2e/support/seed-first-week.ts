/**
 * A child whose math placement finished `daysAgo` days ago with a few daily sessions in week one,
 * all through the real placement and session services on the e2e server's SQLite file (WAL lets
 * the server keep running), so the day-7 journey starts on day 7 or later without waiting a week.
 */
import path from "node:path";
import { createDatabase } from "../../../db/connection.ts";
import { handleActivityAction } from "../../../app/server/sessions/activity-actions.server.ts";
import { getActivityScreen } from "../../../app/server/sessions/activity-screen.server.ts";
import { currentActivity } from "../../../app/server/sessions/activity-store.server.ts";
import { planTodaysSession } from "../../../app/server/sessions/plan-todays-session.server.ts";
import { findMember } from "../../../app/server/placement/find-member.server.ts";
import { takeTestPlacement, workingAtGrade } from "../../setup/factories.ts";
import { E2E_DATA_DIR } from "./e2e-env.ts";

const DAY_MS = 86_400_000;

export async function seedFirstWeek(familyId: string, childId: string, daysAgo = 8) {
  const handle = createDatabase({ kind: "sqlite", path: path.join(E2E_DATA_DIR, "app.db") });
  const answerAs = workingAtGrade(3);
  try {
    const placedAt = Date.now() - daysAgo * DAY_MS;
    const taken = await takeTestPlacement(handle.db, familyId, childId, "math", {
      strategy: answerAs,
      seconds: 20,
      start: new Date(placedAt - 30 * 60_000),
    });
    if (!taken.done) throw new Error("the math placement did not finish");
    const member = (await findMember(handle.db, familyId, childId))!;
    // Sessions on days 2 to 4 of week one: a dozen steps each (lesson, answers, "next").
    for (const day of [1, 2, 3]) {
      let clock = placedAt + day * DAY_MS;
      for (let step = 0; step < 12; step++) {
        const planned = await planTodaysSession(handle.db, member, new Date(clock));
        if (planned.status !== "ready") throw new Error(planned.status);
        const current = currentActivity(planned.session, planned.activities);
        if (!current) break;
        clock += 30_000;
        const screen = await getActivityScreen(handle.db, familyId, current.id, "parent", new Date(clock));
        const act = (form: Record<string, unknown>) =>
          handleActivityAction(handle.db, familyId, current.id, "parent", form, new Date(clock + 20_000));
        if (screen.kind === "lesson") await act({ intent: "lesson-done" });
        else if (screen.kind === "feedback") await act({ intent: "next", answerKey: screen.answerKey });
        else if (screen.kind === "question") {
          const [row] = await handle.db
            .selectFrom("sessionActivity")
            .select("pendingJson")
            .where("id", "=", current.id)
            .execute();
          const snapshot = (row!.pendingJson as { snapshot: unknown }).snapshot;
          await act({
            intent: "answer",
            itemId: screen.itemId,
            answerKey: screen.answerKey,
            ...answerAs(snapshot, step),
          });
        } else break;
      }
    }
  } finally {
    await handle.close();
  }
}
