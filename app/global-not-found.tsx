import type { Metadata } from "next";
import { PageNotFound, notFoundMetadata } from "@/components/site/page-not-found";
import { ThemeScript } from "@/components/theme/theme-script";
import "./globals.css";

// Outside the root layout: no title template, so the site's name is written out.
export const metadata: Metadata = { ...notFoundMetadata, title: "Page not found · Promenade" };

/**
 * Any address no route answers (next.config.mjs: experimental.globalNotFound). A root not-found.tsx
 * would be sent, as a component tree, inside every page's payload (once per layout: a large
 * share of a small page's HTML); this one is its own page and travels with nothing else. Built ahead
 * of time: proxy.ts allows its inline scripts by hash.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-dvh">
        <ThemeScript />
        <PageNotFound />
      </body>
    </html>
  );
}
