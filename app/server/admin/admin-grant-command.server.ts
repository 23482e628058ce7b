import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../../../db/schema.ts";
import { changeAdminRole } from "./grant-admin-role.server.ts";

export const ADMIN_GRANT_USAGE = "Usage: npm run admin:grant -- [--revoke] <e-mail address>";

export type CommandOutcome = { exitCode: 0 | 1; message: string };

/**
 * `npm run admin:grant -- <email>` and `-- --revoke <email>`: the arguments in, the message and
 * exit code out (scripts/admin-grant.ts only opens the database and prints).
 */
export async function runAdminGrantCommand(db: Kysely<Database>, args: readonly string[]): Promise<CommandOutcome> {
  const revoke = args.includes("--revoke");
  const rest = args.filter((arg) => arg !== "--revoke");
  const unknownOption = rest.find((arg) => arg.startsWith("-"));
  if (unknownOption) return { exitCode: 1, message: `Unknown option ${unknownOption}.\n${ADMIN_GRANT_USAGE}` };
  if (rest.length !== 1) return { exitCode: 1, message: ADMIN_GRANT_USAGE };
  const email = z.email().safeParse(rest[0]?.trim());
  if (!email.success) return { exitCode: 1, message: `"${rest[0]}" is not an e-mail address.\n${ADMIN_GRANT_USAGE}` };

  const change = await changeAdminRole(db, { email: email.data, revoke });
  switch (change.status) {
    case "unknown-email":
      return {
        exitCode: 1,
        message: `No account uses ${email.data}. The person must register (and verify the address) first.`,
      };
    case "granted":
      return { exitCode: 0, message: `${change.email} is now an admin and can open /admin.` };
    case "already-admin":
      return { exitCode: 0, message: `${change.email} was already an admin; nothing changed.` };
    case "revoked":
      return { exitCode: 0, message: `${change.email} is no longer an admin.` };
    case "not-admin":
      return { exitCode: 0, message: `${change.email} was not an admin; nothing changed.` };
  }
}
