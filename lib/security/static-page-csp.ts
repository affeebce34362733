// The inline scripts of each page Next built ahead of time, as CSP hashes (proxy.ts; Node only).
// A prerendered page is served byte for byte from `.next/server/app/<route>.html`, so the scripts
// in that file are exactly the ones the browser will meet: hashing them lets the page stay static
// under a CSP without 'unsafe-inline' (lib/security/headers.mjs, staticPageContentSecurityPolicy).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { normalizePath } from "@/lib/auth/public-routes";

const BUILD_DIR = path.join(process.cwd(), ".next");
// Route paths only: lower-case segments, no dots (nothing can step out of the build folder).
const ROUTE = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;
// An inline script: a <script> without src, up to its end tag (a script's text can't contain "</script").
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

type Manifest = { buildId: string; routes: Record<string, { initialRevalidateSeconds?: number | false }> };
let manifest: Manifest | null | undefined;
// By file: a page that stays as built never changes under a running server (a new build is a new start).
const pages = new Map<string, string[] | null>();

/** The sha256 (base64) of each inline script of `html`, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) hashes.add(createHash("sha256").update(match[1], "utf8").digest("base64"));
  return [...hashes];
}

/**
 * The hashes of the inline scripts of `pathname`'s prerendered page, or null when the page is not
 * one Next built ahead of time (rendered per request: it gets a nonce instead). Read once per file.
 */
export function staticPageScriptHashes(pathname: string, buildDir = BUILD_DIR): string[] | null {
  const route = normalizePath(pathname);
  return ROUTE.test(route) ? builtPageHashes(route, route === "/" ? "index" : route.slice(1), buildDir) : null;
}

/** The same for the 404 page Next serves, as built, for a path no route or file answers. */
export function notFoundPageScriptHashes(buildDir = BUILD_DIR): string[] | null {
  return builtPageHashes("/_not-found", "_not-found", buildDir);
}

function builtPageHashes(route: string, file: string, buildDir: string): string[] | null {
  const entry = readManifest(buildDir)?.routes[route];
  // Only pages that stay as built: a page regenerated later (ISR) could change its scripts.
  if (!entry || entry.initialRevalidateSeconds !== false) return null;
  const html = path.join(buildDir, "server", "app", `${file}.html`);
  if (!pages.has(html)) pages.set(html, readHashes(html));
  return pages.get(html)!;
}

function readHashes(html: string): string[] | null {
  try {
    return inlineScriptHashes(fs.readFileSync(html, "utf8"));
  } catch {
    return null;
  }
}

function readManifest(buildDir: string): Manifest | null {
  if (manifest !== undefined && buildDir === BUILD_DIR) return manifest;
  let read: Manifest | null;
  try {
    read = JSON.parse(fs.readFileSync(path.join(buildDir, "prerender-manifest.json"), "utf8")) as Manifest;
  } catch {
    read = null;
  }
  if (buildDir === BUILD_DIR) manifest = read;
  return read;
}
