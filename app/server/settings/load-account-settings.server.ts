import type { AppServices } from "../../context.ts";
import type { ParentContext } from "../auth/require-parent.server.ts";
import { preferredLanguage, type PreferredLanguage } from "./languages.ts";
import { listActiveSessions, type ActiveSession } from "./list-sessions.server.ts";
import { hasPassword, isFreshSession } from "./reauthenticate.server.ts";

export type AccountSettings = {
  name: string;
  email: string;
  language: PreferredLanguage;
  /** False for parents who sign in only with e-mail links or Google. */
  hasPassword: boolean;
  /** Without a password, sensitive changes need a recent sign-in (reauthenticate.server.ts). */
  freshSession: boolean;
  sessions: ActiveSession[];
  /** What deleting the account takes with it. */
  deletion: { deletesFamily: boolean; childCount: number; otherParentCount: number };
};

/** Everything the profile page shows, for the signed-in parent only. */
export async function loadAccountSettings(
  services: Pick<AppServices, "database">,
  parent: ParentContext,
): Promise<AccountSettings> {
  const db = services.database.db;
  const family = parent.family;
  const deletesFamily = family?.role === "primary";
  const [passwordSet, sessions, children, otherParents] = await Promise.all([
    hasPassword(db, parent.user.id),
    listActiveSessions(services, parent),
    family && deletesFamily
      ? db
          .selectFrom("child")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("familyId", "=", family.id)
          .executeTakeFirstOrThrow()
      : { count: 0 },
    family && deletesFamily
      ? db
          .selectFrom("familyMember")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("familyId", "=", family.id)
          .where("userId", "!=", parent.user.id)
          .executeTakeFirstOrThrow()
      : { count: 0 },
  ]);
  return {
    name: parent.user.name,
    email: parent.user.email,
    language: preferredLanguage(parent.user.language),
    hasPassword: passwordSet,
    freshSession: isFreshSession(parent.session),
    sessions,
    deletion: {
      deletesFamily,
      childCount: Number(children.count),
      otherParentCount: Number(otherParents.count),
    },
  };
}
