import type { Attendance } from "@/lib/progress/activity";
import { formatPercent } from "./format";

/** Attended ÷ booked over the last 90 days (every plan shows this), with no-shows and late cancels. */
export function AttendanceCard({ attendance }: { attendance: Attendance }) {
  return (
    <div className="grid content-start gap-1 rounded-lg bg-muted p-3">
      <p className="text-sm text-muted-foreground">Attendance, last 90 days</p>
      <p className="text-2xl font-semibold">{formatPercent(attendance.rate)}</p>
      <p className="text-xs text-muted-foreground">
        {attendance.booked === 0
          ? "No lessons or classes booked in the last 90 days."
          : `${attendance.attended} of ${attendance.booked} lessons and classes attended · ${attendance.noShows} no-show${attendance.noShows === 1 ? "" : "s"} · ${attendance.lateCancels} late cancel${attendance.lateCancels === 1 ? "" : "s"}`}
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
