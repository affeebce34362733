import { z } from "zod";

/**
 * Words a studio can't take as its slug: paths of the site itself and names that would mislead a
 * visitor (a page at /s/admin looking like the app's). Compared after lower-casing.
 */
export const RESERVED_SLUGS: readonly string[] = [
  "app",
  "api",
  "admin",
  "administrator",
  "login",
  "logout",
  "signup",
  "register",
  "s",
  "pricing",
  "features",
  "gallery",
  "contact",
  "privacy-policy",
  "terms-of-service",
  "invite",
  "forgot-password",
  "reset-password",
  "dashboard",
  "settings",
  "schedule",
  "instructors",
  "students",
  "reports",
  "payments",
  "promenade",
  "support",
  "help",
  "static",
  "assets",
  "public",
  "widget",
  "www",
  "mail",
  "root",
  "system",
  "sitemap",
  "robots",
];

export const ZSlug = z
  .string("Choose an address for your page.")
  .trim()
  .toLowerCase()
  .min(3, "Use at least 3 characters.")
  .max(40, "Use at most 40 characters.")
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lowercase letters, digits and single hyphens (not at the start or end).")
  .refine((slug) => !RESERVED_SLUGS.includes(slug), "That address is reserved for the site itself. Choose another.");

/**
 * A first address for the page from the studio's name ("Café Tango Loft" → "cafe-tango-loft"): accents
 * dropped, anything else between words a hyphen, cut at a word within 40 characters. A name that
 * gives a reserved or too short address gets "-studio"; one that gives nothing at all, "".
 */
export function slugFromName(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > 40) break;
    slug = next;
  }
  if (!slug) slug = words[0]?.slice(0, 40) ?? "";
  if (!slug) return "";
  if (ZSlug.safeParse(slug).success) return slug;
  const longer = `${slug.slice(0, 33)}-studio`;
  return ZSlug.safeParse(longer).success ? longer : "";
}
