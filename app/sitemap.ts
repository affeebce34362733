import type { MetadataRoute } from "next";
import { getDb } from "@/lib/db/client";
import { listPublicSlugs } from "@/lib/public/public-studio";
import { PUBLIC_PATHS, SITE_URL } from "./(marketing)/page-metadata";

/** The site's own public pages. */
export function marketingSitemap(): MetadataRoute.Sitemap {
  return PUBLIC_PATHS.map((path) => ({
    url: new URL(path, SITE_URL).toString(),
    changeFrequency: "monthly",
    priority: path === "/" ? 1 : path === "/pricing" || path === "/features" ? 0.8 : 0.5,
  }));
}

/** Studios' public pages that are on; off ones are left out. */
export async function studioSitemap(): Promise<MetadataRoute.Sitemap> {
  const studios = await listPublicSlugs(await getDb());
  return studios.map((studio) => ({
    url: new URL(`/s/${studio.slug}`, SITE_URL).toString(),
    lastModified: studio.updatedAt,
    changeFrequency: "daily",
    priority: 0.7,
  }));
}

// Read per request: studios turn their pages on and off (and the build has no database to read).
export const dynamic = "force-dynamic";

/** The signed-in area and the API are not for search engines. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return [...marketingSitemap(), ...(await studioSitemap())];
}
