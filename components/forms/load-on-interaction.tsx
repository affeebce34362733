"use client";

import { lazy, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from "react";

/** What the visitor typed into a form before its JavaScript arrived, by field name. */
export type EarlyValues = Record<string, string | boolean>;

/** `defaults` with what the visitor typed early, where a field of the same name and kind exists. */
export function withEarlyValues<T extends Record<string, string | boolean>>(defaults: T, earlyValues: EarlyValues = {}): T {
  const merged: Record<string, string | boolean> = { ...defaults };
  for (const [name, value] of Object.entries(earlyValues)) if (typeof defaults[name] === typeof value) merged[name] = value;
  return merged as T;
}

// Reaching for the form: hovering it, touching it, tabbing or typing into it.
const WAKE_EVENTS = ["pointerover", "touchstart", "focusin", "keydown", "submit"] as const;

/**
 * A client component whose JavaScript loads when the visitor reaches for it, not with the page
 * (issue 20: a public page should weigh about what an empty page does). The server renders the
 * real component, so the page shows it at once; the browser keeps that HTML as it is (no
 * hydration) until the first pointer, touch, focus or key inside it, then loads the module and
 * puts the live component in its place: what was typed carries over (`earlyValues`), focus stays
 * on the same field, and a submit made meanwhile is made again once it is live. Mounted by a
 * client-side navigation (no server HTML), it loads at once.
 */
export function loadOnInteraction<P extends object>(
  load: () => Promise<ComponentType<P & { earlyValues?: EarlyValues }>>,
): ComponentType<P & { className?: string }> {
  const OnServer = lazy(() => load().then((component) => ({ default: component })));

  function OnInteraction({ className, ...props }: P & { className?: string }) {
    const box = useRef<HTMLDivElement>(null);
    const early = useRef<EarlyValues>({});
    const focused = useRef<string | null>(null);
    const submitWhenLive = useRef(false);
    const [Live, setLive] = useState<ComponentType<P & { earlyValues?: EarlyValues }> | null>(null);

    useEffect(() => {
      const element = box.current;
      if (!element || Live) return;
      let waking = false;
      const record = (event: Event) => {
        const field = event.target as HTMLInputElement;
        if (field.name) early.current[field.name] = field.type === "checkbox" ? field.checked : field.value;
      };
      const wake = (event?: Event) => {
        if (event?.type === "focusin") focused.current = (event.target as HTMLInputElement).name || null;
        if (event?.type === "submit") {
          event.preventDefault();
          submitWhenLive.current = true;
        }
        if (waking) return;
        waking = true;
        load().then(
          (component) => setLive(() => component),
          () => (waking = false), // offline: the next interaction tries again
        );
      };
      element.addEventListener("input", record, true);
      for (const type of WAKE_EVENTS) element.addEventListener(type, wake, true);
      // No server HTML to keep (mounted by a client-side navigation): load now.
      if (element.childElementCount === 0) wake();
      return () => {
        element.removeEventListener("input", record, true);
        for (const type of WAKE_EVENTS) element.removeEventListener(type, wake, true);
      };
    }, [Live]);

    useLayoutEffect(() => {
      const element = box.current;
      if (!Live || !element) return;
      if (focused.current) element.querySelector<HTMLElement>(`[name="${CSS.escape(focused.current)}"]`)?.focus();
      if (submitWhenLive.current) element.querySelector("form")?.requestSubmit();
    }, [Live]);

    if (typeof window === "undefined") {
      return (
        <div ref={box} className={className}>
          <OnServer {...(props as P)} />
        </div>
      );
    }
    if (!Live) {
      // Hydration keeps the server's HTML inside as it is (React doesn't walk into innerHTML).
      return <div ref={box} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
    }
    return (
      <div ref={box} className={className}>
        <Live {...(props as P)} earlyValues={early.current} />
      </div>
    );
  }
  return OnInteraction;
}
