import type { BusinessHours } from "@/lib/db/schema/accounts";
import { addDays, weekdayOf } from "@/lib/scheduling/wall-time";

type WeeklySlot = { weekday: number; startTime: string; endTime: string };
type DayOff = { date: string; startTime: string | null; endTime: string | null };

function clockMinutes(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/**
 * Wall-clock minutes of weekly hours over the local dates `from`…`to` (both included), less days off
 * (no times: the whole day) and hours off. Minutes are counted on the studio's clocks, so a DST day
 * holds the same hours as any other.
 */
export function weeklyMinutes(slots: readonly WeeklySlot[], from: string, to: string, daysOff: readonly DayOff[] = []): number {
  let total = 0;
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    const off = daysOff.filter((item) => item.date === date);
    if (off.some((item) => !item.startTime || !item.endTime)) continue;
    for (const slot of slots) {
      if (slot.weekday !== weekday) continue;
      const [start, end] = [clockMinutes(slot.startTime), clockMinutes(slot.endTime)];
      const overlap = off.reduce(
        (sum, item) => sum + Math.max(0, Math.min(end, clockMinutes(item.endTime!)) - Math.max(start, clockMinutes(item.startTime!))),
        0,
      );
      total += Math.max(0, end - start - overlap);
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
