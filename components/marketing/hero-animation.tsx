"use client";

import { useEffect, useRef } from "react";

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Two footprints in a box of fixed size (no layout shift). Once the page is idle, the player module
 * is fetched and dances a box step; with reduced motion nothing is fetched, and any failure to load
 * or play is ignored: the still footprints are the fallback (SPEC §4).
 */
export function HeroAnimation() {
  const stage = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = stage.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const idleWindow = window as IdleWindow;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      import("./dance-steps-player")
        .then(({ playBoxStep }) => {
          if (!cancelled) stop = playBoxStep(element);
        })
        .catch(() => {});
    };
    const handle = idleWindow.requestIdleCallback
      ? idleWindow.requestIdleCallback(start, { timeout: 3000 })
      : window.setTimeout(start, 1500);
    return () => {
      cancelled = true;
      if (idleWindow.cancelIdleCallback) idleWindow.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      stop?.();
    };
  }, []);

  return (
    <div ref={stage} aria-hidden data-testid="hero-animation" className="relative size-14 shrink-0 text-primary">
      <Footprint className="absolute bottom-1 left-2" />
      <Footprint className="absolute bottom-1 left-7" />
    </div>
  );
}

function Footprint({ className }: { className: string }) {
  return (
    <span data-foot className={`block h-6 w-3 ${className}`}>
      <svg viewBox="0 0 12 24" className="size-full fill-current">
        <ellipse cx="6" cy="7" rx="5" ry="7" />
        <ellipse cx="6" cy="19.5" rx="3.6" ry="4.5" />
      </svg>
    </span>
  );
}
