import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readFileSync } from "node:fs";
import { defineConfig } from "vite";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  version?: string;
};

export default defineConfig({
  define: { __BUILD_VERSION__: JSON.stringify(`${version ?? "0.0.0"}+${new Date().toISOString().slice(0, 16)}`) },
  plugins: [tailwindcss(), reactRouter()],
  // The server build's entry is our request handler (server/app.ts), which imports the
  // React Router build; server/main.ts loads it and wraps it in the HTTP pipeline.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
