import { describe, expect, it } from "vitest";
import { decideGate, type GateDecision } from "@/lib/auth/gate";
import { isAppPath, isFileLikePath, isPublicPage, legacyTarget } from "@/lib/auth/public-routes";
import { unsignedToken } from "./tokens";

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
// The gate only reads `exp`; signatures are the server's job.
const VALID = unsignedToken({ exp: NOW / 1000 + 3600 });
const EXPIRED = unsignedToken({ exp: NOW / 1000 - 60 });
const NEARLY_EXPIRED = unsignedToken({ exp: NOW / 1000 + 20 });

function gate(url: string, token?: string): GateDecision {
  const { pathname, search } = new URL(url, "http://localhost");
  return decideGate({ pathname, search, token, nowMs: NOW });
}

describe("public routes", () => {
  it.each([
    "/",
    "/features",
    "/pricing",
    "/gallery",
    "/contact",
    "/privacy-policy",
    "/terms-of-service",
    "/login",
    "/signup",
    "/pricing/",
    "/invite/abc123",
    // A gift certificate's printable page, opened from the recipient's e-mail (signed in or not).
    "/gift/0b7e3c1a-2f4d-4e55-9a61-0d2c8e9f1a22",
    // What the service worker shows offline: the same page for everyone, signed in or not.
    "/offline",
    "/sitemap.xml",
    "/robots.txt",
    "/icon.svg",
    "/favicon.ico",
    "/opengraph-image",
  ])("%s is a public page", (path) => {
    expect(isPublicPage(path)).toBe(true);
  });

  it.each(["/app", "/dashboard", "/schedule", "/nope", "/features/extra", "/loginx"])("%s is not a public page", (path) => {
    expect(isPublicPage(path)).toBe(false);
  });

  it.each(["/logo.png", "/_next/static/chunk.js", "/api/nothing", "/.well-known/security.txt", "/docs/guide.pdf"])(
    "%s looks like a file",
    (path) => {
      expect(isFileLikePath(path)).toBe(true);
    },
  );

  it.each(["/nope", "/app/students", "/apiary", "/v1.0/page"])("%s is not file-like: its last segment has no dot", (path) => {
    expect(isFileLikePath(path)).toBe(false);
  });

  it("knows /app from look-alikes", () => {
    expect(isAppPath("/app")).toBe(true);
    expect(isAppPath("/app/settings-legacy")).toBe(true);
    expect(isAppPath("/apple")).toBe(false);
  });

  it("maps legacy paths case-insensitively and ignores a trailing slash", () => {
    expect(legacyTarget("/Students/")).toBe("/app/students");
    expect(legacyTarget("/dashboard")).toBe("/app/schedule");
    expect(legacyTarget("/studio")).toBeUndefined();
  });
});

describe("decideGate", () => {
  it("sends a logged-out visit to /app/* to /login with the encoded full target", () => {
    expect(gate("/app/students?level=Gold&x=1")).toEqual({
      type: "redirect",
      location: "/login?redirect=%2Fapp%2Fstudents%3Flevel%3DGold%26x%3D1",
      clearCookie: false,
    });
  });

  it.each([
    ["expired", EXPIRED],
    ["inside the 30 s margin", NEARLY_EXPIRED],
    ["unreadable", "garbage"],
    ["without exp", unsignedToken({ sub: "x" })],
  ])("treats a token %s as logged out and deletes it", (_, token) => {
    expect(gate("/app/reports", token)).toEqual({ type: "redirect", location: "/login?redirect=%2Fapp%2Freports", clearCookie: true });
  });

  it("lets a valid token through to /app/* pages", () => {
    expect(gate("/app/payments", VALID)).toEqual({ type: "next", clearCookie: false });
  });

  it("sends /app to /app/schedule, through the gate", () => {
    expect(gate("/app", VALID)).toMatchObject({ type: "redirect", location: "/app/schedule" });
    expect(gate("/app")).toMatchObject({ type: "redirect", location: "/login?redirect=%2Fapp%2Fschedule" });
  });

  it.each(["schedule", "instructors", "students", "reports", "payments", "settings"])("sends legacy /%s to /app/%s", (name) => {
    expect(gate(`/${name}`, VALID)).toMatchObject({ type: "redirect", location: `/app/${name}` });
    expect(gate(`/${name}`)).toMatchObject({ type: "redirect", location: `/login?redirect=%2Fapp%2F${name}` });
  });

  it("sends /dashboard to /app/schedule through the gate, keeping the query", () => {
    expect(gate("/dashboard?week=2", VALID)).toMatchObject({ location: "/app/schedule?week=2" });
    expect(gate("/dashboard", EXPIRED)).toEqual({ type: "redirect", location: "/login?redirect=%2Fapp%2Fschedule", clearCookie: true });
  });

  it("sends unknown paths to /app/schedule with a valid token, otherwise to /", () => {
    expect(gate("/somewhere/else", VALID)).toMatchObject({ type: "redirect", location: "/app/schedule" });
    expect(gate("/somewhere/else")).toMatchObject({ type: "redirect", location: "/" });
  });

  it("lets /operator through for its page to answer (a 404 to anyone not an operator), never to /login", () => {
    expect(gate("/operator")).toEqual({ type: "next", clearCookie: false });
    expect(gate("/operator/studios?page=2", VALID)).toEqual({ type: "next", clearCookie: false });
    expect(gate("/operatorx", VALID)).toMatchObject({ type: "redirect", location: "/app/schedule" });
  });

  it("leaves file-like paths alone so they get a real 404", () => {
    expect(gate("/missing.png")).toEqual({ type: "next", clearCookie: false });
    expect(gate("/api/nothing", EXPIRED)).toEqual({ type: "next", clearCookie: false });
  });

  it("serves public pages to everyone", () => {
    expect(gate("/pricing")).toEqual({ type: "next", clearCookie: false });
    expect(gate("/pricing", VALID)).toEqual({ type: "next", clearCookie: false });
    expect(gate("/invite/abc")).toEqual({ type: "next", clearCookie: false });
  });

  it("sends a logged-in visit to /login to the safe redirect target, or /app/schedule", () => {
    expect(gate("/login?redirect=%2Fapp%2Fstudents", VALID)).toMatchObject({ type: "redirect", location: "/app/students" });
    expect(gate("/login", VALID)).toMatchObject({ type: "redirect", location: "/app/schedule" });
    expect(gate("/login?redirect=%2F%2Fevil.com", VALID)).toMatchObject({ type: "redirect", location: "/app/schedule" });
  });

  it("shows /login?signed-out=1 (a logout whose server call failed) and clears the still-valid cookie", () => {
    expect(gate("/login?signed-out=1", VALID)).toEqual({ type: "next", clearCookie: true });
  });

  it("shows /login to a logged-out visitor and drops an expired token there", () => {
    expect(gate("/login?redirect=%2Fapp")).toEqual({ type: "next", clearCookie: false });
    expect(gate("/login", EXPIRED)).toEqual({ type: "next", clearCookie: true });
  });
});
