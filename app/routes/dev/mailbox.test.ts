import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../tests/setup/test-config.ts";
import { servicesContext, type AppServices } from "../../context.ts";
import { createMailer } from "../../server/mail/mailer.server.ts";
import { loader as attachmentLoader } from "./mailbox-attachment.ts";
import { loader as messageLoader } from "./mailbox-message.tsx";
import { loader as listLoader } from "./mailbox.tsx";

type Loaded = { data: unknown; init: ResponseInit | null };

function contextFor(dataDir: string, isProduction: boolean) {
  const context = new RouterContextProvider();
  context.set(servicesContext, { config: testConfig({ DATA_DIR: dataDir, isProduction }) } as AppServices);
  return context;
}

function statusOfThrown(run: () => unknown): number | "returned" {
  try {
    run();
    return "returned";
  } catch (error) {
    return ((error as { init?: ResponseInit }).init?.status ?? 0) as number;
  }
}

const listArgs = (context: RouterContextProvider) =>
  ({ context, params: {}, request: new Request("http://x/dev/mailbox") }) as unknown as Parameters<
    typeof listLoader
  >[0];
const messageArgs = (context: RouterContextProvider, messageId: string) =>
  ({
    context,
    params: { messageId },
    request: new Request(`http://x/dev/mailbox/${messageId}`),
  }) as unknown as Parameters<typeof messageLoader>[0];

describe("/dev/mailbox", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "brightpath-dev-mailbox-"));
    await createMailer(testConfig({ DATA_DIR: dataDir })).send({
      to: "maria@example.com",
      subject: "Your sign-in link",
      text: "Sign in: http://localhost/auth/action?mode=signIn&token=t",
      html: "<p>Sign in</p>",
    });
  });

  it("is not found in production, list and message alike", () => {
    const production = contextFor(dataDir, true);
    expect(statusOfThrown(() => listLoader(listArgs(production)))).toBe(404);
    const development = contextFor(dataDir, false);
    const { entries } = (listLoader(listArgs(development)) as unknown as Loaded).data as {
      entries: { id: string }[];
    };
    expect(statusOfThrown(() => messageLoader(messageArgs(production, entries[0]?.id ?? "")))).toBe(404);
  });

  it("lists the outbox and shows a message outside production, without caching", () => {
    const context = contextFor(dataDir, false);
    const list = listLoader(listArgs(context)) as unknown as Loaded;
    expect(list.data).toMatchObject({ total: 1, entries: [{ to: "maria@example.com", subject: "Your sign-in link" }] });
    expect(new Headers(list.init?.headers).get("Cache-Control")).toBe("no-store");
    const id = (list.data as { entries: { id: string }[] }).entries[0]?.id ?? "";
    const message = messageLoader(messageArgs(context, id)) as unknown as Loaded;
    expect(message.data).toMatchObject({
      message: { text: "Sign in: http://localhost/auth/action?mode=signIn&token=t", html: "<p>Sign in</p>" },
    });
  });

  it("answers 404 for a message that is not there", () => {
    const context = contextFor(dataDir, false);
    expect(statusOfThrown(() => messageLoader(messageArgs(context, "../../etc/passwd")))).toBe(404);
    expect(statusOfThrown(() => messageLoader(messageArgs(context, "0190a7c2-0000-7000-8000-000000000000")))).toBe(404);
  });

  it("downloads an attachment with its own name outside production, and nothing else", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "brightpath-dev-mailbox-attachment-"));
    await createMailer(testConfig({ DATA_DIR: dir })).send({
      to: "maria@example.com",
      subject: "Ana's 30-day report",
      text: "Attached.",
      html: "<p>Attached.</p>",
      attachments: [
        {
          filename: "informe de Ana.pdf",
          content: Uint8Array.from([37, 80, 68, 70, 0, 255]),
          contentType: "application/pdf",
        },
      ],
    });
    const development = contextFor(dir, false);
    const id =
      ((listLoader(listArgs(development)) as unknown as Loaded).data as { entries: { id: string }[] }).entries[0]?.id ??
      "";
    const args = (context: RouterContextProvider, index: string) =>
      ({
        context,
        params: { messageId: id, index },
        request: new Request(`http://x/dev/mailbox/${id}/attachments/${index}`),
      }) as unknown as Parameters<typeof attachmentLoader>[0];
    const response = attachmentLoader(args(development, "0"));
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="informe de Ana.pdf"; filename*=UTF-8''informe%20de%20Ana.pdf`,
    );
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([37, 80, 68, 70, 0, 255]);
    for (const index of ["1", "-1", "0x0", "1e0", ""]) {
      expect(statusOfThrown(() => attachmentLoader(args(development, index)))).toBe(404);
    }
    expect(statusOfThrown(() => attachmentLoader(args(contextFor(dir, true), "0")))).toBe(404);
  });
});
