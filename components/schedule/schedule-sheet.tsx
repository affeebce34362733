"use client";

import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { ScheduleFilters, ViewSwitch } from "./schedule-filters";
import { TodayLink } from "./today-link";
import type { ToolbarProps } from "./toolbar-props";

/** The phone's sheet (below md): view, date and filters, opened from the one-row toolbar. */
export function ScheduleSheet({ onClose, ...props }: ToolbarProps & { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="View and filters" className="top-auto bottom-0 translate-y-0 rounded-b-none md:hidden">
        <ViewSwitch view={props.view} onView={props.onView} />
        <TodayLink setup={props.setup} className="w-fit" />
        <DatePicker id="sheet-schedule-date" label="Go to date" value={props.date} onChange={props.onDate} />
        <ScheduleFilters {...props} idPrefix="sheet-" showLabels />
        <Button onClick={onClose}>Show schedule</Button>
      </DialogContent>
    </Dialog>
  );
}
