import { useId } from "react";

/**
 * The monthly/annual switch (monthly by default): a native checkbox with the switch role,
 * so the pricing section ships no JavaScript. The plan cards are server-rendered with both prices
 * and CSS shows the matching one while the box is checked (`group-has-checked/billing`); keyboard
 * (Space), label click and the checked state come from the browser.
 */
export function BillingIntervalToggle({ children }: { children: React.ReactNode }) {
  const id = useId();
  return (
    <div className="group/billing">
      <div className="flex items-center justify-center gap-3 text-sm font-medium">
        <span className="text-foreground group-has-checked/billing:text-muted-foreground">Monthly</span>
        <span className="relative inline-flex shrink-0">
          <input
            id={id}
            type="checkbox"
            role="switch"
            autoComplete="off"
            className="peer block h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-transparent bg-input transition-colors checked:bg-primary"
          />
          <span
            aria-hidden
            className="pointer-events-none absolute top-0.5 left-0.5 block size-5 rounded-full bg-white shadow ring-0 transition-transform peer-checked:translate-x-5"
          />
        </span>
        <label
          htmlFor={id}
          className="flex cursor-pointer items-center gap-2 text-muted-foreground group-has-checked/billing:text-foreground"
        >
          Annual
          <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">Save 20%</span>
        </label>
      </div>
      {children}
    </div>
  );
}
