import { createContext, useContext } from "react";

/**
 * The page's CSP nonce, provided by entry.server while rendering. In the browser it is empty:
 * browsers hide nonce values from the DOM, and scripts added after hydration are modules
 * loaded from our own origin, which the policy allows anyway.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
