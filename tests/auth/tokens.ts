import { SignJWT } from "jose";

/** Test tokens. None of these is trusted by the server unless signed with the app's secret. */
export function base64url(value: unknown): string {
  return Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");
}

/** An `alg: none` token with the given payload: readable by the gate, refused by the server. */
export function unsignedToken(payload: Record<string, unknown>): string {
  return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(payload)}.`;
}

export async function signToken(payload: Record<string, unknown>, secret: Uint8Array | string, exp: number): Promise<string> {
  const key = typeof secret === "string" ? new TextEncoder().encode(secret) : secret;
  return new SignJWT(payload).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setExpirationTime(exp).sign(key);
}

/** The token with its payload replaced and the original signature kept. */
export function tamperPayload(token: string, change: (payload: Record<string, unknown>) => Record<string, unknown>): string {
  const [header, payload, signature] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  return `${header}.${base64url(change(claims))}.${signature}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
