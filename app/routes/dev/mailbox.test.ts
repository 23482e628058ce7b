import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../tests/setup/test-config.ts";
import { servicesContext, type AppServices } from "../../context.ts";
import { createMailer } from "../../server/mail/mailer.server.ts";
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
});
