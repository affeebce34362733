"use client";

import { useChoiceBeforeHydration } from "@/components/forms/use-choice-before-hydration";
import { fieldClass } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import type { ColorBy, GroupBy, ScheduleSetup, ViewKind } from "./types";

export type Filters = { instructorId: string; roomId: string; serviceId: string };

const VIEWS: { value: ViewKind; label: string }[] = [
  { value: "day", label: "Day" },
  { value: "week", label: "Week" },
  { value: "month", label: "Month" },
];

export function ViewSwitch({ view, onView }: { view: ViewKind; onView: (view: ViewKind) => void }) {
  return (
    <div role="group" aria-label="View" className="inline-flex w-fit rounded-md border border-border p-0.5">
      {VIEWS.map((item) => (
        <button
          key={item.value}
          type="button"
          aria-pressed={view === item.value}
          onClick={() => onView(item.value)}
          className={cn(
            "h-8 rounded px-3 text-sm font-medium",
            view === item.value ? "bg-action text-action-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
          )}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

type FilterProps = {
  setup: ScheduleSetup;
  view: ViewKind;
  groupBy: GroupBy;
  colorBy: ColorBy;
  filters: Filters;
  onGroupBy: (groupBy: GroupBy) => void;
  onColorBy: (colorBy: ColorBy) => void;
  /** An update of the filters (two chosen before hydration are applied one after the other). */
  onFilters: (update: (filters: Filters) => Filters) => void;
  /** Keeps ids unique when the phone's sheet and the desktop toolbar are both in the page. */
  idPrefix: string;
  /** Visible labels (the phone's sheet) or screen-reader ones (the desktop toolbar's compact row). */
  showLabels?: boolean;
};

/** Day columns, the instructor/room/service filters and the colour choice. */
export function ScheduleFilters(props: FilterProps) {
  const { setup, filters, idPrefix, showLabels } = props;
  // A choice made before hydration is applied too (useChoiceBeforeHydration); updates, not values,
  // so two filters changed that early don't overwrite each other.
  const filterBy = (key: keyof Filters) => (value: string) => props.onFilters((current) => ({ ...current, [key]: value }));
  const instructorRef = useChoiceBeforeHydration<HTMLSelectElement>(filters.instructorId, filterBy("instructorId"));
  const roomRef = useChoiceBeforeHydration<HTMLSelectElement>(filters.roomId, filterBy("roomId"));
  const serviceRef = useChoiceBeforeHydration<HTMLSelectElement>(filters.serviceId, filterBy("serviceId"));
  const colorRef = useChoiceBeforeHydration<HTMLSelectElement>(props.colorBy, (value) => props.onColorBy(value as ColorBy));
  const select = cn(fieldClass, "h-9 min-w-0 pr-8 text-sm", showLabels ? "w-full" : "w-auto");
  const field = (id: string, label: string, control: React.ReactNode) => (
    <div className={showLabels ? "grid gap-1" : "contents"}>
      <label className={showLabels ? "text-sm font-medium" : "sr-only"} htmlFor={`${idPrefix}${id}`}>
        {label}
      </label>
      {control}
    </div>
  );
  const options = (items: { id: string; name: string }[], all: string) => [
    <option key="" value="">
      {all}
    </option>,
    ...items.map((item) => (
      <option key={item.id} value={item.id}>
        {item.name}
      </option>
    )),
  ];
  return (
    <>
      {props.view === "day" && (
        <div role="group" aria-label="Columns" className="inline-flex w-fit rounded-md border border-border p-0.5">
          {(["instructor", "room"] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={props.groupBy === value}
              onClick={() => props.onGroupBy(value)}
              className={cn(
                "h-8 rounded px-3 text-sm font-medium",
                props.groupBy === value ? "bg-primary-soft text-foreground" : "text-muted-foreground hover:bg-muted",
              )}
            >
              By {value}
            </button>
          ))}
        </div>
      )}
      {field(
        "filter-instructor",
        "Instructor",
        <select
          id={`${idPrefix}filter-instructor`}
          ref={instructorRef}
          className={select}
          value={filters.instructorId}
          onChange={(e) => filterBy("instructorId")(e.target.value)}
        >
          {options(setup.instructors, "All instructors")}
        </select>,
      )}
      {field(
        "filter-room",
        "Room",
        <select
          id={`${idPrefix}filter-room`}
          ref={roomRef}
          className={select}
          value={filters.roomId}
          onChange={(e) => filterBy("roomId")(e.target.value)}
        >
          {options(setup.rooms, "All rooms")}
        </select>,
      )}
      {field(
        "filter-service",
        "Service",
        <select
          id={`${idPrefix}filter-service`}
          ref={serviceRef}
          className={select}
          value={filters.serviceId}
          onChange={(e) => filterBy("serviceId")(e.target.value)}
        >
          {options(setup.services, "All services")}
        </select>,
      )}
      {field(
        "color-by",
        "Colour events by",
        <select
          id={`${idPrefix}color-by`}
          ref={colorRef}
          className={select}
          value={props.colorBy}
          onChange={(e) => props.onColorBy(e.target.value as ColorBy)}
        >
          <option value="service">Colour by service</option>
          <option value="instructor">Colour by instructor</option>
          <option value="room">Colour by room</option>
        </select>,
      )}
    </>
  );
}
