"use client";

import type { Placed } from "@/lib/scheduling/calendar-layout";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { labelEvent } from "./event-label";
import { formatClock, formatDateLabel } from "./format";
import { eventColor, type ColorBy, type EventView } from "./types";
import { plural } from "@/lib/text/plural";
import { useStudioLocale } from "@/components/ui/studio-locale";

type Props = {
  items: Placed[] | null;
  date: string | null;
  colorBy: ColorBy;
  timeZone: string;
  onOpen: (event: EventView) => void;
  onClose: () => void;
};

/** Every event of a crowded slot (opened from its "+N" chip), each one tap from its details. */
export function SlotDialog({ items, date, colorBy, timeZone, onOpen, onClose }: Props) {
  const locale = useStudioLocale();
  if (!items || !date) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={`${plural(items.length, "event")} at the same time`} description={formatDateLabel(date, "long", locale)}>
        <ul className="grid gap-2">
          {items.map(({ event }) => {
            const label = labelEvent(event);
            const time = `${formatClock(new Date(event.startsAt), timeZone, locale)}–${formatClock(new Date(event.endsAt), timeZone, locale)}`;
            return (
              <li key={event.id}>
                <button
                  type="button"
                  onClick={() => onOpen(event)}
                  className="w-full rounded-md border-l-4 bg-muted/60 px-3 py-2 text-left text-sm hover:bg-muted"
                  style={{ borderLeftColor: eventColor(event, colorBy) }}
                >
                  <span className="flex items-baseline gap-2">
                    <span className="min-w-0 flex-1 font-semibold">{label.headline}</span>
                    {label.fill && <span className="tabular-nums text-muted-foreground">{label.fill}</span>}
                  </span>
                  <span className="block text-muted-foreground">
                    {time}
                    {label.detail ? ` · ${label.detail}` : ""}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
