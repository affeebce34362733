import type { MetadataRoute } from "next";
import { SITE_URL } from "./(marketing)/page-metadata";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/app", "/api"] },
    sitemap: new URL("/sitemap.xml", SITE_URL).toString(),
  };
}
