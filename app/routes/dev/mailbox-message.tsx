import { Fragment } from "react";
import { data, Link } from "react-router";
import { FOCUS_RING } from "../../components/ui/link-button.tsx";
import { servicesContext } from "../../context.ts";
import { readMailboxMessage } from "../../server/mail/mailbox.server.ts";
import type { Route } from "./+types/mailbox-message";
import { DevPage, mailDate } from "./dev-page.tsx";

/** One e-mail from the outbox. Never in production. */
export function loader({ context, params }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  if (config.isProduction) throw data(null, { status: 404 });
  const message = readMailboxMessage(config.DATA_DIR, params.messageId);
  if (!message) throw data(null, { status: 404 });
  return data({ message }, { headers: { "Cache-Control": "no-store" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.message.subject || "E-mail"} (development mailbox) - Brightpath` },
    { name: "robots", content: "noindex,nofollow" },
  ];
}

const LINK = /(https?:\/\/[^\s<>"]+)/;

/** "48.2 KB": a developer's size, not a parent's. */
function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The text part with its web addresses as links (only http and https), escaped by React. */
function TextWithLinks({ text }: { text: string }) {
  return text.split(LINK).map((piece, index) =>
    index % 2 === 1 ? (
      <a key={index} href={piece} className={`break-all text-brand-700 underline ${FOCUS_RING}`}>
        {piece}
      </a>
    ) : (
      <Fragment key={index}>{piece}</Fragment>
    ),
  );
}

export default function MailboxMessage({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData;
  return (
    <DevPage title={message.subject || "(no subject)"}>
      <p>
        <Link to="/dev/mailbox" className={`font-medium text-brand-700 underline ${FOCUS_RING}`}>
          Back to the mailbox
        </Link>
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">From</dt>
        <dd className="break-all">{message.from}</dd>
        <dt className="font-semibold">To</dt>
        <dd className="break-all">{message.to}</dd>
        <dt className="font-semibold">Date</dt>
        <dd>{mailDate(message.date)}</dd>
      </dl>

      {message.attachments.length > 0 ? (
        <>
          <h2 className="mt-8 text-xl font-bold">Attachments</h2>
          <ul className="mt-2 list-disc pl-6">
            {message.attachments.map((attachment) => (
              <li key={attachment.index}>
                <a
                  href={`/dev/mailbox/${message.id}/attachments/${attachment.index}`}
                  download={attachment.filename}
                  className={`font-medium break-all text-brand-700 underline ${FOCUS_RING}`}
                >
                  {attachment.filename}
                </a>{" "}
                <span className="text-slate-700">
                  ({attachment.contentType}, {formatBytes(attachment.size)})
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h2 className="mt-8 text-xl font-bold">Text part</h2>
      {message.text === null ? (
        <p className="mt-2 text-slate-700">This e-mail has no text part.</p>
      ) : (
        <pre className="mt-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-sans whitespace-pre-wrap [overflow-wrap:anywhere]">
          <TextWithLinks text={message.text} />
        </pre>
      )}

      <h2 className="mt-8 text-xl font-bold">HTML part</h2>
      {message.html === null ? (
        <p className="mt-2 text-slate-700">This e-mail has no HTML part.</p>
      ) : (
        // An empty sandbox: no scripts, no forms, no navigation of this page; the page's own
        // Content-Security-Policy stays as it is.
        <iframe
          title="HTML part of the e-mail"
          sandbox=""
          srcDoc={message.html}
          className="mt-2 h-[36rem] w-full rounded-lg border border-slate-200"
        />
      )}
    </DevPage>
  );
}
