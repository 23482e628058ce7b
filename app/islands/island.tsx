import type { ReactNode } from "react";
import type { PublicSignedIn } from "../components/layout/signed-in-actions.tsx";

/**
 * The parts of the landing page that need JavaScript, and the props each one is rendered with.
 * The server renders them in place inside <Island>; on the landing page `landing-islands.tsx`
 * renders them again in the browser with React alone, without the router
 * (docs/decisions/0011-landing-page-islands.md). Props travel as JSON, so they must be plain data.
 */
export type IslandProps = {
  /** The cookie banner and settings dialog, with the debug panel that reads the choice. */
  "consent-and-debug": { buildVersion: string };
  analytics: { gaMeasurementId: string | null };
  "mobile-menu": { signedIn: PublicSignedIn };
  "sample-question": Record<string, never>;
  "privacy-choices": Record<string, never>;
};

export type IslandName = keyof IslandProps;

/**
 * The catalog areas the islands' components use: only these messages are written into the
 * landing page for the islands script (root.tsx), to keep the page light.
 */
export const ISLAND_CATALOG_AREAS = [
  "layout",
  "cookies",
  "sample",
  "items",
  // Only the parts of the marketing area islands use (the mobile menu, the cookie banner).
  "marketing.header",
  "marketing.cookieBanner",
] as const;
/** The id of the JSON script element holding the page's language and those messages. */
export const ISLANDS_I18N_ELEMENT_ID = "islands-i18n";

export const ISLAND_NAME_ATTRIBUTE = "data-island";
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";

/**
 * Marks where an island sits. In the hydrated app it is only a wrapper that takes no space
 * (`display: contents`); the islands script finds it by its attributes.
 */
export function Island<Name extends IslandName>({
  name,
  props,
  children,
}: {
  name: Name;
  props: IslandProps[Name];
  children: ReactNode;
}) {
  return (
    <div {...{ [ISLAND_NAME_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }} className="contents">
      {children}
    </div>
  );
}
