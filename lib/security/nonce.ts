/** The request header proxy.ts sets to this request's CSP nonce, for the root layout to read. */
export const NONCE_HEADER = "x-nonce";
