import { describe, expect, it } from "vitest";
import { testConfig } from "../../../tests/setup/test-config.ts";
import { oidcEnabled } from "./auth.server.ts";

describe("oidcEnabled", () => {
  it("is on when both the client id and the client secret are set", () => {
    expect(oidcEnabled(testConfig({ OIDC_GOOGLE_CLIENT_ID: "brightpath", OIDC_GOOGLE_CLIENT_SECRET: "s3cret" }))).toBe(
      true,
    );
  });

  it("is off when either one is missing, so the button stays hidden", () => {
    expect(oidcEnabled(testConfig())).toBe(false);
    expect(oidcEnabled(testConfig({ OIDC_GOOGLE_CLIENT_ID: "brightpath" }))).toBe(false);
    expect(oidcEnabled(testConfig({ OIDC_GOOGLE_CLIENT_SECRET: "s3cret" }))).toBe(false);
  });

  it("does not depend on the issuer: a local issuer alone does not turn it on", () => {
    expect(oidcEnabled(testConfig({ OIDC_GOOGLE_ISSUER: "http://127.0.0.1:3198" }))).toBe(false);
  });
});
