import { requestContext, servicesContext } from "../../context.ts";
import { callFunction } from "../../server/functions/call-function.server.ts";
import { errorResponse, FunctionError } from "../../server/functions/function-error.ts";
import type { Route } from "./+types/functions";

/**
 * Callable functions (SPEC.md §7, issue 16): POST /api/functions/{name} with `{ "data": … }`.
 * The protocol, errors and the list of functions: app/server/functions/ and README
 * "Callable functions".
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { clientIp, logger } = context.get(requestContext);
  if (request.method !== "POST") return notPost();
  return callFunction({ services, request, clientIp, name: params.name, logger });
}

/** A GET (a link followed, a probe): the protocol is POST only. */
export function loader() {
  return notPost();
}

function notPost(): Response {
  const response = errorResponse(
    new FunctionError("invalid-argument", 'Functions are called with POST and a JSON body { "data": … }.'),
  );
  response.headers.set("Allow", "POST");
  return new Response(response.body, { status: 405, headers: response.headers });
}
