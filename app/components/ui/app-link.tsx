import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from "react";
import { localeOfPath, localizePath } from "../../i18n/locales.ts";
import { useLocale } from "../../i18n/react.tsx";

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

function renderPlainAnchor({ to, ...anchorProps }: AppLinkProps): ReactNode {
  return <a href={to} {...anchorProps} />;
}

/**
 * How in-app links render. The router's <Link> inside the hydrated app (root.tsx provides it); a
 * plain anchor in the landing page's islands, which run without the router so the page stays
 * inside its JavaScript budget (docs/decisions/0011-landing-page-islands.md).
 */
export const LinkRendererContext = createContext<(props: AppLinkProps) => ReactNode>(renderPlainAnchor);

/**
 * A link to one of our own pages, for components that also run as landing-page islands. A public
 * page's path is written in the page's language ("/pricing" is "/es/pricing" on Spanish pages);
 * a path that already names a language is left as it is.
 */
export function AppLink(props: AppLinkProps) {
  const renderLink = useContext(LinkRendererContext);
  const locale = useLocale();
  const to = localeOfPath(props.to) === "es" ? props.to : localizePath(props.to, locale);
  return renderLink({ ...props, to });
}
