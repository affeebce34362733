"use client";

import { ThemeProvider as NextThemesProvider } from "next-themes";

/**
 * SPEC §4: the saved `theme` (local storage), else the system's dark preference, else light;
 * applied as the `dark` class on <html> by an inline script before first paint (no flash).
 */
export function ThemeProvider({ children }: { children: React.ReactNode }) {
  return (
    <NextThemesProvider attribute="class" storageKey="theme" defaultTheme="system" enableSystem disableTransitionOnChange>
      {children}
    </NextThemesProvider>
  );
}
