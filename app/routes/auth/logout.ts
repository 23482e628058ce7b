import { redirect, redirectDocument } from "react-router";
import { requestContext, servicesContext } from "../../context.ts";
import { signOut } from "../../server/auth/sign-in.server.ts";
import { readForm } from "../../server/request-body.server.ts";
import type { Route } from "./+types/logout";

/** SPEC.md §2: Log Out signs out (the session ends on the server), then goes to /login. */
export async function action({ request, context }: Route.ActionArgs) {
  await readForm(request); // the form has no fields, but a body that is not a form is refused
  const { clientIp } = context.get(requestContext);
  const headers = await signOut(context.get(servicesContext), { request, clientIp });
  // A fresh document: nothing of the family's pages stays in the browser's memory on a shared computer.
  return redirectDocument("/login?signedOut=1", { headers });
}

export function loader() {
  return redirect("/login");
}
