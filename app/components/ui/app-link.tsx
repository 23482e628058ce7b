import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from "react";

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

/** A link to one of our own pages, for components that also run as landing-page islands. */
export function AppLink(props: AppLinkProps) {
  const renderLink = useContext(LinkRendererContext);
  return renderLink(props);
}
