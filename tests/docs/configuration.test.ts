import fs from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The variables lib/env.ts reads: the keys of its zod object, read as text (importing it would
 * parse this process's environment).
 */
function envKeys(source: string): string[] {
  const start = source.indexOf("z\n  .object({");
  const end = source.indexOf("\n  })", start);
  if (start < 0 || end < 0) throw new Error("lib/env.ts: the ZEnv object was not found; update this test's reader");
  return [...source.slice(start, end).matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]);
}

describe("configuration docs", () => {
  const keys = envKeys(fs.readFileSync("lib/env.ts", "utf8"));
  const page = fs.readFileSync("docs/configuration.md", "utf8");
  const example = fs.readFileSync(".env.example", "utf8");

  it("reads the variables of lib/env.ts", () => {
    expect(keys).toEqual(expect.arrayContaining(["NODE_ENV", "DATABASE_URL", "JWT_SECRET", "SITE_URL", "SMTP_URL", "SMS_FROM"]));
    expect(keys.length).toBeGreaterThanOrEqual(19);
  });

  it("docs/configuration.md has a row for every variable lib/env.ts reads", () => {
    expect(keys.filter((key) => !new RegExp(`^\\| \`${key}\` \\|`, "m").test(page))).toEqual([]);
  });

  it(".env.example names every variable lib/env.ts reads, and nothing else", () => {
    const named = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)(=|\s)/gm)].map((match) => match[1]);
    expect(keys.filter((key) => !named.includes(key))).toEqual([]);
    expect(named.filter((key) => !keys.includes(key))).toEqual([]);
  });
});
