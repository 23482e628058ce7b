/**
 * A finished placement for a child of the e2e server, taken through the real placement services
 * on the server's SQLite file (WAL lets the server keep running), so a sessions journey starts
 * from a child with a plan without answering 60 placement questions on screen.
 */
import path from "node:path";
import { createDatabase } from "../../../db/connection.ts";
import { takeTestPlacement, workingAtGrade } from "../../setup/factories.ts";
import { E2E_DATA_DIR } from "./e2e-env.ts";

export async function seedFinishedPlacement(familyId: string, childId: string, subjects: ("math" | "reading")[]) {
  const handle = createDatabase({ kind: "sqlite", path: path.join(E2E_DATA_DIR, "app.db") });
  try {
    for (const subject of subjects) {
      const taken = await takeTestPlacement(handle.db, familyId, childId, subject, {
        strategy: workingAtGrade(3),
        seconds: 20,
        start: new Date(Date.now() - 30 * 60_000),
      });
      if (!taken.done) throw new Error(`the ${subject} placement did not finish`);
    }
  } finally {
    await handle.close();
  }
}
