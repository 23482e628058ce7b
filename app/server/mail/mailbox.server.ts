/**
 * Reads the .eml files the mailer writes to DATA_DIR/outbox when no SMTP server is configured,
 * for the /dev/mailbox page (issue 4 "Mail"; outside production only). The messages are
 * nodemailer's own simple MIME: headers with RFC 2047 encoded words, multipart/alternative with a
 * text and an HTML part, quoted-printable or base64 bodies, and attachments (the day-30 report's
 * PDF) listed by name, type and size and readable one at a time. That is all this parser reads.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { outboxDirectory } from "./mailer.server.ts";

export type MailboxEntry = { id: string; from: string; to: string; subject: string; date: string | null };
/** An attached file as the mailbox lists it; `index` is its place among the message's attachments. */
export type MailboxAttachment = { index: number; filename: string; contentType: string; size: number };
export type MailboxMessage = MailboxEntry & {
  text: string | null;
  html: string | null;
  attachments: MailboxAttachment[];
};

/** File names are UUIDv7 ids; nothing else may reach the file system. */
const MESSAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type MimePart = { headers: Map<string, string>; body: string };

function splitPart(raw: string): MimePart {
  const match = /\r?\n\r?\n/.exec(raw);
  const headerBlock = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : "";
  const headers = new Map<string, string>();
  for (const line of headerBlock.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** "text/html; charset=utf-8" → { type: "text/html", params: { charset: "utf-8" } } */
function parseContentType(value: string | undefined): { type: string; params: Record<string, string> } {
  const [type = "text/plain", ...rest] = (value ?? "text/plain").split(";");
  const params: Record<string, string> = {};
  for (const param of rest) {
    const equals = param.indexOf("=");
    if (equals < 0) continue;
    params[param.slice(0, equals).trim().toLowerCase()] = param
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
  }
  return { type: type.trim().toLowerCase(), params };
}

function decodeBytes(bytes: Uint8Array, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

/** Quoted-printable to bytes: soft line breaks removed, =XX turned into the byte. */
function quotedPrintableBytes(text: string): Uint8Array {
  const pieces = text.replace(/=\r?\n/g, "").split(/=([0-9A-Fa-f]{2})/);
  // split() with a capture group alternates: literal text, hex byte, literal text, ...
  return Buffer.concat(
    pieces.map((piece, index) => (index % 2 === 1 ? Buffer.from([parseInt(piece, 16)]) : Buffer.from(piece, "utf8"))),
  );
}

function bodyBytes(part: MimePart): Uint8Array {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64");
  if (encoding === "quoted-printable") return quotedPrintableBytes(part.body);
  return Buffer.from(part.body, "utf8");
}

function decodeBody(part: MimePart, charset: string | undefined): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding !== "base64" && encoding !== "quoted-printable") return part.body;
  return decodeBytes(bodyBytes(part), charset);
}

function isAttachment(part: MimePart): boolean {
  return /^\s*attachment/i.test(part.headers.get("content-disposition") ?? "");
}

/**
 * The attachment's file name: RFC 2231 `filename*=utf-8''…` first, then `filename=` (possibly an
 * encoded word), then the content type's `name=`; only the last path segment, never a path.
 */
function attachmentName(part: MimePart, index: number): string {
  const disposition = parseContentType(part.headers.get("content-disposition"));
  const extended = disposition.params["filename*"];
  let name = extended ? decodeURIComponent(extended.replace(/^[^']*'[^']*'/, "")) : undefined;
  name ??= disposition.params.filename ?? parseContentType(part.headers.get("content-type")).params.name;
  const clean = decodeHeader(name ?? "")
    .split(/[\\/]/)
    .pop()
    ?.trim();
  return clean ? clean : `attachment-${index + 1}`;
}

/**
 * RFC 2047 encoded words ("=?UTF-8?Q?Zo=C3=AB?="). Adjacent words are joined before decoding,
 * since nodemailer may split one character's bytes across two of them.
 */
export function decodeHeader(value: string): string {
  const word = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;
  let result = "";
  let pending: { charset: string; bytes: number[] } | null = null;
  let last = 0;
  const flush = () => {
    if (pending) result += decodeBytes(Uint8Array.from(pending.bytes), pending.charset);
    pending = null;
  };
  for (const match of value.matchAll(word)) {
    const between = value.slice(last, match.index);
    if (!(pending && /^\s*$/.test(between))) {
      flush();
      result += between;
    }
    const [, charset = "utf-8", kind = "Q", text = ""] = match;
    const bytes =
      kind.toUpperCase() === "B" ? Buffer.from(text, "base64") : quotedPrintableBytes(text.replace(/_/g, " "));
    if (pending && pending.charset.toLowerCase() !== charset.toLowerCase()) flush();
    pending ??= { charset, bytes: [] };
    pending.bytes.push(...bytes);
    last = match.index + match[0].length;
  }
  flush();
  return result + value.slice(last);
}

/** Every leaf part, depth first (multipart bodies split on their boundary). */
function leafParts(part: MimePart, depth = 0): MimePart[] {
  const { type, params } = parseContentType(part.headers.get("content-type"));
  if (!type.startsWith("multipart/") || !params.boundary || depth > 5) return [part];
  const delimiter = `--${params.boundary}`;
  const sections = part.body.split(new RegExp(`\\r?\\n?${escapeRegExp(delimiter)}`));
  // Before the first delimiter is the preamble; from the closing "--" on, the epilogue.
  const inner: MimePart[] = [];
  for (const section of sections.slice(1)) {
    if (section.startsWith("--")) break;
    inner.push(...leafParts(splitPart(section.replace(/^[ \t]*\r?\n/, "")), depth + 1));
  }
  return inner;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function entryOf(id: string, top: MimePart): MailboxEntry {
  const dateHeader = top.headers.get("date");
  const date = dateHeader && !Number.isNaN(Date.parse(dateHeader)) ? new Date(dateHeader).toISOString() : null;
  return {
    id,
    from: decodeHeader(top.headers.get("from") ?? ""),
    to: decodeHeader(top.headers.get("to") ?? ""),
    subject: decodeHeader(top.headers.get("subject") ?? ""),
    date,
  };
}

/** Parses one message: its addresses, subject, date, and its text and HTML parts. */
export function parseMessage(id: string, raw: string): MailboxMessage {
  const top = splitPart(raw);
  let text: string | null = null;
  let html: string | null = null;
  const attachments: MailboxAttachment[] = [];
  for (const part of leafParts(top)) {
    if (isAttachment(part)) {
      const index = attachments.length;
      const contentType = parseContentType(part.headers.get("content-type")).type;
      attachments.push({ index, filename: attachmentName(part, index), contentType, size: bodyBytes(part).length });
      continue;
    }
    const { type, params } = parseContentType(part.headers.get("content-type"));
    if (type === "text/plain" && text === null) text = decodeBody(part, params.charset);
    else if (type === "text/html" && html === null) html = decodeBody(part, params.charset);
  }
  return { ...entryOf(id, top), text, html, attachments };
}

/** One attachment's bytes, or null when the message or the attachment does not exist. */
export function readMailboxAttachment(
  dataDir: string,
  id: string,
  index: number,
): (MailboxAttachment & { bytes: Uint8Array }) | null {
  const raw = readRawMessage(dataDir, id);
  if (raw === null || !Number.isSafeInteger(index) || index < 0) return null;
  const part = leafParts(splitPart(raw)).filter(isAttachment)[index];
  if (!part) return null;
  const bytes = bodyBytes(part);
  const contentType = parseContentType(part.headers.get("content-type")).type;
  return { index, filename: attachmentName(part, index), contentType, size: bytes.length, bytes };
}

function messageIds(dataDir: string): string[] {
  try {
    return readdirSync(outboxDirectory(dataDir))
      .filter((file) => file.endsWith(".eml"))
      .map((file) => file.slice(0, -".eml".length))
      .filter((id) => MESSAGE_ID.test(id));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** The newest `limit` messages, newest first (UUIDv7 names sort by time). */
export function listMailbox(dataDir: string, limit = 200): { entries: MailboxEntry[]; total: number } {
  const ids = messageIds(dataDir).sort().reverse();
  const entries = ids.slice(0, limit).map((id) => {
    const raw = readFileSync(path.join(outboxDirectory(dataDir), `${id}.eml`), "utf8");
    return entryOf(id, splitPart(raw));
  });
  return { entries, total: ids.length };
}

function readRawMessage(dataDir: string, id: string): string | null {
  if (!MESSAGE_ID.test(id)) return null;
  try {
    return readFileSync(path.join(outboxDirectory(dataDir), `${id}.eml`), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** One message by id, or null when there is no such message. */
export function readMailboxMessage(dataDir: string, id: string): MailboxMessage | null {
  const raw = readRawMessage(dataDir, id);
  return raw === null ? null : parseMessage(id, raw);
}
