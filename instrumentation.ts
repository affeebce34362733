// Runs once when the server boots. Importing lib/env there makes a bare `next start` without
// JWT_SECRET (NODE_ENV=production) stop at once with lib/env's message, not on the first sign-in.
// NEXT_RUNTIME is Next's own switch between the Node and Edge runtimes; the Edge bundle never reads env.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await import("./lib/env");
  }
}
