import type { Metadata, Viewport } from "next";
import { ThemeScript } from "@/components/theme/theme-script";
import { env } from "@/lib/env";
import { MANIFEST_PATH } from "@/lib/pwa/manifest";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: "Promenade — Studio Management", template: "%s · Promenade" },
  description:
    "Click-and-drag scheduling, easy booking with integrated payments, and progress metrics for ballroom dance studios, instructors and students.",
  applicationName: "Promenade",
  // Installable: the manifest (app/manifest.webmanifest), and on iOS's home screen a full-screen app
  // with its own icon (app/apple-icon.png) and name.
  manifest: MANIFEST_PATH,
  appleWebApp: { capable: true, title: "Promenade", statusBarStyle: "default" },
  // Next writes the standard `mobile-web-app-capable`; iOS before 17 reads only Apple's own name.
  other: { "apple-mobile-web-app-capable": "yes" },
  openGraph: { type: "website", siteName: "Promenade", title: "Promenade — Studio Management" },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fbf8f6" },
    { media: "(prefers-color-scheme: dark)", color: "#141016" },
  ],
};

/**
 * The root reads nothing of the request, so the public pages are built ahead of time:
 * their CSP allows their inline scripts by hash (proxy.ts). Pages rendered per request read the
 * nonce themselves where they need it (app/app/layout.tsx).
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The theme script sets the `light`/`dark` class before paint; the attribute differs from the server's.
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-dvh">
        <ThemeScript />
        {children}
      </body>
    </html>
  );
}
