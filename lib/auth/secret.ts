import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

let cached: Uint8Array | undefined;
let cachedKey: Promise<CryptoKey> | undefined;

/**
 * The HS256 key. JWT_SECRET when set (required in production, lib/env.ts refuses to start without
 * it); otherwise a secret generated once and kept in the data folder, so sessions survive restarts.
 */
export function getJwtSecret(): Uint8Array {
  cached ??= new TextEncoder().encode(env.JWT_SECRET ?? readOrCreateLocalSecret(env.DATA_DIR));
  return cached;
}

/**
 * The same secret as a WebCrypto key, imported once: handing jose raw bytes makes it import the key
 * again on every verification (~60 µs of each signed-in request).
 */
export function getJwtKey(): Promise<CryptoKey> {
  cachedKey ??= crypto.subtle.importKey("raw", getJwtSecret(), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  return cachedKey;
}

export function readOrCreateLocalSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return fs.readFileSync(file, "utf8").trim();
}
