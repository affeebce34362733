// The header in which the start server (scripts/serve.mjs) tells the app the address of the
// connection it answers: it replaces any copy a client sent. Plain JavaScript so that server, run
// by Node without a TypeScript loader, and lib/auth/client-address.ts share the one name.
export const CLIENT_ADDRESS_HEADER_NAME = "x-promenade-client-address";
