import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  baseSecurityHeaders,
  NON_PAGE_CSP,
  pageContentSecurityPolicy,
  SERVICE_WORKER_CSP,
  staticPageContentSecurityPolicy,
  UNSUBSCRIBE_PAGE_CSP,
  UNSUBSCRIBE_PAGE_STYLE,
  UNSUBSCRIBE_PAGE_STYLE_HASH,
  VIDEO_FRAME_HOSTS,
} from "@/lib/security/headers.mjs";
import { inlineScriptHashes, staticPageScriptHashes } from "@/lib/security/static-page-csp";
import { THEME_SCRIPT, THEME_SCRIPT_HASH } from "@/lib/security/theme-script.mjs";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

const directive = (csp: string, name: string) => csp.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

describe("security headers", () => {
  it("page CSP: scripts only with the nonce (and the theme script by its hash), never 'unsafe-inline'; no framing; eval only in development", () => {
    const csp = pageContentSecurityPolicy("abc123");
    expect(directive(csp, "script-src")).toBe(`script-src 'self' 'nonce-abc123' 'strict-dynamic' ${THEME_SCRIPT_HASH}`);
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
    expect(directive(pageContentSecurityPolicy("abc123", true), "script-src")).toContain("'unsafe-eval'");
    expect(NON_PAGE_CSP).toContain("default-src 'none'");
  });

  it("frames: exactly the two privacy-enhanced video players, on both page policies", () => {
    expect(VIDEO_FRAME_HOSTS).toEqual(["https://www.youtube-nocookie.com", "https://player.vimeo.com"]);
    for (const csp of [pageContentSecurityPolicy("abc123"), staticPageContentSecurityPolicy([])])
      expect(directive(csp, "frame-src")).toBe("frame-src https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(NON_PAGE_CSP).not.toContain("frame-src");
  });

  it("the service worker and the manifest: this origin's only, on both page policies", () => {
    for (const csp of [pageContentSecurityPolicy("abc123"), staticPageContentSecurityPolicy([])]) {
      expect(directive(csp, "worker-src")).toBe("worker-src 'self'");
      expect(directive(csp, "manifest-src")).toBe("manifest-src 'self'");
    }
  });

  it("the service worker's own CSP: it fetches this origin only, runs nothing, is never framed", () => {
    expect(directive(SERVICE_WORKER_CSP, "default-src")).toBe("default-src 'none'");
    expect(directive(SERVICE_WORKER_CSP, "connect-src")).toBe("connect-src 'self'");
    expect(directive(SERVICE_WORKER_CSP, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(SERVICE_WORKER_CSP).not.toMatch(/script-src|unsafe/);
  });

  it("the theme script's hash is the hash of the theme script", () => {
    expect(THEME_SCRIPT_HASH).toBe(`'sha256-${sha256(THEME_SCRIPT)}'`);
  });

  it("the unsubscribe page may send its own form and show its own style, nothing more", () => {
    expect(UNSUBSCRIBE_PAGE_STYLE_HASH).toBe(`'sha256-${sha256(UNSUBSCRIBE_PAGE_STYLE)}'`);
    expect(directive(UNSUBSCRIBE_PAGE_CSP, "form-action")).toBe("form-action 'self'");
    expect(directive(UNSUBSCRIBE_PAGE_CSP, "style-src")).toBe(`style-src ${UNSUBSCRIBE_PAGE_STYLE_HASH}`);
    expect(directive(UNSUBSCRIBE_PAGE_CSP, "default-src")).toBe("default-src 'none'");
    expect(directive(UNSUBSCRIBE_PAGE_CSP, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(UNSUBSCRIBE_PAGE_CSP).not.toMatch(/script-src|unsafe/);
    expect(directive(NON_PAGE_CSP, "form-action")).toBe("form-action 'none'");
  });

  it("static page CSP: same-origin files and exactly the given inline scripts by hash; no nonce, no 'unsafe-inline', no framing", () => {
    const csp = staticPageContentSecurityPolicy(["aGFzaDE=", "aGFzaDI="]);
    expect(directive(csp, "script-src")).toBe(`script-src 'self' ${THEME_SCRIPT_HASH} 'sha256-aGFzaDE=' 'sha256-aGFzaDI='`);
    expect(directive(csp, "script-src")).not.toMatch(/unsafe|nonce/);
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
    expect(directive(csp, "base-uri")).toBe("base-uri 'self'");
  });

  it("hashes every inline script of a built page, not scripts loaded from a file", () => {
    const first = 'self.__next_f.push([1,"a</div>"])';
    const html = `<html><body><script>${THEME_SCRIPT}</script><script src="/_next/static/chunks/a.js" async=""></script><script>${first}</script><script id="_R_">${first}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(THEME_SCRIPT), sha256(first)]);
  });

  it("reads the hashes only of pages the build prerendered to stay as built", () => {
    const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "static-csp-"));
    fs.mkdirSync(path.join(buildDir, "server", "app"), { recursive: true });
    const routes = {
      "/": { initialRevalidateSeconds: false },
      "/pricing": { initialRevalidateSeconds: false },
      "/news": { initialRevalidateSeconds: 60 },
    };
    fs.writeFileSync(path.join(buildDir, "prerender-manifest.json"), JSON.stringify({ routes }));
    for (const name of ["index", "pricing", "news"])
      fs.writeFileSync(path.join(buildDir, "server", "app", `${name}.html`), `<script>${name}</script>`);
    expect(staticPageScriptHashes("/", buildDir)).toEqual([sha256("index")]);
    expect(staticPageScriptHashes("/pricing/", buildDir)).toEqual([sha256("pricing")]);
    expect(staticPageScriptHashes("/news", buildDir)).toBeNull(); // regenerated later: nonce instead
    expect(staticPageScriptHashes("/app/schedule", buildDir)).toBeNull(); // rendered per request
    expect(staticPageScriptHashes("/../prerender-manifest", buildDir)).toBeNull();
    fs.rmSync(buildDir, { recursive: true, force: true });
  });

  it("HSTS only in production on an https address", () => {
    const keys = (options: { isProduction: boolean; siteUrl: string }) => baseSecurityHeaders(options).map((header) => header.key);
    expect(keys({ isProduction: true, siteUrl: "https://promenade.example" })).toContain("Strict-Transport-Security");
    expect(keys({ isProduction: true, siteUrl: "http://192.168.1.20:3000" })).not.toContain("Strict-Transport-Security");
    expect(keys({ isProduction: false, siteUrl: "https://promenade.example" })).not.toContain("Strict-Transport-Security");
    expect(keys({ isProduction: false, siteUrl: "http://localhost:3000" })).toEqual([
      "X-Frame-Options",
      "X-Content-Type-Options",
      "Referrer-Policy",
    ]);
  });
});
