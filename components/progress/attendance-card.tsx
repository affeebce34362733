import type { Attendance } from "@/lib/progress/activity";
import { formatPercent } from "./format";
import { plural } from "@/lib/text/plural";

/** Attended ÷ booked over the last 90 days (every plan shows this), with no-shows and late cancels. */
export function AttendanceCard({ attendance }: { attendance: Attendance }) {
  return (
    <div className="grid content-start gap-1 rounded-lg bg-muted p-3">
      <p className="text-sm text-muted-foreground">Attendance, last 90 days</p>
      <p className="text-2xl font-semibold">{formatPercent(attendance.rate)}</p>
      <p className="text-xs text-muted-foreground">
        {attendance.booked === 0
          ? "No lessons or classes booked in the last 90 days."
          : `${attendance.attended} of ${plural(attendance.booked, "lesson or class", "lessons and classes")} attended · ${plural(attendance.noShows, "no-show")} · ${plural(attendance.lateCancels, "late cancel")}`}
      </p>
    </div>
  );
}

export function StatCard({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="grid content-start gap-1 rounded-lg bg-muted p-3">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-semibold">{value}</p>
      <p className="text-xs text-muted-foreground">{detail}</p>
    </div>
  );
}
