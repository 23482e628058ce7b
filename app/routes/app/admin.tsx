import type { ReactNode } from "react";
import type { Translate } from "../../i18n/message-format.ts";
import { useT } from "../../i18n/react.tsx";
import { data, Link } from "react-router";
import { FOCUS_RING } from "../../components/ui/link-button.tsx";
import { servicesContext } from "../../context.ts";
import { CONTACT_TOPICS, type ContactTopic } from "../../server/contact/contact-form.ts";
import { privatePageHeaders, requireParent } from "../../server/auth/require-parent.server.ts";
import { ADMIN_VIEWS, adminQuerySchema, type AdminView } from "../../server/admin/admin-page.ts";
import { requireAdmin } from "../../server/admin/admin-role.server.ts";
import { listContactMessages } from "../../server/admin/list-contact-messages.server.ts";
import { listFeedback } from "../../server/admin/list-feedback.server.ts";
import { serviceHealth } from "../../server/admin/service-health.server.ts";
import type { Route } from "./+types/admin";

/** PRODUCT.md §1 staff: feedback, contact messages and service numbers. Admins only; others get 404. */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const { database } = args.context.get(servicesContext);
  await requireAdmin(database.db, parent.user.id);
  const query = adminQuerySchema.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  const [health, list] = await Promise.all([
    serviceHealth(database),
    query.view === "messages"
      ? listContactMessages(database.db, query.page).then((messages) => ({ view: "messages" as const, messages }))
      : listFeedback(database.db, query.page).then((feedback) => ({ view: "feedback" as const, feedback })),
  ]);
  return data({ health, list }, { headers: privatePageHeaders(parent) });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta() {
  return [{ name: "robots", content: "noindex,nofollow" }];
}

/** CONTACT_TOPICS holds catalog keys (issue 19); staff read the label in their own language. */
function topicLabel(topic: string, t: Translate): string {
  return topic in CONTACT_TOPICS ? t(CONTACT_TOPICS[topic as ContactTopic]) : topic;
}

/** "42 min", "5 h 3 min", "12 d 4 h". */
function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return `${days} d ${hours % 24} h`;
  if (hours > 0) return `${hours} h ${minutes % 60} min`;
  return `${minutes} min`;
}

/** Stored times are UTC; show them the same way on server and browser. */
function utc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

function Pager({ view, page, pageCount }: { view: AdminView; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const link = `rounded-md border border-slate-400 px-3 py-1 font-medium text-slate-900 hover:bg-slate-100 ${FOCUS_RING}`;
  return (
    <nav aria-label={`${ADMIN_VIEWS[view]} pages`} className="mt-4 flex items-center gap-3">
      {page > 1 ? (
        <Link className={link} to={`?view=${view}&page=${page - 1}`}>
          Newer
        </Link>
      ) : null}
      <span className="text-slate-700">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link className={link} to={`?view=${view}&page=${page + 1}`}>
          Older
        </Link>
      ) : null}
    </nav>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="font-medium text-slate-700">{label}:</dt>
      <dd className="break-all text-slate-900">{children}</dd>
    </div>
  );
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { health, list } = loaderData;
  const tab = (view: AdminView) => {
    const current = list.view === view;
    return (
      <li key={view}>
        <Link
          to={`?view=${view}`}
          aria-current={current ? "page" : undefined}
          className={`block rounded-t-md px-4 py-2 font-semibold ${FOCUS_RING} ${
            current
              ? "border border-b-0 border-slate-300 bg-white text-brand-900"
              : "text-slate-700 hover:text-brand-900"
          }`}
        >
          {ADMIN_VIEWS[view]}
        </Link>
      </li>
    );
  };
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Admin</h1>

      <section aria-labelledby="health-heading" className="mt-8">
        <h2 id="health-heading" className="text-xl font-bold text-slate-900">
          Service
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat
            label={`Database (${health.database.kind})`}
            value={health.database.reachable ? `Up, ${health.database.latencyMs} ms` : "Not answering"}
          />
          <Stat label="Server up for" value={duration(health.uptimeSeconds)} />
          <Stat label="Families" value={health.families} />
          <Stat label="Accounts" value={health.parents} />
          <Stat label="Children" value={health.children} />
          <Stat label="Page views, last 30 days" value={health.pageViewsLast30Days} />
          <Stat label="Feedback, last 30 days" value={health.feedbackLast30Days} />
          <Stat label="Contact messages, last 30 days" value={health.contactMessagesLast30Days} />
        </dl>
      </section>

      <nav aria-label="Inbox" className="mt-10 border-b border-slate-300">
        <ul className="-mb-px flex gap-1">
          {tab("feedback")}
          {tab("messages")}
        </ul>
      </nav>

      {list.view === "feedback" ? (
        <section aria-label="Feedback, newest first" className="mt-4">
          <p className="mb-3 text-slate-700">
            {list.feedback.total === 0 ? "No feedback yet." : `${list.feedback.total} in all, newest first.`}
          </p>
          <ol className="space-y-4">
            {list.feedback.rows.map((row) => (
              <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-4">
                <p className="text-sm text-slate-700">
                  {utc(row.timestampUTC)} ·{" "}
                  {row.senderEmail ?? (row.isAuthenticated ? "deleted account" : "signed out")} · {row.currentRoute} ·{" "}
                  {row.componentOrSection}
                </p>
                <p className="mt-2 whitespace-pre-wrap text-slate-900">{row.feedbackText}</p>
                <details className="mt-2 text-sm">
                  <summary className={`cursor-pointer text-brand-700 ${FOCUS_RING}`}>Record details</summary>
                  <dl className="mt-2 space-y-1">
                    <Detail label="Device">
                      {row.deviceType}, {row.os}
                    </Detail>
                    <Detail label="Browser">{row.browser || "(none sent)"}</Detail>
                    <Detail label="Signed in">{row.isAuthenticated ? "yes" : "no"}</Detail>
                    <Detail label="User id">{row.userId ?? "(none)"}</Detail>
                    <Detail label="Family id">{row.familyId || "(none)"}</Detail>
                    <Detail label="Member id">{row.memberId || "(none)"}</Detail>
                    <Detail label="Learning plan id">{row.learningPlanId || "(none)"}</Detail>
                    <Detail label="Child profile id">{row.childProfileId || "(none)"}</Detail>
                  </dl>
                </details>
              </li>
            ))}
          </ol>
          <Pager view="feedback" page={list.feedback.page} pageCount={list.feedback.pageCount} />
        </section>
      ) : (
        <section aria-label="Contact messages, newest first" className="mt-4">
          <p className="mb-3 text-slate-700">
            {list.messages.total === 0 ? "No contact messages yet." : `${list.messages.total} in all, newest first.`}
          </p>
          <ol className="space-y-4">
            {list.messages.rows.map((row) => (
              <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-4">
                <p className="text-sm text-slate-700">
                  {utc(row.createdAt)} · {topicLabel(row.topic, t)} ·{" "}
                  {row.emailedAt ? "copied to the support inbox" : "not e-mailed"}
                </p>
                <p className="mt-1 font-semibold text-slate-900">
                  {row.name} &lt;{row.email}&gt;
                </p>
                <p className="mt-2 whitespace-pre-wrap text-slate-900">{row.message}</p>
              </li>
            ))}
          </ol>
          <Pager view="messages" page={list.messages.page} pageCount={list.messages.pageCount} />
        </section>
      )}
    </main>
  );
}
