// @ts-check
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
