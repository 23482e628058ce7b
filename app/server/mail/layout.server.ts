/**
 * Every e-mail has a plain-text and an HTML part and carries the brand (issue 4 "Mail").
 * Messages are described as data (heading, paragraphs, optional button) and rendered here.
 */
import { BRAND } from "../../config/brand.ts";
import { escapeHtml } from "../../content/markdown.server.ts";
import type { Translate } from "../../i18n/message-format.ts";

export type EmailContent = {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A closing line under the main text, e.g. why the reader got this e-mail. */
  footnote?: string;
  /** The one-click unsubscribe link of a scheduled family e-mail (decision 0028), shown in the footer. */
  unsubscribe?: { label: string; url: string };
};

/**
 * `t` writes the e-mail's own words (tagline, button fallback) and its `lang` in the reader's
 * language; e-mails not converted yet pass none and stay English.
 */
export function renderEmail(content: EmailContent, t?: Translate): { subject: string; text: string; html: string } {
  const lang = t?.locale ?? "en";
  const tagline = t ? t("layout.brand.tagline") : BRAND.tagline;
  const fallback = t
    ? t("mail.layout.buttonFallback")
    : "If the button does not work, copy this address into your browser:";
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...(content.footnote ? [content.footnote, ""] : []),
    ...(content.unsubscribe ? [`${content.unsubscribe.label}: ${content.unsubscribe.url}`, ""] : []),
    `— ${BRAND.name}, ${tagline}`,
    `${BRAND.company} · ${BRAND.supportEmail}`,
  ].join("\n");

  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#184c99;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(fallback)}<br>${escapeHtml(content.action.url)}</p>`
    : "";
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#184c99">${escapeHtml(BRAND.name)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((paragraph) => `<p style="font-size:16px;line-height:1.5;margin:0 0 12px">${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`).join("\n")}
${button}
${content.footnote ? `<p style="font-size:13px;color:#475569;margin-top:24px">${escapeHtml(content.footnote)}</p>` : ""}
${content.unsubscribe ? `<p style="font-size:13px;color:#475569;margin-top:12px"><a href="${escapeHtml(content.unsubscribe.url)}" style="color:#184c99">${escapeHtml(content.unsubscribe.label)}</a></p>` : ""}
<p style="font-size:13px;color:#475569;margin-top:24px;border-top:1px solid #e2e8f0;padding-top:16px">${escapeHtml(BRAND.name)} · ${escapeHtml(tagline)}<br>${escapeHtml(BRAND.company)} · ${escapeHtml(BRAND.supportEmail)}</p>
</td></tr></table></td></tr></table>
</body></html>`;
  return { subject: content.subject, text, html };
}
