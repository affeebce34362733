"use client";

import { Plus, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { fieldClass, Label } from "@/components/ui/input";
import { apiFetch, readApiError } from "@/lib/api/api-fetch";
import { cn } from "@/lib/utils";
import { WEEKDAYS } from "./people-constants";

export type Slot = { weekday: number; startTime: string; endTime: string };
export type DayOff = { date: string; startTime: string | null; endTime: string | null; reason: string | null };

type Row<T> = T & { key: number };
let nextKey = 0;
const keyed = <T,>(item: T): Row<T> => ({ ...item, key: nextKey++ });
const timeClass = cn(fieldClass, "h-10 w-full min-w-0 px-1.5 sm:w-36 sm:px-3");

/** Weekly time ranges plus dated exceptions (days off), saved together with one PUT. */
export function AvailabilityEditor({
  instructorId,
  slots,
  exceptions,
  today,
}: {
  instructorId: string;
  slots: Slot[];
  exceptions: DayOff[];
  today: string;
}) {
  const router = useRouter();
  const [weekly, setWeekly] = useState(() => slots.map(keyed));
  const [daysOff, setDaysOff] = useState(() => exceptions.map(keyed));
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const patchSlot = (key: number, change: Partial<Slot>) =>
    setWeekly((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const patchDay = (key: number, change: Partial<DayOff>) =>
    setDaysOff((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  async function save() {
    setSaving(true);
    setNotice(null);
    try {
      await apiFetch(`/api/instructors/${instructorId}/availability`, {
        method: "PUT",
        body: {
          slots: weekly.map(({ weekday, startTime, endTime }) => ({ weekday, startTime, endTime })),
          exceptions: daysOff.map(({ date, startTime, endTime, reason }) => ({
            date,
            ...(startTime && endTime ? { startTime, endTime } : {}),
            ...(reason?.trim() ? { reason: reason.trim() } : {}),
          })),
        },
      });
      setNotice({ kind: "success", text: "Availability saved." });
      router.refresh();
    } catch (error) {
      const { message, fields } = readApiError(error);
      setNotice({
        kind: "error",
        text: [message, ...Object.values(fields)].filter((text, index, all) => all.indexOf(text) === index).join(" "),
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="availability-title" className="grid content-start gap-4 rounded-xl border border-border bg-card p-4">
      <h2 id="availability-title" className="text-lg font-semibold">
        Weekly availability
      </h2>
      {weekly.length === 0 && (
        <p className="text-sm text-muted-foreground">No teaching hours yet: students can&apos;t book private lessons with them.</p>
      )}
      <ul className="grid gap-2">
        {weekly.map((row, index) => (
          <li key={row.key} className="grid grid-cols-[1fr_auto_1fr_auto] items-center gap-2 sm:flex">
            <select
              aria-label={`Weekday ${index + 1}`}
              value={row.weekday}
              onChange={(e) => patchSlot(row.key, { weekday: Number(e.target.value) })}
              className={cn(fieldClass, "col-span-4 h-10 sm:w-36")}
            >
              {WEEKDAYS.map((day, weekday) => (
                <option key={day} value={weekday}>
                  {day}
                </option>
              ))}
            </select>
            <input
              aria-label={`From ${index + 1}`}
              type="time"
              step={900}
              value={row.startTime}
              onChange={(e) => patchSlot(row.key, { startTime: e.target.value })}
              className={timeClass}
            />
            <span aria-hidden>–</span>
            <input
              aria-label={`Until ${index + 1}`}
              type="time"
              step={900}
              value={row.endTime}
              onChange={(e) => patchSlot(row.key, { endTime: e.target.value })}
              className={timeClass}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove time range ${index + 1}`}
              onClick={() => setWeekly((rows) => rows.filter((item) => item.key !== row.key))}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="secondary"
        className="justify-self-start"
        onClick={() => setWeekly((rows) => [...rows, keyed({ weekday: 1, startTime: "10:00", endTime: "18:00" })])}
      >
        <Plus aria-hidden />
        Add time range
      </Button>
      <h3 className="border-t border-border pt-4 font-semibold">Days off and exceptions</h3>
      <ul className="grid gap-3">
        {daysOff.map((row, index) => (
          <li key={row.key} className="flex flex-wrap items-end gap-2">
            <DatePicker
              id={`day-off-${row.key}`}
              label={`Date ${index + 1}`}
              value={row.date}
              onChange={(date) => patchDay(row.key, { date })}
              className="w-44"
            />
            <div className="grid gap-1.5">
              <Label htmlFor={`day-off-from-${row.key}`}>Busy from (optional)</Label>
              <input
                id={`day-off-from-${row.key}`}
                type="time"
                step={900}
                value={row.startTime ?? ""}
                onChange={(e) => patchDay(row.key, { startTime: e.target.value || null })}
                className={timeClass}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`day-off-until-${row.key}`}>until</Label>
              <input
                id={`day-off-until-${row.key}`}
                type="time"
                step={900}
                value={row.endTime ?? ""}
                onChange={(e) => patchDay(row.key, { endTime: e.target.value || null })}
                className={timeClass}
              />
            </div>
            <div className="grid min-w-40 flex-1 gap-1.5">
              <Label htmlFor={`day-off-reason-${row.key}`}>Reason</Label>
              <input
                id={`day-off-reason-${row.key}`}
                value={row.reason ?? ""}
                onChange={(e) => patchDay(row.key, { reason: e.target.value })}
                className={cn(fieldClass, "h-10")}
              />
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove exception ${index + 1}`}
              onClick={() => setDaysOff((rows) => rows.filter((item) => item.key !== row.key))}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="secondary"
        className="justify-self-start"
        onClick={() => setDaysOff((rows) => [...rows, keyed({ date: today, startTime: null, endTime: null, reason: "" })])}
      >
        <Plus aria-hidden />
        Add day off
      </Button>
      <div className="flex flex-wrap items-center gap-3 border-t border-border pt-4">
        <Button type="button" onClick={save} disabled={saving}>
          Save availability
        </Button>
        {notice && (
          <p
            role={notice.kind === "error" ? "alert" : "status"}
            className={notice.kind === "error" ? "text-sm text-danger" : "text-sm text-success"}
          >
            {notice.text}
          </p>
        )}
      </div>
    </section>
  );
}
