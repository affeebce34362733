import { POST as signupRoute } from "@/app/api/auth/signup/route";
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
  return { ...body, token, user: response.body.user, cookie: `token=${token}` };
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
