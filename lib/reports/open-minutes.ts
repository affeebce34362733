import type { BusinessHours } from "@/lib/db/schema/accounts";
import { daysBetween, weekdayOf } from "@/lib/dates/wall-time";

type WeeklySlot = { weekday: number; startTime: string; endTime: string };
type DayOff = { date: string; startTime: string | null; endTime: string | null };

function clockMinutes(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/**
 * Wall-clock minutes of weekly hours over the local dates `from`…`to` (both included), less days off
 * (no times: the whole day) and hours off. Minutes are counted on the studio's clocks, so a DST day
 * holds the same hours as any other. Counted per weekday (how many Mondays…), then corrected on the
 * days off only: five years of fifty instructors take microseconds, not a loop over every date.
 */
export function weeklyMinutes(slots: readonly WeeklySlot[], from: string, to: string, daysOff: readonly DayOff[] = []): number {
  const days = daysBetween(from, to) + 1;
  if (days <= 0) return 0;
  const perWeekday = Array.from({ length: 7 }, (_, weekday) =>
    slots
      .filter((slot) => slot.weekday === weekday)
      .reduce((sum, slot) => sum + Math.max(0, clockMinutes(slot.endTime) - clockMinutes(slot.startTime)), 0),
  );
  const first = weekdayOf(from);
  let total = 0;
  for (let weekday = 0; weekday < 7; weekday++) {
    const offset = (weekday - first + 7) % 7;
    const occurrences = offset < days ? Math.floor((days - 1 - offset) / 7) + 1 : 0;
    total += occurrences * perWeekday[weekday];
  }
  const offDates = [...new Set(daysOff.filter((item) => item.date >= from && item.date <= to).map((item) => item.date))];
  for (const date of offDates) {
    const weekday = weekdayOf(date);
    const off = daysOff.filter((item) => item.date === date);
    if (off.some((item) => !item.startTime || !item.endTime)) {
      total -= perWeekday[weekday];
      continue;
    }
    for (const slot of slots.filter((candidate) => candidate.weekday === weekday)) {
      const [start, end] = [clockMinutes(slot.startTime), clockMinutes(slot.endTime)];
      const overlap = off.reduce(
        (sum, item) => sum + Math.max(0, Math.min(end, clockMinutes(item.endTime!)) - Math.max(start, clockMinutes(item.startTime!))),
        0,
      );
      total -= Math.min(overlap, Math.max(0, end - start));
    }
  }
  return total;
}

/** The studio's business hours as weekly slots (a closed day has none). */
export function businessSlots(hours: BusinessHours): WeeklySlot[] {
  return Object.entries(hours).flatMap(([weekday, day]) =>
    day ? [{ weekday: Number(weekday), startTime: day.open, endTime: day.close }] : [],
  );
}
