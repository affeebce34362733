"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useOptimistic, useState, useTransition } from "react";
import { useChoiceBeforeHydration } from "@/components/forms/use-choice-before-hydration";
import { DatePicker } from "@/components/ui/date-picker";
import { fieldClass, Label } from "@/components/ui/input";
import { PERIOD_PRESETS, type PeriodPreset } from "@/lib/reports/period-presets";
import { cn } from "@/lib/utils";

/**
 * The report's period, kept in the URL (`period=last-month`, or `from`/`to` for a custom range) so a
 * report can be linked, bookmarked and printed as it is; everything else in the URL stays.
 */
export function PeriodPicker({ from, to, preset }: { from: string; to: string; preset: PeriodPreset }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [isCustom, setCustom] = useState(preset === "custom");
  const [isPending, startTransition] = useTransition();
  // The range just chosen, until the page shows it: a second date typed while the first one's
  // navigation is still on its way must pair with it, not with the range the page still shows.
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  if (draft && draft.from === from && draft.to === to) setDraft(null);
  const range = draft ?? { from, to };

  // The period chosen shows at once, while its report loads: a select put back to the old period
  // meanwhile would hand that period to a change event React replays after hydration.
  const [shown, setShown] = useOptimistic<string>(isCustom ? "custom" : preset);

  function go(changes: Record<string, string | null>, period?: string) {
    const params = new URLSearchParams(searchParams.toString());
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    startTransition(() => {
      if (period) setShown(period);
      router.push(`${pathname}?${params.toString()}`);
    });
  }

  function choosePreset(value: PeriodPreset) {
    if (value === "custom") return setCustom(true);
    if (value === shown) return;
    setCustom(false);
    setDraft(null);
    go({ period: value, from: null, to: null }, value);
  }
  const periodRef = useChoiceBeforeHydration<HTMLSelectElement>(shown, (value) => choosePreset(value as PeriodPreset));

  return (
    <div className="flex flex-wrap items-end gap-3 print:hidden" aria-busy={isPending}>
      <div className="grid gap-1">
        <Label htmlFor="report-period">Period</Label>
        <select
          id="report-period"
          className={cn(fieldClass, "h-10 w-44")}
          ref={periodRef}
          value={shown}
          onChange={(event) => choosePreset(event.target.value as PeriodPreset)}
        >
          {PERIOD_PRESETS.map((item) => (
            <option key={item.key} value={item.key}>
              {item.label}
            </option>
          ))}
        </select>
      </div>
      {isCustom && (
        <DatePicker
          mode="range"
          id="report-range"
          label="Dates"
          value={range}
          onChange={(chosen) => {
            setDraft(chosen);
            go({ period: null, from: chosen.from, to: chosen.to });
          }}
        />
      )}
    </div>
  );
}
