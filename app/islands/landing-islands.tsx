/**
 * The landing page's only script: React renders each <Island> found in the server's HTML, without
 * the router (docs/decisions/0011-landing-page-islands.md). Built by vite.islands.config.ts.
 *
 * Islands are rendered fresh (createRoot), not hydrated: the server rendered them inside the full
 * app tree, so React's generated ids would not match a separate root's. Each island's server
 * markup is what the browser renders again, so the swap is not visible.
 */
import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { AnalyticsRunner } from "../analytics/analytics-runner.tsx";
import { CookieConsentProvider, PrivacyChoicesButton } from "../components/consent/cookie-consent.tsx";
import { DebugPanel } from "../components/layout/debug-panel.tsx";
import { MobileMenuButton } from "../components/layout/mobile-menu-button.tsx";
import { SampleQuestionButton } from "../components/marketing/sample-question-button.tsx";
import { I18nProvider, type I18nPayload } from "../i18n/react.tsx";
import {
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLANDS_I18N_ELEMENT_ID,
  type IslandName,
  type IslandProps,
} from "./island.tsx";

const RENDERERS: { [Name in IslandName]: (props: IslandProps[Name]) => ReactNode } = {
  "consent-and-debug": ({ buildVersion }) => (
    <CookieConsentProvider>
      <DebugPanel buildVersion={buildVersion} route={window.location.pathname + window.location.search} />
    </CookieConsentProvider>
  ),
  analytics: ({ gaMeasurementId }) => (
    <AnalyticsRunner gaMeasurementId={gaMeasurementId} pathname={window.location.pathname} />
  ),
  "mobile-menu": ({ signedIn }) => <MobileMenuButton signedIn={signedIn} />,
  "sample-question": () => <SampleQuestionButton />,
  "privacy-choices": () => <PrivacyChoicesButton />,
};

function isIslandName(name: string | null): name is IslandName {
  return name !== null && Object.hasOwn(RENDERERS, name);
}

/** The page's language and the islands' messages, written by root.tsx. */
const i18n = JSON.parse(
  document.getElementById(ISLANDS_I18N_ELEMENT_ID)?.textContent ?? '{"locale":"en","messages":{}}',
) as I18nPayload;

function renderIsland<Name extends IslandName>(element: HTMLElement, name: Name): void {
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}") as IslandProps[Name];
  const render = RENDERERS[name] as (props: IslandProps[Name]) => ReactNode;
  createRoot(element).render(
    <I18nProvider locale={i18n.locale} messages={i18n.messages}>
      {render(props)}
    </I18nProvider>,
  );
}

for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_NAME_ATTRIBUTE}]`)) {
  const name = element.getAttribute(ISLAND_NAME_ATTRIBUTE);
  if (isIslandName(name)) renderIsland(element, name);
}
