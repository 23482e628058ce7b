import { data, Link } from "react-router";
import { FOCUS_RING } from "../../components/ui/link-button.tsx";
import { servicesContext } from "../../context.ts";
import { listMailbox } from "../../server/mail/mailbox.server.ts";
import type { Route } from "./+types/mailbox";
import { DevPage, mailDate } from "./dev-page.tsx";

/** Issue 4 "Mail": the e-mails written to DATA_DIR/outbox, newest first. Never in production. */
export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  if (config.isProduction) throw data(null, { status: 404 });
  return data(listMailbox(config.DATA_DIR), { headers: { "Cache-Control": "no-store" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta() {
  return [{ title: "Mailbox (development) - Brightpath" }, { name: "robots", content: "noindex,nofollow" }];
}

export default function Mailbox({ loaderData }: Route.ComponentProps) {
  const { entries, total } = loaderData;
  return (
    <DevPage title="Development mailbox">
      <p className="text-slate-700">
        Without <code>SMTP_URL</code> the server writes every e-mail here instead of sending it.{" "}
        {total === 0
          ? "No e-mails yet."
          : `${total} e-mail${total === 1 ? "" : "s"}, newest first${total > entries.length ? ` (the newest ${entries.length} shown)` : ""}.`}
      </p>
      {entries.length > 0 ? (
        <table className="mt-6 w-full border-collapse text-left">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">
                Date
              </th>
              <th scope="col" className="py-2 pr-4">
                To
              </th>
              <th scope="col" className="py-2">
                Subject
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-b border-slate-200 align-top">
                <td className="py-2 pr-4 whitespace-nowrap text-slate-700">{mailDate(entry.date)}</td>
                <td className="py-2 pr-4 break-all">{entry.to}</td>
                <td className="py-2">
                  <Link
                    to={`/dev/mailbox/${entry.id}`}
                    className={`font-medium text-brand-700 underline hover:text-brand-900 ${FOCUS_RING}`}
                  >
                    {entry.subject || "(no subject)"}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </DevPage>
  );
}
