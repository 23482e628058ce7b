/**
 * A month of practice for the children of an e2e family: the simulated 30-day history
 * (app/server/history) built through the real placement and session modules on the e2e server's
 * SQLite file (WAL lets the server keep running), so a reports journey starts on day 30.
 */
import path from "node:path";
import { createDatabase } from "../../../db/connection.ts";
import { buildSimulatedHistory, type HistoryChild } from "../../../app/server/history/simulated-history.server.ts";
import { E2E_DATA_DIR } from "./e2e-env.ts";

export async function seedMonthOfPractice(familyId: string, children: HistoryChild[]) {
  const handle = createDatabase({ kind: "sqlite", path: path.join(E2E_DATA_DIR, "app.db") });
  try {
    return await buildSimulatedHistory(handle.db, familyId, children);
  } finally {
    await handle.close();
  }
}
