import { afterEach, describe, expect, it, vi } from "vitest";
import { requestLogin } from "@/components/auth/request-login";

const CREDENTIALS = { email: "owner@promenade.test", password: "promenade", remember: false };

function answer(response: () => Promise<Response>) {
  vi.stubGlobal("fetch", vi.fn(response));
}

afterEach(() => vi.unstubAllGlobals());

/** Each way a login can fail, with its message (docs/product.md#sign-in-messages), through apiFetch. */
describe("requestLogin", () => {
  it("succeeds when the answer carries a token", async () => {
    answer(async () => Response.json({ accessToken: "a.b.c", user: { id: "1" } }));
    await expect(requestLogin(CREDENTIALS)).resolves.toBeUndefined();
  });

  it.each([
    [
      "the server's message",
      () => Response.json({ error: { code: "unauthorized", message: "Invalid email or password." } }, { status: 401 }),
      "Invalid email or password.",
    ],
    ["a text body", () => new Response("Down for maintenance", { status: 503 }), "Down for maintenance"],
    ["an empty body", () => new Response(null, { status: 502 }), "Login failed (502)"],
    ["no token", () => Response.json({ user: { id: "1" } }), "No token returned by server."],
  ])("fails with %s", async (_case, response, message) => {
    answer(async () => response());
    await expect(requestLogin(CREDENTIALS)).rejects.toMatchObject({ message });
  });

  it("fails with the browser's own message when the request never gets an answer", async () => {
    answer(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(requestLogin(CREDENTIALS)).rejects.toMatchObject({ message: "Failed to fetch" });
  });
});
