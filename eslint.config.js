// @ts-check
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import fs from "node:fs";
import tseslint from "typescript-eslint";
import brightpath from "./eslint-rules/no-untranslated-text.js";

/**
 * Files whose words are not in the catalogs yet (issue 19). The list may only shrink: a file is
 * removed once it is converted (allowlist.test.ts fails while a listed file is already clean).
 * Every file not listed, and so every new file, is checked from day one.
 */
const UNTRANSLATED_ALLOWLIST = JSON.parse(fs.readFileSync("app/i18n/untranslated-allowlist.json", "utf8")).files;

/** What `core/` may never import (STYLE.md habit 2): it stays plain TypeScript over plain data. */
const CORE_FORBIDDEN = {
  paths: [
    { name: "react", message: "core/ is pure TypeScript: no React." },
    { name: "react-dom", message: "core/ is pure TypeScript: no React." },
    { name: "react-router", message: "core/ may not depend on the router." },
    { name: "kysely", message: "core/ may not touch the database." },
    { name: "pg", message: "core/ may not touch the database." },
  ],
  patterns: [
    {
      group: ["react/*", "react-dom/*", "@react-router/*", "kysely/*"],
      message: "core/ may not import React, the router or the database layer.",
    },
    {
      group: ["**/app/**", "**/db/**", "**/server/**", "~/*"],
      message: "Dependencies point one way: app -> core, never back.",
    },
  ],
};

const NODE_BUILTINS_FORBIDDEN = {
  group: [
    "node:*",
    "fs",
    "fs/*",
    "path",
    "os",
    "child_process",
    "crypto",
    "http",
    "https",
    "net",
    "stream",
    "url",
    "util",
    "worker_threads",
  ],
  message: "core/ may not use Node built-ins: it must run anywhere (browser, worker, tests).",
};

export default tseslint.config(
  {
    ignores: ["build/", "node_modules/", ".react-router/", "data/", "test-results/", "playwright-report/", "coverage/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.tsx", "app/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // User-facing text comes from the catalogs (app/i18n). Not for families, so English for good:
    // staff and developer tools, start-up errors for the operator, machine-to-machine endpoints.
    files: ["app/**/*.ts", "app/**/*.tsx"],
    ignores: [
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
      "app/i18n/**",
      "app/routes/dev/**",
      "app/routes/app/admin.tsx",
      "app/server/admin/**",
      "app/server/env.server.ts",
      "app/server/**/testing/**",
      "app/routes/api/stripe-webhook.ts",
      "app/server/consent/handle-stripe-webhook.server.ts",
      "app/routes/api/analytics-page-view.ts",
      // The debug_mode panel (SPEC.md §2): technical values read out to support, like the admin page.
      "app/components/layout/debug-panel.tsx",
      ...UNTRANSLATED_ALLOWLIST,
    ],
    plugins: { brightpath },
    rules: { "brightpath/no-untranslated-text": "error" },
  },
  {
    files: ["core/**/*.ts"],
    ignores: ["core/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: CORE_FORBIDDEN.paths, patterns: [...CORE_FORBIDDEN.patterns, NODE_BUILTINS_FORBIDDEN] },
      ],
    },
  },
  {
    // Tests may read fixtures from disk (e.g. ../shared) but still may not pull in React or the DB.
    files: ["core/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", CORE_FORBIDDEN] },
  },
);
