"use client";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useChoiceBeforeHydration } from "@/components/forms/use-choice-before-hydration";
import { formatDateLabel } from "@/components/schedule/format";
import type { ServiceOption } from "@/components/schedule/types";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/input";
import { addDays } from "@/lib/dates/wall-time";
import { useStudioLocale } from "@/components/ui/studio-locale";

const SELECT = "h-10 rounded-md border border-border bg-card px-3 text-sm";

type Props = {
  /** "free times", "free rooms": what the day arrows step through, for their labels. */
  what: string;
  /** The service choice, shown when there is more than one to choose from. */
  services: ServiceOption[];
  serviceId: string;
  serviceLabel: string;
  onServiceChange: (serviceId: string) => void;
  day: string;
  today: string;
  onDayChange: (day: string) => void;
};

/** The bar above a day of free slots: which service (when there is a choice) and which day. */
export function DayPickerBar({ what, services, serviceId, serviceLabel, onServiceChange, day, today, onDayChange }: Props) {
  const locale = useStudioLocale();
  const selectId = `${what.replace(/\W+/g, "-")}-service`;
  const serviceRef = useChoiceBeforeHydration<HTMLSelectElement>(serviceId, onServiceChange);
  return (
    <>
      {services.length > 1 && (
        <div className="grid gap-1.5">
          <Label htmlFor={selectId}>{serviceLabel}</Label>
          <select
            id={selectId}
            ref={serviceRef}
            className={SELECT}
            value={serviceId}
            onChange={(event) => onServiceChange(event.target.value)}
          >
            {services.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name} · {item.durationMinutes} min
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="flex items-center gap-1">
        <Button
          size="icon"
          variant="ghost"
          aria-label={`Previous day of ${what}`}
          disabled={day <= today}
          onClick={() => onDayChange(addDays(day, -1))}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <p className="min-w-52 text-center text-sm font-medium" aria-live="polite">
          {formatDateLabel(day, "long", locale)}
        </p>
        <Button size="icon" variant="ghost" aria-label={`Next day of ${what}`} onClick={() => onDayChange(addDays(day, 1))}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </>
  );
}
