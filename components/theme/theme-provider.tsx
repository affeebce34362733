"use client";

import { ThemeProvider as NextThemesProvider } from "next-themes";
// Loaded with every page, before any form parses: zod must not probe eval under the CSP.
import "@/lib/api/zod-jitless";

/**
 * SPEC §4: the saved `theme` (local storage), else the system's dark preference, else light;
 * applied as the `dark` class on <html> by an inline script before first paint (no flash). The
 * script carries the request's CSP nonce, or the browser would refuse it.
 */
export function ThemeProvider({ children, nonce }: { children: React.ReactNode; nonce?: string }) {
  return (
    <NextThemesProvider nonce={nonce} attribute="class" storageKey="theme" defaultTheme="system" enableSystem disableTransitionOnChange>
      {children}
    </NextThemesProvider>
  );
}
