/** Set by vite.config.ts at build time: package version and build timestamp. */
declare const __BUILD_VERSION__: string;
