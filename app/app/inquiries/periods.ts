import { addDays, instantToLocal } from "@/lib/dates/wall-time";

/** The list's "Came in" choices: a period ending today, in the studio's days. */
export const PERIODS = [
  { value: "all", label: "Any time" },
  { value: "7", label: "Last 7 days" },
  { value: "30", label: "Last 30 days" },
  { value: "90", label: "Last 90 days" },
  { value: "365", label: "Last 12 months" },
];

/** The chosen period as from/to days (none for "any time"), and today in the studio. */
export function periodOf(value: string | undefined, timeZone: string) {
  const today = instantToLocal(new Date(), timeZone).date;
  const period = PERIODS.some((option) => option.value === value) ? (value as string) : "all";
  const range = period === "all" ? {} : { from: addDays(today, 1 - Number(period)), to: today };
  return { today, period, range };
}
