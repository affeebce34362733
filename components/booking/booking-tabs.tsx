"use client";

import { useRef, useState } from "react";
import { cn } from "@/lib/utils";

export type BookingTab = { key: string; label: string; content: React.ReactNode };

/**
 * Tabs as the ARIA pattern has them: arrow keys move between tabs, the chosen one is the only tab
 * stop, and each panel is labelled by its tab. Only the chosen panel is rendered, so the page stays short.
 */
export function BookingTabs({ label, tabs }: { label: string; tabs: BookingTab[] }) {
  const [current, setCurrent] = useState(tabs[0].key);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = tabs.findIndex((tab) => tab.key === current);

  function onKeyDown(event: React.KeyboardEvent) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    setCurrent(tabs[next].key);
    refs.current[next]?.focus();
  }

  return (
    <div className="grid gap-3">
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-border" onKeyDown={onKeyDown}>
        {tabs.map((tab, position) => (
          <button
            key={tab.key}
            ref={(node) => {
              refs.current[position] = node;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.key}`}
            aria-selected={tab.key === current}
            aria-controls={`panel-${tab.key}`}
            tabIndex={tab.key === current ? 0 : -1}
            onClick={() => setCurrent(tab.key)}
            // On a phone the tabs share the row (a long label wraps) rather than scroll out of sight.
            className={cn(
              "-mb-px min-w-0 flex-1 border-b-2 px-2 py-2 text-center text-sm font-medium sm:flex-none sm:shrink-0 sm:px-3 sm:whitespace-nowrap",
              tab.key === current ? "border-primary text-primary" : "border-transparent text-muted-foreground hover:text-foreground",
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${current}`} aria-labelledby={`tab-${current}`} tabIndex={0} className="grid gap-3">
        {tabs[index].content}
      </div>
    </div>
  );
}
