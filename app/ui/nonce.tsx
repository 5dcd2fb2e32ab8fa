import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
/** The CSP nonce of this response (empty in the browser, where React hydrates without it). */
export const useNonce = () => useContext(NonceContext);
