import { tmpdir } from "node:os";
import path from "node:path";

/** Where the e2e server listens and keeps its data (fresh each run; see playwright.config.ts). */
export const E2E_PORT = 3199;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.join(tmpdir(), `brightpath-e2e-${E2E_PORT}`);
