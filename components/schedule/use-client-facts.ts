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

const COLOR_KEY = "schedule.colorBy";
const COLOR_CHOICES = ["service", "instructor", "room"] as const;
type ColorChoice = (typeof COLOR_CHOICES)[number];
const colorListeners = new Set<() => void>();

/** How blocks are coloured, remembered in this browser (a display preference, not studio data). */
export function useColorByChoice(): [ColorChoice, (value: ColorChoice) => void] {
  const value = useSyncExternalStore(
    (notify) => {
      colorListeners.add(notify);
      window.addEventListener("storage", notify);
      return () => {
        colorListeners.delete(notify);
        window.removeEventListener("storage", notify);
      };
    },
    () => readColorChoice(),
    () => "service" as const,
  );
  const choose = (next: ColorChoice) => {
    try {
      window.localStorage.setItem(COLOR_KEY, next);
    } catch {
      // Private mode may refuse storage: the choice then lasts for this page only.
    }
    memoryChoice = next;
    colorListeners.forEach((notify) => notify());
  };
  return [value, choose];
}

let memoryChoice: ColorChoice | null = null;
function readColorChoice(): ColorChoice {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(COLOR_KEY);
  } catch {
    stored = null;
  }
  const found = COLOR_CHOICES.find((choice) => choice === stored);
  return found ?? memoryChoice ?? "service";
}
