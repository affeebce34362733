"use client";

import { ChevronLeft, ChevronRight, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { fieldClass } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import type { ColorBy, GroupBy, ScheduleSetup, ViewKind } from "./types";

export type Filters = { instructorId: string; roomId: string; serviceId: string };

type Props = {
  setup: ScheduleSetup;
  view: ViewKind;
  date: string;
  title: string;
  groupBy: GroupBy;
  colorBy: ColorBy;
  filters: Filters;
  canCreate: boolean;
  onView: (view: ViewKind) => void;
  onDate: (date: string) => void;
  onStep: (direction: -1 | 1) => void;
  onGroupBy: (groupBy: GroupBy) => void;
  onColorBy: (colorBy: ColorBy) => void;
  onFilters: (filters: Filters) => void;
  onNew: () => void;
};

const VIEWS: { value: ViewKind; label: string }[] = [
  { value: "day", label: "Day" },
  { value: "week", label: "Week" },
  { value: "month", label: "Month" },
];

export function ScheduleToolbar(props: Props) {
  const { setup, view, filters } = props;
  const unit = view === "month" ? "month" : view === "week" ? "week" : "day";
  const select = cn(fieldClass, "h-9 w-auto min-w-0 pr-8 text-sm");
  return (
    <div className="grid gap-3 border-b border-border bg-card px-3 py-3 sm:px-4">
      <div className="flex flex-wrap items-center gap-2">
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
        <h2 className="mr-auto min-w-0 truncate font-[family-name:var(--font-display)] text-lg font-semibold sm:text-xl" aria-live="polite">
          {props.title}
        </h2>
        <DatePicker id="schedule-date" label="Go to date" hideLabel value={props.date} onChange={props.onDate} />
        <div role="group" aria-label="View" className="inline-flex rounded-md border border-border p-0.5">
          {VIEWS.map((item) => (
            <button
              key={item.value}
              type="button"
              aria-pressed={view === item.value}
              onClick={() => props.onView(item.value)}
              className={cn(
                "h-8 rounded px-3 text-sm font-medium",
                view === item.value ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
              )}
            >
              {item.label}
            </button>
          ))}
        </div>
        {props.canCreate && (
          <Button size="sm" onClick={props.onNew}>
            <Plus aria-hidden /> New event
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {view === "day" && (
          <div role="group" aria-label="Columns" className="inline-flex rounded-md border border-border p-0.5">
            {(["instructor", "room"] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={props.groupBy === value}
                onClick={() => props.onGroupBy(value)}
                className={cn(
                  "h-8 rounded px-3 font-medium",
                  props.groupBy === value ? "bg-primary-soft text-foreground" : "text-muted-foreground hover:bg-muted",
                )}
              >
                By {value}
              </button>
            ))}
          </div>
        )}
        <label className="sr-only" htmlFor="filter-instructor">
          Instructor
        </label>
        <select
          id="filter-instructor"
          className={select}
          value={filters.instructorId}
          onChange={(e) => props.onFilters({ ...filters, instructorId: e.target.value })}
        >
          <option value="">All instructors</option>
          {setup.instructors.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="filter-room">
          Room
        </label>
        <select
          id="filter-room"
          className={select}
          value={filters.roomId}
          onChange={(e) => props.onFilters({ ...filters, roomId: e.target.value })}
        >
          <option value="">All rooms</option>
          {setup.rooms.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="filter-service">
          Service
        </label>
        <select
          id="filter-service"
          className={select}
          value={filters.serviceId}
          onChange={(e) => props.onFilters({ ...filters, serviceId: e.target.value })}
        >
          <option value="">All services</option>
          {setup.services.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="color-by">
          Colour events by
        </label>
        <select id="color-by" className={select} value={props.colorBy} onChange={(e) => props.onColorBy(e.target.value as ColorBy)}>
          <option value="service">Colour by service</option>
          <option value="instructor">Colour by instructor</option>
        </select>
      </div>
    </div>
  );
}
