import type { MetadataRoute } from "next";
import { HEX_COLOR } from "@/lib/api/hex-color";

/** Where the manifest is served (app/manifest.webmanifest/route.ts). */
export const MANIFEST_PATH = "/manifest.webmanifest";

/** Promenade's own colours: the mark's, and the light page's background (the splash screen's). */
const PROMENADE_THEME = "#7a1f4b";
const SPLASH_BACKGROUND = "#fbf8f6";

/**
 * The manifest's address for a studio's app: its brand colour (Premium) rides in the query, so the
 * manifest needs no session (browsers fetch it without cookies) and reveals nothing the page didn't.
 */
export function manifestHref(brandColor: string | null): string {
  return brandColor && HEX_COLOR.test(brandColor) ? `${MANIFEST_PATH}?theme=${brandColor.slice(1).toLowerCase()}` : MANIFEST_PATH;
}

/** The `theme` query's colour, when it is one (six hex digits); anything else is Promenade's own. */
export function themeFromQuery(theme: string | null): string | null {
  return theme && HEX_COLOR.test(`#${theme}`) ? `#${theme.toLowerCase()}` : null;
}

/**
 * The web app manifest: the app installs as "Promenade", opens full screen on the person's home
 * (/app/schedule, which sends a visitor to sign in first), with icons for every platform (round on
 * a transparent ground, and maskable ones filled to the edge; scripts/app-icons.mts draws them).
 */
export function webAppManifest(themeColor: string | null): MetadataRoute.Manifest {
  return {
    id: "/app/schedule",
    name: "Promenade",
    short_name: "Promenade",
    description: "Your studio's schedule, lessons and bookings.",
    start_url: "/app/schedule",
    scope: "/",
    display: "standalone",
    background_color: SPLASH_BACKGROUND,
    theme_color: themeColor ?? PROMENADE_THEME,
    categories: ["business", "productivity"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
