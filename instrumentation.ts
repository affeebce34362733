// Runs once when the server boots: a bare `next start` without JWT_SECRET (NODE_ENV=production)
// stops at once with lib/env's message instead of failing on the first sign-in.
// NEXT_RUNTIME is Next's own compile-time switch; the Edge bundle drops the branch.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await import("./instrumentation-node");
  }
}
