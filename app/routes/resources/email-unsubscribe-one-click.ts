import { redirect } from "react-router";
import { servicesContext } from "../../context.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import { unsubscribeByToken } from "../../server/scheduled-email/email-preferences.server.ts";
import { UNSUBSCRIBE_PATH_PREFIX } from "../../server/scheduled-email/send-scheduled-email.server.ts";
import type { Route } from "./+types/email-unsubscribe-one-click";

/**
 * The address in every scheduled family e-mail's `List-Unsubscribe` header (decision 0028).
 * A mail app's "Unsubscribe" button POSTs `List-Unsubscribe=One-Click` here (RFC 8058), often
 * from its own servers or its own origin: a resource route, so neither our same-origin check
 * (server/same-origin.ts lets exactly this path through) nor the router's document-action origin
 * check refuses it. The token is the only authority; it turns off that e-mail's kind for the
 * parent it was sent to. A GET (an older mail app opening the link) goes to the page with the
 * button, which never acts on GET.
 */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`${UNSUBSCRIBE_PATH_PREFIX}${encodeURIComponent(params.token)}`, 303);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // RFC 8058 bodies are `List-Unsubscribe=One-Click` as a form; anything unreadable is refused.
  await readFormFields(request);
  const result = await unsubscribeByToken(context.get(servicesContext).database.db, params.token);
  const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  if (result.status === "not-found")
    return new Response("This unsubscribe link is not valid.\n", { status: 404, headers });
  return new Response("Unsubscribed.\n", { status: 200, headers });
}
