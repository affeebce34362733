import type { Metadata, Viewport } from "next";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { env } from "@/lib/env";
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

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // next-themes sets the `dark` class before paint; the attribute differs from the server's.
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-dvh">
        <ThemeProvider>{children}</ThemeProvider>
      </body>
    </html>
  );
}
