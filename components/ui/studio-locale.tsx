"use client";

import { createContext, use } from "react";
import { DEFAULT_LOCALE, type StudioLocale } from "@/lib/studio/locales";

const StudioLocaleContext = createContext<StudioLocale>(DEFAULT_LOCALE);

/** The signed-in studio's locale (Settings → Studio) for every screen below it: the app layout sets it. */
export function StudioLocaleProvider({ locale, children }: { locale: StudioLocale; children: React.ReactNode }) {
  return <StudioLocaleContext value={locale}>{children}</StudioLocaleContext>;
}

/** How this studio writes dates and times; en-US outside the signed-in area. */
export function useStudioLocale(): StudioLocale {
  return use(StudioLocaleContext);
}
