// The notifications part of the route table (api-routes.ts holds the rest and includes this).
import type { ApiRoute } from "@/lib/http/openapi";
import * as authPasswordReset from "@/app/api/auth/password-reset/route";
import * as authPasswordResetConfirm from "@/app/api/auth/password-reset/confirm/route";

export const NOTIFICATION_ROUTES: readonly ApiRoute[] = [
  {
    path: "/api/auth/password-reset",
    module: authPasswordReset,
    summary: { POST: "E-mail a single-use link (1 hour) to reset the password: 202 whether or not the address has an account; throttled." },
  },
  {
    path: "/api/auth/password-reset/confirm",
    module: authPasswordResetConfirm,
    summary: { POST: "Set a new password from a reset link and sign in; every other session ends. 410 when used or expired." },
  },
];
