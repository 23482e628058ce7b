/**
 * Issue 14, finding 4: every action answers a body it cannot read with a 400 or 415 and a clear
 * message, never a 500. The list of actions comes from app/routes.ts, so a route added later is
 * walked too; calls are made as a signed-in parent whose family has consented, so the actions
 * behind the route guard get as far as reading their body.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { routeArgs, outcome } from "../setup/route-args.ts";
import { registerAndSignIn, type TestParent } from "../setup/signed-in-parent.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../setup/test-database.ts";
import { createTestServices, type TestServices } from "../setup/test-services.ts";

type RouteEntry = { file: string; path?: string; index?: boolean; children?: RouteEntry[] };
type RouteModule = { action?: (args: unknown) => unknown; default?: unknown };

/** Every route of app/routes.ts with its full path (params filled with an id that exists nowhere). */
function flatten(entries: readonly RouteEntry[], parentPath = ""): { file: string; path: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parentPath}/${entry.path}`.replace(/\/+/g, "/") : parentPath;
    return [{ file: entry.file, path: path || "/" }, ...flatten(entry.children ?? [], path)];
  });
}

// Optional segments (the Spanish pages' `es?` prefix) are left out: the English address is walked.
const ROUTES = flatten(routes as RouteEntry[])
  .map(({ file, path: withOptional }) => ({ file, path: withOptional.replace(/\/[\w-]+\?(?=\/|$)/g, "") || "/" }))
  .map(({ file, path }) => ({
    file,
    path: path.replace(/\*$/, "no-such-page").replace(/:(\w+)/g, "no-such-$1"),
    params: Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, `no-such-${name}`])),
  }));
const modules = import.meta.glob<RouteModule>("../../app/routes/**/*.{ts,tsx}");

async function load(file: string): Promise<RouteModule> {
  const importer = modules[`../../app/${file}`];
  if (!importer) throw new Error(`app/routes.ts names ${file}, which was not found`);
  return importer();
}

/** Bodies a form page cannot read (the outside probe's cases and their relatives). */
const NOT_A_FORM: { name: string; headers: Record<string, string>; body?: string }[] = [
  { name: "JSON", headers: { "content-type": "application/json" }, body: '{"email":"a@example.com"}' },
  { name: "no body and no Content-Type", headers: {} },
  { name: "multipart without a boundary", headers: { "content-type": "multipart/form-data" }, body: "email=a" },
  {
    name: "multipart whose body does not match its boundary",
    headers: { "content-type": "multipart/form-data; boundary=xyz" },
    body: "--abc\r\nnot a part\r\n",
  },
  {
    name: "a form in UTF-16",
    headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-16" },
    body: "email=a",
  },
  { name: "plain text", headers: { "content-type": "text/plain" }, body: "email=a@example.com" },
  { name: "XML", headers: { "content-type": "application/xml" }, body: "<email>a</email>" },
];

/** Bodies a JSON endpoint cannot read. */
const NOT_JSON: { name: string; headers: Record<string, string>; body?: string }[] = [
  { name: "a form", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=b" },
  { name: "no body", headers: {} },
  { name: "broken JSON", headers: { "content-type": "application/json" }, body: '{"a":' },
  { name: "multipart without a boundary", headers: { "content-type": "multipart/form-data" }, body: "a=b" },
];

function messageOf(result: Awaited<ReturnType<typeof outcome>>): string {
  const payload = result.body ?? result.data;
  if (typeof payload === "string") return payload;
  const error = (payload as { error?: unknown } | undefined)?.error;
  // The callable functions (issue 16) answer in their protocol's shape: { error: { status, message } }.
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof error === "string" ? error : typeof message === "string" ? message : "";
}

describe.each(testDialects())("request bodies on every action (%s)", { timeout: 120_000 }, (kind) => {
  let database: TestDatabase;
  let services: TestServices;
  let parent: TestParent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    services = createTestServices(database);
    parent = await registerAndSignIn(services, "body-probe@example.com");
    // Consent given, so the child pages' actions get past the consent gate to their body.
    await database.db
      .updateTable("family")
      .set({ hasCOPPAVerification: true })
      .where("id", "=", parent.familyId)
      .execute();
  }, 60_000);
  afterAll(() => database?.destroy());

  it("finds the actions in app/routes.ts", async () => {
    const withActions = [];
    for (const route of ROUTES) if ((await load(route.file)).action) withActions.push(route.path);
    // The known form pages and API endpoints are among them (the list grows as routes are added).
    expect(withActions).toEqual(
      expect.arrayContaining([
        "/contact-us",
        "/login",
        "/register",
        "/dashboard",
        "/api/feedback",
        "/api/stripe/webhook",
      ]),
    );
  });

  it.each(ROUTES)("$path ($file) answers unreadable bodies with a 4xx and a message", async (route) => {
    const module = await load(route.file);
    const isPage = Boolean(module.default);
    // A resource route without an action would answer a POST with the router's JSON
    // "Unexpected Server Error"; a page without one gets the root error boundary's 405 page.
    if (!isPage) {
      expect(module.action, `${route.file}: add \`export const action = methodNotAllowed;\``).toBeTypeOf("function");
    }
    if (!module.action) return;
    const isJsonApi = !isPage && route.path.startsWith("/api/") && !route.path.startsWith("/api/auth/");
    const cases = isJsonApi ? NOT_JSON : NOT_A_FORM;
    for (const probe of cases) {
      const result = await outcome(
        module.action(
          routeArgs(services, {
            method: "POST",
            path: route.path,
            cookie: parent.cookie,
            headers: probe.headers,
            ...(probe.body === undefined ? {} : { body: probe.body }),
            params: route.params,
          }),
        ),
      );
      const label = `${route.path} with ${probe.name}`;
      expect(result.crashed, label).toBeUndefined();
      expect(result.status, label).toBeGreaterThanOrEqual(400);
      expect(result.status, label).toBeLessThan(500);
      expect(messageOf(result), label).not.toBe("");
      if (isPage) expect([400, 415], label).toContain(result.status);
    }
  });

  it("the form pages still read a well-formed form (multipart and URL-encoded)", async () => {
    const contact = await load("routes/marketing/contact-us.tsx");
    const urlEncoded = await outcome(
      contact.action!(
        routeArgs(services, {
          path: "/contact-us",
          headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" },
          body: "name=Ada&email=not-an-address&topic=general&message=Hello",
        }),
      ),
    );
    // The form was read: the answer is about its fields, not about the body.
    expect(urlEncoded.status).toBe(400);
    expect((urlEncoded.data as { errors: Record<string, string> }).errors).toHaveProperty("email");
    const form = new FormData();
    form.set("name", "Ada");
    form.set("email", "also-not-an-address");
    const multipart = await outcome(contact.action!(routeArgs(services, { path: "/contact-us", body: form })));
    expect(multipart.status).toBe(400);
    expect((multipart.data as { errors: Record<string, string> }).errors).toHaveProperty("email");
  });
});
