import type { MetadataRoute } from "next";
import { PUBLIC_PATHS, SITE_URL } from "./(marketing)/page-metadata";

/** The public pages; the signed-in area and the API are not for search engines. */
export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_PATHS.map((path) => ({
    url: new URL(path, SITE_URL).toString(),
    changeFrequency: "monthly",
    priority: path === "/" ? 1 : path === "/pricing" || path === "/features" ? 0.8 : 0.5,
  }));
}
