/**
 * Reading request bodies in actions (issue 14, SECURITY.md "Input"). A body an action cannot read
 * — JSON posted to a form page, no body at all, multipart without a boundary, another charset —
 * is the client's mistake, so it gets a 400 or 415 with a message that says what to send, never
 * a 500. Every action calls one of these first; tests/integration/route-bodies.test.ts walks
 * app/routes.ts and fails for an action that does not.
 *
 * The answers are thrown as Responses: a page's error boundary shows the message, and a resource
 * route (API) sends it as it is.
 */

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

type MediaType = { type: string; parameters: Map<string, string> };

function mediaTypeOf(request: Request): MediaType | null {
  const header = request.headers.get("content-type");
  if (!header) return null;
  const [type = "", ...rest] = header.split(";");
  const parameters = new Map<string, string>();
  for (const part of rest) {
    const equals = part.indexOf("=");
    if (equals < 0) continue;
    const name = part.slice(0, equals).trim().toLowerCase();
    const value = part
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
    if (name) parameters.set(name, value);
  }
  return { type: type.trim().toLowerCase(), parameters };
}

/** The answer to a body we cannot read: JSON `{ error }`, never stored by caches. */
export function unreadableBody(status: 400 | 415, message: string): Response {
  return Response.json({ error: message }, { status, headers: { "Cache-Control": "no-store" } });
}

const SEND_A_FORM =
  "Send the fields as a form (Content-Type application/x-www-form-urlencoded or multipart/form-data), in UTF-8.";

/**
 * The submitted form, or a thrown 415/400 answer. It reads a copy of the body, so code further on
 * may still read the request itself.
 */
export async function readForm(request: Request): Promise<FormData> {
  const media = mediaTypeOf(request);
  if (!media)
    throw unreadableBody(415, `This address takes a form, but the request had no Content-Type. ${SEND_A_FORM}`);
  if (!FORM_TYPES.has(media.type)) {
    throw unreadableBody(415, `This address takes a form, not ${media.type || "an unnamed type"}. ${SEND_A_FORM}`);
  }
  const charset = media.parameters.get("charset");
  if (charset && !/^utf-?8$/i.test(charset)) {
    throw unreadableBody(415, `This address reads forms in UTF-8 only, not ${charset}. ${SEND_A_FORM}`);
  }
  if (media.type === "multipart/form-data" && !media.parameters.get("boundary")) {
    throw unreadableBody(400, "The multipart form has no boundary, so its fields cannot be read. " + SEND_A_FORM);
  }
  try {
    return await request.clone().formData();
  } catch {
    throw unreadableBody(400, `The form could not be read: its body does not match its Content-Type. ${SEND_A_FORM}`);
  }
}

/** The form as a plain object (the last value of a repeated field wins, as Object.fromEntries does). */
export async function readFormFields(request: Request): Promise<Record<string, FormDataEntryValue>> {
  return Object.fromEntries(await readForm(request));
}

/**
 * A JSON body, or a thrown 415/400 answer. A form's media type is refused outright; anything
 * else (browsers' sendBeacon sends a Blob's type, some clients send none) must parse as JSON.
 */
export async function readJson(request: Request): Promise<unknown> {
  const media = mediaTypeOf(request);
  if (media && FORM_TYPES.has(media.type)) {
    throw unreadableBody(415, `This address takes JSON, not ${media.type}. Send Content-Type application/json.`);
  }
  let text: string;
  try {
    text = await request.clone().text();
  } catch {
    throw unreadableBody(400, "The request body could not be read.");
  }
  if (text.trim() === "") throw unreadableBody(400, "The request has no body: send a JSON object.");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw unreadableBody(400, "The body must be JSON.");
  }
}

/**
 * The raw body as text, exactly as sent (signed webhooks verify these bytes), or a thrown 400
 * answer when there is none or it cannot be read.
 */
export async function readRawText(request: Request): Promise<string> {
  let text: string;
  try {
    text = await request.clone().text();
  } catch {
    throw unreadableBody(400, "The request body could not be read.");
  }
  if (text === "") throw unreadableBody(400, "The request has no body.");
  return text;
}

/**
 * For addresses that only show something (resource routes without a form): a POST gets a plain
 * 405 naming the methods that work, rather than the router's generic error.
 */
export function methodNotAllowed(): Response {
  return new Response("This address only answers GET requests.\n", {
    status: 405,
    headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
