/**
 * A stand-in for Google in the e2e run: a real OpenID Connect provider (oidc-provider) on loopback,
 * started by playwright.config.ts before the app. Whatever e-mail address is typed on its sign-in
 * page becomes the account (sub, email, email_verified: true, name), so a test chooses its identity.
 *
 * Its sign-in and consent pages are our own, not the package's development pages: those load a web
 * font from the internet, and e2e runs must stay on loopback.
 *
 * Configured by the environment: OIDC_ISSUER (http://127.0.0.1:PORT), OIDC_CLIENT_ID,
 * OIDC_CLIENT_SECRET and OIDC_REDIRECT_URI (the app's /api/auth/callback/google).
 */
import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import Provider, { type Configuration, type FindAccount, type JWK } from "oidc-provider";

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`oidc-provider-server: set ${name}`);
    process.exit(1);
  }
  return value;
}

const issuer = new URL(required("OIDC_ISSUER"));
const clientId = required("OIDC_CLIENT_ID");
const clientSecret = required("OIDC_CLIENT_SECRET");
const redirectUri = required("OIDC_REDIRECT_URI");

/** "pat.rivera@example.com" → "Pat Rivera": a plausible display name for the claims. */
function nameFromEmail(email: string): string {
  const local = email.split("@")[0] ?? email;
  return local
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** The account id is the e-mail address typed at sign-in; there is no account store. */
const findAccount: FindAccount = (_ctx, sub) => ({
  accountId: sub,
  claims: () => ({ sub, email: sub, email_verified: true, name: nameFromEmail(sub) }),
});

// Fresh keys every start: the signing key for ID tokens and the cookie-signing key.
const signingKey: JWK = {
  ...generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" }),
  kid: randomUUID(),
  alg: "RS256",
  use: "sig",
};

const configuration: Configuration = {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [redirectUri],
      grant_types: ["authorization_code"],
      response_types: ["code"],
      // better-auth's generic OAuth plugin sends the secret in the body unless told otherwise.
      token_endpoint_auth_method: "client_secret_post",
    },
  ],
  claims: {
    openid: ["sub"],
    email: ["email", "email_verified"],
    profile: ["name"],
  },
  scopes: ["openid", "email", "profile"],
  findAccount,
  pkce: { required: () => true },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  cookies: { keys: [randomBytes(32).toString("base64url")] },
  jwks: { keys: [signingKey] },
};

// Its state lives in memory, as a test run needs; the package warns about that once at start-up.
const provider = new Provider(issuer.origin, configuration);

// Failures on the provider's side show in Playwright's output (webServer stderr is piped).
const logError = (event: string) => (_ctx: unknown, error: Error) =>
  console.error(`oidc-provider ${event}: ${error.message}`);
provider.on("server_error", logError("server_error"));
provider.on("authorization.error", logError("authorization.error"));
provider.on("grant.error", logError("grant.error"));
provider.on("userinfo.error", logError("userinfo.error"));

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A plain page; the empty icon spares the browser a /favicon.ico request (a 404 in the console). */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body>
</html>`;
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/** GET shows the step the provider asks for (sign-in, then consent); POST completes it. */
async function handleInteraction(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
  const interaction = await provider.interactionDetails(req, res);
  const { prompt } = interaction;
  const action = `/interaction/${escapeHtml(uid)}`;

  if (req.method === "GET") {
    if (prompt.name === "login") {
      sendHtml(
        res,
        200,
        page(
          "Sign in to the test provider",
          `<form method="post" action="${action}">
  <label>E-mail address <input name="email" type="email" required autofocus></label>
  <button type="submit">Sign in</button>
</form>`,
        ),
      );
      return;
    }
    if (prompt.name === "consent") {
      const scopes = stringList(prompt.details.missingOIDCScope).join(" ");
      sendHtml(
        res,
        200,
        page(
          "Share your details?",
          `<p>Brightpath asks for: ${escapeHtml(scopes || "your previously shared details")}</p>
<form method="post" action="${action}"><button type="submit">Allow</button></form>`,
        ),
      );
      return;
    }
    sendHtml(res, 501, page("Not supported", `<p>Prompt ${escapeHtml(prompt.name)} is not handled here.</p>`));
    return;
  }

  if (req.method !== "POST") {
    res.writeHead(405, { allow: "GET, POST" }).end();
    return;
  }

  const form = await readForm(req);
  if (prompt.name === "login") {
    const email = (form.get("email") ?? "").trim().toLowerCase();
    if (!email.includes("@")) {
      sendHtml(res, 400, page("Sign in to the test provider", "<p>Enter an e-mail address.</p>"));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: email } }, { mergeWithLastSubmission: false });
    return;
  }
  if (prompt.name === "consent") {
    const accountId = interaction.session?.accountId;
    const grant = interaction.grantId
      ? await provider.Grant.find(interaction.grantId)
      : new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
    if (!grant) throw new Error(`grant ${interaction.grantId} not found`);
    const scopes = stringList(prompt.details.missingOIDCScope);
    if (scopes.length > 0) grant.addOIDCScope(scopes.join(" "));
    const claims = stringList(prompt.details.missingOIDCClaims);
    if (claims.length > 0) grant.addOIDCClaims(claims);
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return;
  }
  sendHtml(res, 501, page("Not supported", `<p>Prompt ${escapeHtml(prompt.name)} is not handled here.</p>`));
}

const providerCallback = provider.callback();

const server = createServer((req, res) => {
  const uid = /^\/interaction\/([\w-]+)$/.exec(new URL(req.url ?? "/", issuer).pathname)?.[1];
  if (!uid) {
    void providerCallback(req, res);
    return;
  }
  handleInteraction(req, res, uid).catch((error: unknown) => {
    console.error("oidc-provider-server: interaction failed:", error);
    if (!res.headersSent) sendHtml(res, 500, page("Something went wrong", "<p>See the test output.</p>"));
    else res.end();
  });
});

server.listen(Number(issuer.port), issuer.hostname);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
