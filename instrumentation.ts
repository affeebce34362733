// Runs once when the server boots: a bare `next start` without JWT_SECRET (NODE_ENV=production)
// stops at once with lib/env's message instead of failing on the first sign-in.
// NEXT_RUNTIME is Next's own compile-time switch; the Edge bundle drops the branch.
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- Next inlines NEXT_RUNTIME at build time; lib/env is Node-only.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await import("./instrumentation-node");
  }
}
