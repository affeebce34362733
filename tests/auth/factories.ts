import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { verifySessionToken } from "@/lib/auth/session-token";
import { callRoute } from "../helpers/call-route";

let counter = 0;

/** A sign-up body with a unique e-mail; override any field. */
export function makeSignup(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: "Ada Dancer",
    email: `ada.${Date.now().toString(36)}.${counter}@example.com`,
    password: "correct horse battery",
    ...overrides,
  };
}

/** Signs up through the real handler; returns the token, the user and the cookie header to send back. */
export async function createAccount(overrides: Record<string, unknown> = {}) {
  const body = makeSignup(overrides);
  // Each account signs up from its own address: sign-ups are throttled per address.
  const response = await callRoute(signupRoute, { body, headers: { "x-forwarded-for": `198.18.${counter >> 8}.${counter & 255}` } });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  const token: string = response.body.accessToken;
  // The answer names no studio id (an internal key); the test's own token does.
  return { ...body, token, user: { ...response.body.user, studioId: await studioIdOf(token) }, cookie: `token=${token}` };
}

/** The studio a session token is for, read from its claims. */
export async function studioIdOf(token: string): Promise<string> {
  const claims = await verifySessionToken(token);
  if (!claims) throw new Error("not a valid session token");
  return claims.studioId;
}

/** The `token` Set-Cookie header of a response, parsed into its attributes. */
export function tokenCookie(headers: Headers): { value: string; attributes: Record<string, string | true> } | null {
  const header = headers.getSetCookie().find((cookie) => cookie.startsWith("token="));
  if (!header) return null;
  const [pair, ...parts] = header.split(";").map((part) => part.trim());
  const attributes: Record<string, string | true> = {};
  for (const part of parts) {
    const [key, ...value] = part.split("=");
    attributes[key.toLowerCase()] = value.length ? value.join("=") : true;
  }
  return { value: pair.slice("token=".length), attributes };
}
