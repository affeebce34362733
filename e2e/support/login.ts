import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";

export const DEMO_OWNER = { email: "owner@promenade.test", password: "promenade", name: "Olivia Grant", studio: "Promenade Ballroom" };

let counter = 0;

/** A unique e-mail for this run: failing logins count per e-mail, and e-mails are unique per account. */
export function uniqueEmail(label = "dancer"): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

type Session = BrowserContext | Page | APIRequestContext;

function requestOf(target: Session): APIRequestContext {
  return "request" in target ? target.request : target;
}

/**
 * Logs in through POST /api/auth/login; the answer's Set-Cookie lands in the context's cookie jar,
 * so the browser is signed in (a page's and a context's `request` share cookies with it).
 */
export async function loginViaApi(target: Session, credentials: { email: string; password: string; remember?: boolean } = DEMO_OWNER) {
  const response = await requestOf(target).post("/api/auth/login", {
    data: { email: credentials.email, password: credentials.password, remember: credentials.remember ?? false },
  });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { accessToken: string; user: { id: string; name: string } };
}

/** Creates a fresh account and studio (14-day Pro trial) and signs the context in as its owner. */
export async function signUpViaApi(target: Session, overrides: { name?: string; studioName?: string; starter?: "ballroom" } = {}) {
  const account = {
    name: overrides.name ?? "Nina Quickstep",
    email: uniqueEmail(),
    password: "e2e-password-1",
    studioName: overrides.studioName,
  };
  const response = await requestOf(target).post("/api/auth/signup", { data: { ...account, starter: overrides.starter } });
  if (response.status() !== 201) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return { ...account, ...((await response.json()) as { accessToken: string }) };
}

/** An unsigned token the gate can read (it only checks `exp`) but the server must refuse. */
export function unsignedToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "none", typ: "JWT" })}.${encode(payload)}.`;
}
