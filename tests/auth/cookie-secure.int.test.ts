import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { isSecureCookieRequest } from "@/lib/auth/session-cookie";
import { callRoute } from "../helpers/call-route";
import { createAccount, tokenCookie } from "./factories";

describe("the session cookie's Secure flag", () => {
  it("is off over plain http (the demo on a LAN address keeps its session) and on over https", async () => {
    const account = await createAccount();
    const body = { email: account.email, password: account.password };
    const plain = await callRoute(login, { body, headers: { "x-forwarded-for": "192.0.2.201", "x-forwarded-proto": "http" } });
    expect(plain.status).toBe(200);
    expect(tokenCookie(plain.headers)?.attributes.secure).toBeUndefined();
    const tls = await callRoute(login, { body, headers: { "x-forwarded-for": "192.0.2.202", "x-forwarded-proto": "https" } });
    expect(tokenCookie(tls.headers)?.attributes.secure).toBe(true);
  });

  it("is always on in a production deployment with an https address, and not for `npm start` over http", () => {
    const plainRequest = new Request("http://192.168.1.20:3000/api/auth/login");
    expect(isSecureCookieRequest(plainRequest, "production", "https://promenade.example")).toBe(true);
    expect(isSecureCookieRequest(plainRequest, "production", "http://localhost:3000")).toBe(false);
    expect(isSecureCookieRequest(new Request("https://promenade.example/api/auth/login"), "development", "http://localhost:3000")).toBe(
      true,
    );
  });
});
