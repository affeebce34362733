"use client";

import { useSyncExternalStore } from "react";

// Facts only the browser knows. Each hook answers the server's value during hydration, so the
// server HTML and the first client render agree, then switches to the browser's.

const PHONE_QUERY = "(max-width: 767px)";

export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia(PHONE_QUERY);
      query.addEventListener("change", notify);
      return () => query.removeEventListener("change", notify);
    },
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/** The current minute (ms / 60 000), ticking; null on the server. */
export function useMinuteClock(): number | null {
  return useSyncExternalStore(
    (notify) => {
      const timer = setInterval(notify, 15_000);
      return () => clearInterval(timer);
    },
    () => Math.floor(Date.now() / 60_000),
    () => null,
  );
}

/** The browser's time zone; the studio's on the server (so no "times shown in…" note flashes). */
export function useBrowserTimeZone(serverValue: string): string {
  return useSyncExternalStore(
    () => () => {},
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => serverValue,
  );
}
