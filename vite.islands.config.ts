/**
 * The second client build: the landing page's islands script (app/islands/landing-islands.tsx),
 * React without the router (docs/decisions/0011-landing-page-islands.md). It writes into the
 * React Router build's client folder, after it, and records its entry file in a manifest that
 * server/main.ts reads at start-up.
 */
import { defineConfig } from "vite";
import { ISLANDS_ENTRY_SOURCE, ISLANDS_MANIFEST } from "./app/islands/page-scripts.ts";

export default defineConfig({
  publicDir: false,
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    manifest: ISLANDS_MANIFEST,
    rollupOptions: {
      input: ISLANDS_ENTRY_SOURCE,
      // lucide-react and Radix mark their modules "use client", which means nothing here.
      onLog(level, log, defaultHandler) {
        if (log.code === "MODULE_LEVEL_DIRECTIVE") return;
        defaultHandler(level, log);
      },
      output: {
        entryFileNames: "assets/islands-[name]-[hash].js",
        chunkFileNames: "assets/islands-[name]-[hash].js",
      },
    },
  },
});
