import { ApiError, apiFetch } from "@/lib/api/api-fetch";
import { pickToken } from "@/lib/auth/pick-token";
import type { TLogin } from "@/lib/auth/schemas";

/**
 * POST /api/auth/login, failing with the sign-in message for each way it can fail
 * (docs/product.md#sign-in-messages) (as an ApiError the
 * form shows). The session itself travels in the HttpOnly cookie the answer sets; the token in the
 * body only proves the sign-in worked.
 */
export async function requestLogin(credentials: TLogin): Promise<void> {
  let body: unknown;
  try {
    body = await apiFetch<unknown>("/api/auth/login", { body: credentials, failure: "Login failed" });
  } catch (error) {
    // A failed request shows the error's own message, or "Login failed".
    if (error instanceof ApiError && error.code === "network")
      throw new ApiError(0, "network", (error.cause instanceof Error && error.cause.message) || "Login failed");
    throw error;
  }
  if (!pickToken(body)) throw new ApiError(200, "no_token", "No token returned by server.");
}
