import { z } from "zod";

/** An origin as frame-ancestors takes it: http(s)://host[:port], nothing after. Stored without a trailing slash. */
export const ZWidgetOrigin = z
  .string()
  .trim()
  .transform((value) => value.replace(/\/$/, "").toLowerCase())
  .refine(isOrigin, "Use an origin like https://www.example.com (scheme, host and optional port, no path).");

function isOrigin(value: string): boolean {
  if (!/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/.test(value)) return false;
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}
