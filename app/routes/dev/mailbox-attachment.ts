import { data } from "react-router";
import { servicesContext } from "../../context.ts";
import { readMailboxAttachment } from "../../server/mail/mailbox.server.ts";
import { methodNotAllowed } from "../../server/request-body.server.ts";
import type { Route } from "./+types/mailbox-attachment";

/**
 * One attachment of an outbox e-mail (the day-30 report's PDF), as a download. Never in
 * production. The file name is the attachment's own last path segment, sent in RFC 6266 form so
 * accents survive; the bytes are served as an attachment with `nosniff`, so nothing in them runs
 * on this origin.
 */
export function loader({ context, params }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  if (config.isProduction) throw data(null, { status: 404 });
  const index = /^\d{1,3}$/.test(params.index) ? Number(params.index) : -1;
  const attachment = readMailboxAttachment(config.DATA_DIR, params.messageId, index);
  if (!attachment) throw data(null, { status: 404 });
  const asciiName = attachment.filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return new Response(Buffer.from(attachment.bytes), {
    headers: {
      "Content-Type": attachment.contentType,
      "Content-Disposition": `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`,
      "Content-Length": String(attachment.size),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
}

export const action = methodNotAllowed;
