/**
 * How a page loads its JavaScript. Every page hydrates the whole app ("app", the default) except
 * those whose route handle says "islands": those get only React and their <Island> parts
 * (docs/decisions/0011-landing-page-islands.md).
 */
export type PageScriptsHandle = { javascript: "islands" };

/** True when one of the matched routes asks for islands. */
export function wantsIslands(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => {
    const handle = match.handle as Partial<PageScriptsHandle> | null | undefined;
    return handle?.javascript === "islands";
  });
}

/** Where the islands build (vite.islands.config.ts) records its entry file, inside build/client. */
export const ISLANDS_MANIFEST = ".vite/islands-manifest.json";
export const ISLANDS_ENTRY_SOURCE = "app/islands/landing-islands.tsx";
