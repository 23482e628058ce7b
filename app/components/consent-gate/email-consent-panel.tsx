import { Form } from "react-router";
import { useT } from "../../i18n/react.tsx";
import { Button } from "../ui/button.tsx";
import { formatConsentTime } from "../../server/consent/consent-time.ts";
import { useBrowserTimeZone } from "../ui/use-browser-time-zone.ts";

/**
 * "E-mail plus" on the gate: one button sends the consent e-mail; while its link is valid the
 * panel says where it went and that this page updates by itself once consent is confirmed.
 */
export function EmailConsentPanel({
  email,
  pending,
  submitting,
  notice,
}: {
  email: string;
  pending: { requestedAt: string; expiresAt: string } | null;
  submitting: boolean;
  /** A problem with the last press (rate limit, mail failure), shown as an alert. */
  notice?: string | undefined;
}) {
  const t = useT();
  const timeZone = useBrowserTimeZone();
  return (
    <section aria-labelledby="email-consent-heading" className="rounded-xl border border-brand-100 bg-white p-6">
      <h2 id="email-consent-heading" className="text-xl font-bold text-slate-900">
        {t("consent.email.title")}
      </h2>
      <p className="mt-2 text-slate-800">
        {t.rich("consent.email.text", { email, strong: (words) => <strong key="email">{words}</strong> })}
      </p>
      {pending ? (
        <p role="status" className="mt-4 rounded-lg border border-green-700 bg-green-50 p-4 text-slate-900">
          {t("consent.email.pending", {
            requestedAt: formatConsentTime(pending.requestedAt, t.locale, timeZone),
            expiresAt: formatConsentTime(pending.expiresAt, t.locale, timeZone),
          })}
        </p>
      ) : null}
      {notice ? (
        <p role="alert" className="mt-4 rounded-lg border border-amber-700 bg-amber-50 p-4 text-slate-900">
          {notice}
        </p>
      ) : null}
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="send-email" />
        <Button type="submit" disabled={submitting} variant={pending ? "secondary" : "primary"} size="lg">
          {submitting ? t("consent.email.sending") : pending ? t("consent.email.sendAgain") : t("consent.email.send")}
        </Button>
      </Form>
    </section>
  );
}
