/**
 * Issue 18: the page behind the consent e-mail's link puts the short summary and the action
 * first and the full notice (with the operator's postal address) after them, still before consent.
 */
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { BRAND } from "../../config/brand.ts";
import type { Locale } from "../../i18n/locales.ts";
import { InLanguage } from "../../i18n/testing.tsx";
import { ConsentLinkPage } from "./consent-link-page.tsx";

function render(locale: Locale): string {
  const Stub = createRoutesStub([
    {
      path: "/auth/action",
      Component: () => (
        <InLanguage locale={locale}>
          <ConsentLinkPage view={{ mode: "confirmConsent", usable: true }} outcome={undefined} submitting={false} />
        </InLanguage>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={["/auth/action"]} />);
}

describe("the consent link page", () => {
  it.each([
    ["en", "In short", "I give consent", "Our notice to you, the parent"],
    ["es", "En resumen", "Doy mi consentimiento", "Nuestro aviso para ti"],
  ] as const)("in %s: summary, then the action, then the full notice", (locale, summary, action, notice) => {
    const html = render(locale);
    const at = (text: string) => {
      const index = html.indexOf(text);
      expect(index, text).toBeGreaterThan(-1);
      return index;
    };
    expect(at(summary)).toBeLessThan(at(action));
    expect(at(action)).toBeLessThan(at(notice));
    expect(at(notice)).toBeLessThan(at(BRAND.postalAddress));
  });
});
