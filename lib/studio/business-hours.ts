// The studio's weekly opening hours as every layer above storage sees them.
import type { BusinessHours } from "@/lib/db/schema/accounts";

export type { BusinessHours };

/** One open day as the API writes it: weekday 0 (Sunday) … 6, local wall-clock "HH:MM" times. */
export type OpenDay = { weekday: number; opens: string; closes: string };

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Stored hours → the API's list of open days (closed days left out), Sunday first; null when never set. */
export function hoursToList(hours: BusinessHours | null): OpenDay[] | null {
  if (!hours) return null;
  const days: OpenDay[] = [];
  for (let weekday = 0; weekday < 7; weekday += 1) {
    const day = hours[String(weekday) as keyof BusinessHours];
    if (day) days.push({ weekday, opens: day.open, closes: day.close });
  }
  return days;
}

/** The API's list → stored hours: a weekday not in the list is closed. */
export function listToHours(days: OpenDay[]): BusinessHours {
  const hours = { "0": null, "1": null, "2": null, "3": null, "4": null, "5": null, "6": null } as BusinessHours;
  for (const day of days) hours[String(day.weekday) as keyof BusinessHours] = { open: day.opens, close: day.closes };
  return hours;
}
