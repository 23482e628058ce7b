import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce, provided by entry.server.tsx. In the browser the provider is absent
 * and the value is empty: scripts are already loaded by then.
 */
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
