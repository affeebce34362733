import { messageFromBody } from "@/lib/auth/error-message";
import { pickToken } from "@/lib/auth/pick-token";

export type LoginResult = { ok: true } | { ok: false; message: string };

/**
 * POST /api/auth/login and SPEC §8's messages for each way it can fail. The session itself travels
 * in the HttpOnly cookie the answer sets; the token in the body only proves the sign-in worked.
 */
export async function requestLogin(credentials: { email: string; password: string; remember: boolean }): Promise<LoginResult> {
  try {
    const response = await fetch("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(credentials),
    });
    if (!response.ok) {
      return { ok: false, message: messageFromBody(await response.text()) || `Login failed (${response.status})` };
    }
    const body: unknown = await response.json().catch(() => null);
    if (!pickToken(body)) return { ok: false, message: "No token returned by server." };
    return { ok: true };
  } catch (error) {
    return { ok: false, message: (error instanceof Error && error.message) || "Login failed" };
  }
}
