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
