"use client";

import { useId, useState } from "react";
import { Switch } from "@/components/ui/switch";

/**
 * The monthly/annual switch (SPEC §4: monthly by default). The plan cards are server-rendered with
 * both prices; this only flips `data-interval`, and CSS shows the matching one, so the pricing
 * section ships no plan data in JavaScript.
 */
export function BillingIntervalToggle({ children }: { children: React.ReactNode }) {
  const [isAnnual, setIsAnnual] = useState(false);
  const id = useId();
  return (
    <div data-interval={isAnnual ? "year" : "month"} className="group/billing">
      <div className="flex items-center justify-center gap-3 text-sm font-medium">
        <span className={isAnnual ? "text-muted-foreground" : "text-foreground"}>Monthly</span>
        <Switch id={id} checked={isAnnual} onCheckedChange={setIsAnnual} />
        <label htmlFor={id} className={`flex cursor-pointer items-center gap-2 ${isAnnual ? "text-foreground" : "text-muted-foreground"}`}>
          Annual
          <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">Save 20%</span>
        </label>
      </div>
      {children}
    </div>
  );
}
