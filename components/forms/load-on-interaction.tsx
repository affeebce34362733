"use client";

import { lazy, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from "react";
import { claimSubmit, earlySubmittedForms } from "./early-submit";

/** What the visitor typed into a form before its JavaScript arrived, by field name. */
export type EarlyValues = Record<string, string | boolean>;

/** `defaults` with what the visitor typed early, where a field of the same name and kind exists. */
export function withEarlyValues<T extends Record<string, string | boolean>>(defaults: T, earlyValues: EarlyValues = {}): T {
  const merged: Record<string, string | boolean> = { ...defaults };
  for (const [name, value] of Object.entries(earlyValues)) if (typeof defaults[name] === typeof value) merged[name] = value;
  return merged as T;
}

// Reaching for the form: hovering it, touching it, tabbing or typing into it.
const WAKE_EVENTS = ["pointerover", "touchstart", "focusin", "keydown", "submit", "click"] as const;

/**
 * A client component whose JavaScript loads when the visitor reaches for it, not with the page
 * (a public page should weigh about what an empty page does). The server renders the
 * real component, so the page shows it at once; the browser keeps that HTML as it is (no
 * hydration) until the first pointer, touch, focus or key inside it, then loads the module and
 * puts the live component in its place: what was typed carries over (`earlyValues`), focus stays
 * on the same field, and a button pressed or a submit made meanwhile is made again once it is live
 * — also what was typed, and a submit made, before the page's own script ran (the submit is held by
 * the theme script: early-submit.ts).
 * The server's HTML shows the form's starting values (useApiForm renders them). Mounted by a
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
    // A button pressed meanwhile (show password…), by its place among the buttons: pressed again once live.
    const clickWhenLive = useRef<number | null>(null);
    const [Live, setLive] = useState<ComponentType<P & { earlyValues?: EarlyValues }> | null>(null);

    useEffect(() => {
      const element = box.current;
      if (!element || Live) return;
      let waking = false;
      // Typed before the page's script ran (no listener saw it), and where focus is.
      early.current = editedValues(element);
      const active = document.activeElement;
      if (active instanceof HTMLElement && element.contains(active)) focused.current = active.getAttribute("name");
      const record = (event: Event) => {
        const field = event.target as HTMLInputElement;
        if (field.name) early.current[field.name] = field.type === "checkbox" ? field.checked : field.value;
      };
      const wake = (event?: Event) => {
        if (event?.type === "focusin") focused.current = (event.target as HTMLInputElement).name || null;
        if (event?.type === "submit") {
          event.preventDefault();
          claimSubmit(event.target);
          submitWhenLive.current = true;
        }
        const button = event?.type === "click" ? (event.target as Element).closest("button") : null;
        if (button && button.type !== "submit") clickWhenLive.current = [...element.querySelectorAll("button")].indexOf(button);
        if (waking) return;
        waking = true;
        load().then(
          (component) => {
            ready = () => setLive(() => component);
            if (!pressing) ready();
          },
          () => (waking = false), // offline: the next interaction tries again
        );
      };
      // Never swap under a pressed button: its click would land on neither the old nor the new one.
      let pressing = false;
      let ready: (() => void) | null = null;
      const press = () => (pressing = true);
      const release = () => {
        pressing = false;
        // After the click that follows this release (it is replayed on the live component).
        setTimeout(() => ready?.(), 0);
      };
      element.addEventListener("input", record, true);
      element.addEventListener("pointerdown", press, true);
      // Anywhere: a press that ends outside the form, or a touch that turns into a scroll, ends it too.
      window.addEventListener("pointerup", release, true);
      window.addEventListener("pointercancel", release, true);
      for (const type of WAKE_EVENTS) element.addEventListener(type, wake, true);
      // No server HTML to keep (mounted by a client-side navigation): load now.
      if (element.childElementCount === 0) wake();
      // Sent before the page's script ran: sent again once live.
      const [sentEarly] = earlySubmittedForms(element);
      if (sentEarly) {
        claimSubmit(sentEarly);
        submitWhenLive.current = true;
        wake();
      }
      return () => {
        element.removeEventListener("input", record, true);
        element.removeEventListener("pointerdown", press, true);
        window.removeEventListener("pointerup", release, true);
        window.removeEventListener("pointercancel", release, true);
        for (const type of WAKE_EVENTS) element.removeEventListener(type, wake, true);
      };
    }, [Live]);

    useLayoutEffect(() => {
      const element = box.current;
      if (!Live || !element) return;
      if (focused.current) element.querySelector<HTMLElement>(`[name="${CSS.escape(focused.current)}"]`)?.focus();
      // Replayed once React has finished putting the live component in (not inside its commit).
      const replay = setTimeout(() => {
        if (clickWhenLive.current !== null) element.querySelectorAll("button")[clickWhenLive.current]?.click();
        if (submitWhenLive.current) element.querySelector("form")?.requestSubmit();
      }, 0);
      return () => clearTimeout(replay);
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

/**
 * The named fields inside `root` that differ from the page's HTML, by name: a checkbox's checked
 * state, a radio group's choice, the value of anything else. Only edits, so a field the live form
 * fills itself (a currency from the browser's locale) is left to it.
 */
function editedValues(root: Element): EarlyValues {
  const values: EarlyValues = {};
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("input, select, textarea")) {
    if (!field.name) continue;
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.checked === field.defaultChecked) continue;
      if (field.type === "checkbox") values[field.name] = field.checked;
      else if (field.checked) values[field.name] = field.value;
    } else if (field instanceof HTMLSelectElement) {
      // With no option marked selected in the HTML, the first one is shown.
      const shown = Math.max(
        0,
        [...field.options].findIndex((option) => option.defaultSelected),
      );
      if (field.selectedIndex !== shown) values[field.name] = field.value;
    } else if (field.value !== field.defaultValue) values[field.name] = field.value;
  }
  return values;
}
