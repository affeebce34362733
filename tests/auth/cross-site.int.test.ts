import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/api/app-error";
import { assertNotCrossSite } from "@/lib/auth/cross-site";
import { GET as listRooms, POST as createRoom } from "@/app/api/rooms/route";
import { PUT as putLogo } from "@/app/api/studio/logo/route";
import { callRoute } from "../helpers/call-route";
import { makePng } from "../helpers/images";
import { makeStudio } from "../helpers/studio-factory";

const HOST = { host: "localhost:3000" };
const room = (name: string) => JSON.stringify({ name });

async function roomNames(token: string): Promise<string[]> {
  const response = await callRoute(listRooms, { token });
  return response.body.rooms.map((row: { name: string }) => row.name);
}

describe("cross-site requests with the session cookie", () => {
  it.each([
    ["from another site's page (Origin)", { origin: "https://evil.example", "content-type": "application/json" }],
    ["from a sandboxed frame (Origin: null)", { origin: "null", "content-type": "application/json" }],
    [
      "from this host over another scheme (https Origin, http site)",
      { origin: "https://localhost:3000", "content-type": "application/json" },
    ],
    ["from this host on another port", { origin: "http://localhost:3001", "content-type": "application/json" }],
    ["from this host on the default port", { origin: "http://localhost", "content-type": "application/json" }],
    ["from another site (Sec-Fetch-Site, no Origin)", { "sec-fetch-site": "cross-site", "content-type": "application/json" }],
    ["as text/plain, even from this site", { origin: "http://localhost:3000", "content-type": "text/plain" }],
    ["as a form, even from this site", { origin: "http://localhost:3000", "content-type": "application/x-www-form-urlencoded" }],
    ["as multipart, even from this site", { origin: "http://localhost:3000", "content-type": "multipart/form-data; boundary=x" }],
  ])("refuses a change %s with 403 cross_site, and nothing is created", async (_, headers) => {
    const { owner } = await makeStudio();
    const response = await callRoute(createRoom, {
      method: "POST",
      cookie: `token=${owner.token}`,
      body: room("Forged"),
      headers: { ...HOST, ...headers },
    });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe("cross_site");
    expect(response.body.error.message).toMatch(/^Refused: /);
    expect(await roomNames(owner.token)).not.toContain("Forged");
  });

  it("accepts JSON from this site: Origin equal to the host or SITE_URL, or Sec-Fetch-Site same-origin", async () => {
    const { owner } = await makeStudio();
    const cookie = `token=${owner.token}`;
    for (const [name, headers] of [
      ["By host", { origin: "http://localhost:3000" }],
      ["By LAN host", { origin: "http://192.168.1.20:3000", host: "192.168.1.20:3000" }],
      ["By fetch metadata", { "sec-fetch-site": "same-origin" }],
      ["By no browser at all", {}],
    ] as const) {
      const response = await callRoute(createRoom, { method: "POST", cookie, body: { name }, headers: { ...HOST, ...headers } });
      expect(response.status, name).toBe(201);
    }
  });

  it("leaves bearer-token clients alone, whatever their Origin", async () => {
    const { owner } = await makeStudio();
    const response = await callRoute(createRoom, {
      method: "POST",
      token: owner.token,
      cookie: `token=${owner.token}`,
      body: { name: "Curl Room" },
      headers: { ...HOST, origin: "https://elsewhere.example" },
    });
    expect(response.status).toBe(201);
  });

  it("lets the logo upload send its image type from this site, never a form's", async () => {
    const { owner } = await makeStudio({ plan: "premium" });
    const cookie = `token=${owner.token}`;
    const headers = { ...HOST, origin: "http://localhost:3000" };
    const png = await callRoute(putLogo, {
      method: "PUT",
      cookie,
      body: makePng(128, 128),
      headers: { ...headers, "content-type": "image/png" },
    });
    expect(png.status).toBe(200);
    const form = await callRoute(putLogo, {
      method: "PUT",
      cookie,
      body: makePng(128, 128),
      headers: { ...headers, "content-type": "multipart/form-data; boundary=x" },
    });
    expect(form.status).toBe(403);
    expect(form.body.error.code).toBe("cross_site");
  });
});

describe("the same origin is scheme, host and port", () => {
  const TOKEN_COOKIE = "token=a.b.c";
  function verdict(url: string, headers: Record<string, string>, siteUrl: string): "accepted" | "refused" {
    const request = new Request(url, { method: "POST", headers: { cookie: TOKEN_COOKIE, "content-type": "application/json", ...headers } });
    try {
      assertNotCrossSite(request, {}, siteUrl);
      return "accepted";
    } catch (error) {
      if (error instanceof AppError && error.code === "cross_site") return "refused";
      throw error;
    }
  }

  it.each([
    // [the URL the server sees (its scheme: the connection's or the proxy's X-Forwarded-Proto), Host, Origin, SITE_URL, verdict]
    ["http://localhost:3000/api/rooms", "localhost:3000", "http://localhost:3000", "http://localhost:3000", "accepted"],
    ["http://localhost:3000/api/rooms", "localhost:3000", "https://localhost:3000", "http://localhost:3000", "refused"],
    ["http://localhost:3000/api/rooms", "localhost:3000", "http://localhost:3001", "http://localhost:3000", "refused"],
    ["http://localhost:3000/api/rooms", "studio.example", "https://studio.example", "https://studio.example", "accepted"],
    ["http://localhost:3000/api/rooms", "studio.example", "http://studio.example", "https://studio.example", "accepted"],
    ["https://studio.example/api/rooms", "studio.example", "https://studio.example", "http://localhost:3000", "accepted"],
    ["https://studio.example/api/rooms", "studio.example", "https://studio.example:443", "http://localhost:3000", "accepted"],
    ["https://studio.example/api/rooms", "studio.example", "http://studio.example", "http://localhost:3000", "refused"],
    ["https://studio.example/api/rooms", "studio.example", "https://studio.example:8443", "http://localhost:3000", "refused"],
    ["https://studio.example/api/rooms", "studio.example", "https://STUDIO.example", "http://localhost:3000", "accepted"],
    ["http://192.168.1.20:3000/api/rooms", "192.168.1.20:3000", "https://192.168.1.20:3000", "http://localhost:3000", "refused"],
    ["http://localhost:3000/api/rooms", "localhost:3000", "https://localhost:3000", "https://studio.example", "refused"],
    ["http://localhost:3000/api/rooms", "localhost:3000", "null", "http://localhost:3000", "refused"],
    ["http://localhost:3000/api/rooms", "localhost:3000", "http://localhost:3000.evil.example", "http://localhost:3000", "refused"],
  ])("%s, Host %s, Origin %s, SITE_URL %s: %s", (url, host, origin, siteUrl, expected) => {
    expect(verdict(url, { host, origin }, siteUrl)).toBe(expected);
  });
});
