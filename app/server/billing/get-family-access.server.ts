/**
 * The one helper other features call to ask what a family may do today (placement and sessions
 * check `canStartSessions` before a new session starts). Data, reports and exports never depend on it.
 */
import type { FamilyAccess } from "../../billing/family-access.ts";
import { decideFamilyAccess } from "../../billing/family-access.ts";
import { loadFamilyBilling } from "./billing-rows.server.ts";
import { billingEnabled, type BillingServices } from "./billing-services.server.ts";

export async function getFamilyAccess(
  services: Pick<BillingServices, "config" | "database">,
  familyId: string,
  now: Date = new Date(),
): Promise<FamilyAccess> {
  if (!billingEnabled(services.config)) return decideFamilyAccess(null, now, { billingEnabled: false });
  const billing = await loadFamilyBilling(services.database.db, familyId, now);
  return decideFamilyAccess(billing, now, { billingEnabled: true });
}
