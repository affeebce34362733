import type { SQL } from "drizzle-orm";
import type { DayScope } from "./day-scope";
import { lessonDays, levelDays } from "./lesson-days";
import { fillDays, hourDays, moneyDays, packageDays, studentDays } from "./other-days";

/**
 * Each rollup table: how its day rows are computed from the sources, and how month and year rows
 * are summed from the grain below (dimensions kept, counts summed, first/last visits kept).
 */
export type RollupFamily = {
  table: string;
  dims: string[];
  sums: string[];
  mins?: string[];
  maxs?: string[];
  /** [column, ordered by]: the value at the earliest `ordered by` (the first visit's lesson). */
  firsts?: [string, string][];
  days: (scope: DayScope) => SQL;
};

const LESSON_SUMS = [
  "scheduled_events",
  "scheduled_minutes",
  "places_booked",
  "events_booked",
  "lessons_taught",
  "taught_minutes",
  "attended",
  "no_shows",
  "late_cancels",
  "units_used",
  "revenue",
  "sessions",
  "places_taken",
  "places",
  "pay_private",
  "pay_classes",
  "pay_private_minutes",
  "pay_class_minutes",
  "pay_missed",
  "pay_taught_cents",
  "pay_missed_cents",
  "without_rate",
];

export const ROLLUP_FAMILIES: RollupFamily[] = [
  { table: "report_lesson_facts", dims: ["instructor_id", "service_id", "room_id", "dance_id"], sums: LESSON_SUMS, days: lessonDays },
  {
    table: "report_level_facts",
    dims: ["instructor_id", "service_id", "room_id", "level", "dance_id"],
    sums: ["attended", "no_shows", "late_cancels", "revenue", "lessons_taught", "taught_minutes"],
    days: levelDays,
  },
  {
    table: "report_student_facts",
    dims: ["student_id"],
    sums: ["attended", "no_shows", "late_cancels", "balance_cents"],
    mins: ["first_visit_at"],
    maxs: ["last_visit_at"],
    firsts: [["first_event_id", "first_visit_at"]],
    days: studentDays,
  },
  { table: "report_money_facts", dims: ["kind", "method"], sums: ["amount_cents", "entries"], days: moneyDays },
  { table: "report_package_facts", dims: ["name"], sums: ["sold", "units_sold", "sales_cents", "units_used"], days: packageDays },
  { table: "report_hour_facts", dims: ["weekday", "hour"], sums: ["lessons"], days: hourDays },
  { table: "report_fill_facts", dims: ["instructor_id", "taken", "capacity"], sums: ["sessions"], days: fillDays },
];
