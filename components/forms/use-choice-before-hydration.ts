"use client";

import { useEffect, useRef } from "react";

/**
 * For a server-rendered control the page acts on as state (a filter, a period, an instructor): a
 * choice made before React took the page over (a slow phone) stays on screen, but React 19 doesn't
 * report it (its change-event replay is behind a flag) and its next render puts the old value back,
 * so what is shown and what is applied disagree. The ref goes on the control; once, right after
 * hydration, a value that differs from `value` is passed to `onChange` like any other choice.
 */
export function useChoiceBeforeHydration<T extends HTMLSelectElement | HTMLInputElement>(value: string, onChange: (value: string) => void) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const shown = ref.current?.value;
    if (shown !== undefined && shown !== value) onChange(shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration: later choices come through onChange
  }, []);
  return ref;
}
