/**
 * Outgoing e-mail through nodemailer. With SMTP_URL it sends; without it every message is
 * written as an .eml file to DATA_DIR/outbox (readable at /dev/mailbox outside production), so the
 * embedded default needs no mail server and nothing is ever silently dropped.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import { newId } from "../../../db/ids.ts";
import type { AppConfig } from "../env.server.ts";

export type MailAttachment = { filename: string; content: Uint8Array; contentType: string };

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on the scheduled family e-mails (decision 0028). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};

/** nodemailer's message fields for ours (attachments as Buffers). */
function nodemailerMessage(mail: OutgoingMail) {
  const { attachments, ...rest } = mail;
  return {
    ...rest,
    ...(attachments
      ? {
          attachments: attachments.map((attachment) => ({
            filename: attachment.filename,
            content: Buffer.from(attachment.content),
            contentType: attachment.contentType,
          })),
        }
      : {}),
  };
}

export type Mailer = {
  /** Resolves once the message is handed to SMTP or written to the outbox. */
  send(mail: OutgoingMail): Promise<void>;
  /** Where messages go, for logs: "smtp" or the outbox folder. */
  destination: string;
};

export function outboxDirectory(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

export function createMailer(config: Pick<AppConfig, "SMTP_URL" | "MAIL_FROM" | "DATA_DIR">): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      destination: "smtp",
      async send(mail) {
        await transport.sendMail({ from: config.MAIL_FROM, ...nodemailerMessage(mail) });
      },
    };
  }
  const outbox = outboxDirectory(config.DATA_DIR);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    destination: outbox,
    async send(mail) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...nodemailerMessage(mail) });
      mkdirSync(outbox, { recursive: true });
      // Time-ordered names (UUIDv7) so the mailbox lists newest last without reading the files.
      writeFileSync(path.join(outbox, `${newId()}.eml`), info.message as Buffer);
    },
  };
}
