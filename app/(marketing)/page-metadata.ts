import type { Metadata } from "next";
import { env } from "@/lib/env";

/** Where the public site lives (SITE_URL); the sitemap and canonical links are built from it. */
export const SITE_URL = env.SITE_URL;

/** The public pages, for the sitemap. */
export const PUBLIC_PATHS = ["/", "/features", "/pricing", "/gallery", "/contact", "/privacy-policy", "/terms-of-service"] as const;

// app/opengraph-image.tsx; named here because a page's own `openGraph` replaces the inherited one.
const OG_IMAGE = { url: "/opengraph-image", width: 1200, height: 630, alt: "Promenade — Elegant Dance Scheduling for ballroom studios" };

/**
 * A page's title, description, canonical address and Open Graph tags. Next merges `openGraph`
 * shallowly, so each page repeats the site-wide fields here rather than losing them.
 */
export function pageMetadata({ title, description, path }: { title?: string; description: string; path: string }): Metadata {
  const fullTitle = title ? `${title} · Promenade` : "Promenade — Studio Management";
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: path },
    openGraph: { type: "website", siteName: "Promenade", locale: "en_US", url: path, title: fullTitle, description, images: [OG_IMAGE] },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [OG_IMAGE.url] },
  };
}
