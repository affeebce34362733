import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { env } from "@/lib/env";
import { NONCE_HEADER } from "@/lib/security/nonce";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: "Promenade — Studio Management", template: "%s · Promenade" },
  description:
    "Click-and-drag scheduling, easy booking with integrated payments, and progress metrics for ballroom dance studios, instructors and students.",
  applicationName: "Promenade",
  openGraph: { type: "website", siteName: "Promenade", title: "Promenade — Studio Management" },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fbf8f6" },
    { media: "(prefers-color-scheme: dark)", color: "#141016" },
  ],
};

/**
 * Reading the request's nonce makes every page render per request: the CSP allows only scripts
 * carrying this request's nonce (issue 16), and a page built ahead of time would have none.
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    // next-themes sets the `dark` class before paint; the attribute differs from the server's.
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-dvh">
        <ThemeProvider nonce={nonce}>{children}</ThemeProvider>
      </body>
    </html>
  );
}
