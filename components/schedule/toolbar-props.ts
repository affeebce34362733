import type { Filters } from "./schedule-filters";
import type { ColorBy, GroupBy, ScheduleSetup, ViewKind } from "./types";

/** What the schedule's toolbar and its phone sheet show and change (a file of its own: the sheet loads lazily). */
export type ToolbarProps = {
  setup: ScheduleSetup;
  view: ViewKind;
  date: string;
  title: string;
  /** The same, short enough for a phone's one-row toolbar. */
  phoneTitle: string;
  groupBy: GroupBy;
  colorBy: ColorBy;
  filters: Filters;
  canCreate: boolean;
  onView: (view: ViewKind) => void;
  onDate: (date: string) => void;
  onStep: (direction: -1 | 1) => void;
  onGroupBy: (groupBy: GroupBy) => void;
  onColorBy: (colorBy: ColorBy) => void;
  onFilters: (update: (filters: Filters) => Filters) => void;
  onNew: () => void;
};
