"use client";

import { ChevronLeft, ChevronRight, Plus, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { ScheduleSheet } from "./lazy-dialogs";
import { TodayLink } from "./today-link";
import { ScheduleFilters, ViewSwitch, type Filters } from "./schedule-filters";
import type { ToolbarProps } from "./toolbar-props";

export type { Filters, ToolbarProps };

/**
 * Desktop: navigation, view and New event on one row, filters on a second. Phone (below md): one
 * row, with the view, date and filters in a sheet, so the grid keeps the screen. CSS picks the
 * layout, so the server's HTML is already right on a phone.
 */
export function ScheduleToolbar(props: ToolbarProps) {
  const { setup, view } = props;
  const [sheetOpen, setSheetOpen] = useState(false);
  const unit = view === "month" ? "month" : view === "week" ? "week" : "day";
  const filtered = Boolean(props.filters.instructorId || props.filters.roomId || props.filters.serviceId);
  const navigation = (
    <>
      <Button variant="secondary" size="sm" onClick={() => props.onDate(setup.today)}>
        Today
      </Button>
      <div className="flex">
        <Button variant="ghost" size="icon" aria-label={`Previous ${unit}`} onClick={() => props.onStep(-1)}>
          <ChevronLeft />
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Next ${unit}`} onClick={() => props.onStep(1)}>
          <ChevronRight />
        </Button>
      </div>
    </>
  );
  return (
    <>
      <div className="flex items-center gap-1 border-b border-border bg-card px-2 py-1.5 md:hidden">
        {navigation}
        <h2 className="mr-auto min-w-0 truncate text-sm font-semibold" aria-live="polite">
          {props.phoneTitle}
        </h2>
        <Button variant="ghost" size="icon" aria-label="View and filters" className="relative" onClick={() => setSheetOpen(true)}>
          <SlidersHorizontal />
          {filtered && <span aria-hidden className="absolute right-2 top-2 size-2 rounded-full bg-primary" />}
        </Button>
        {props.canCreate && (
          <Button size="icon" aria-label="New event" onClick={props.onNew}>
            <Plus aria-hidden />
          </Button>
        )}
        {sheetOpen && <ScheduleSheet {...props} onClose={() => setSheetOpen(false)} />}
      </div>
      <div className="hidden gap-3 border-b border-border bg-card px-4 py-3 md:grid">
        <div className="flex flex-wrap items-center gap-2">
          {navigation}
          <h2 className="mr-auto min-w-0 truncate font-[family-name:var(--font-display)] text-xl font-semibold" aria-live="polite">
            {props.title}
          </h2>
          <DatePicker id="schedule-date" label="Go to date" hideLabel value={props.date} onChange={props.onDate} />
          <ViewSwitch view={view} onView={props.onView} />
          <TodayLink setup={setup} />
          {props.canCreate && (
            <Button size="sm" onClick={props.onNew}>
              <Plus aria-hidden /> New event
            </Button>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <ScheduleFilters {...props} idPrefix="" />
        </div>
      </div>
    </>
  );
}
