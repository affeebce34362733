/** A login answer's token may be under any of these keys; the first non-empty one wins. */
export const TOKEN_KEYS = ["accessToken", "token", "jwt", "access_token"] as const;

/** The token in a login answer, or null when there is none. Pure: the login form and the tests use it. */
export function pickToken(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  for (const key of TOKEN_KEYS) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return null;
}
