import type { Translate } from "../../i18n/message-format.ts";
import { skillName } from "../../i18n/skill-names.ts";
import type { ReasonMessage } from "../../server/plans/plan-reasons.ts";

/** A plan reason or evidence sentence (server/plans/plan-reasons.ts) in the reader's language. */
export function reasonText(
  t: Translate,
  list: (items: string[]) => string,
  message: ReasonMessage & { basis?: ReasonMessage },
): string {
  const values: Record<string, string | number> = { ...message.values };
  if (message.skillIds) values.skills = list(message.skillIds.map((id) => skillName(id, t.locale)));
  if (message.basis) values.basis = reasonText(t, list, message.basis);
  return t(message.key, values);
}
