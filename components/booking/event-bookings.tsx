"use client";

import { useEffect, useState } from "react";
import type { EventView } from "@/components/schedule/types";
import { RecordProgressDialog } from "@/components/progress/record-progress-dialog";
import { Button } from "@/components/ui/button";
import { apiFetch, readApiError } from "@/lib/api/api-fetch";
import { AttendanceButtons } from "./attendance-buttons";
import { BookStudent } from "./book-student";
import { StaffCancel } from "./staff-cancel";

export type EventBooking = {
  id: string;
  studentId: string;
  studentName: string;
  status: string;
  role: "lead" | "follow" | null;
  position: number | null;
  /** When cancelling turns late (null: never), and whether cancelling now would be charged: the server's answer. */
  lateCancelFrom: string | null;
  lateCancelCharge: boolean;
};

type EventBookingsAnswer = { bookings: EventBooking[]; windowHours: number; ownStudentsOnly: boolean };

const STATUS_LABEL: Record<string, string> = {
  booked: "Booked",
  held: "Awaiting payment",
  attended: "Attended",
  no_show: "No-show",
  late_cancel: "Late cancel",
  waitlisted: "Waitlisted",
};

/** Statuses that hold the student in the lesson (or its waitlist): not offered for booking again. */
const ACTIVE = ["booked", "held", "attended", "waitlisted"];

/**
 * A class takes bookings while it runs (a full one onto its waitlist); a private lesson while it has
 * a free place — the student (or couple) it is for, booked by the desk or the instructor.
 */
function canBookMore(event: EventView, rows: EventBooking[]): boolean {
  if (event.service.kind === "rental") return false;
  if (event.service.kind !== "private") return true;
  return rows.filter((row) => row.status === "booked" || row.status === "held").length < event.capacity;
}

/** Who booked an event (staff only), its waitlist, booking a student, and attendance once it has started. */
export function EventBookings({ event, onChanged }: { event: EventView; onChanged?: () => void }) {
  const [answer, setAnswer] = useState<EventBookingsAnswer | null>(null);
  const rows = answer?.bookings ?? null;
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Decided once per opening: attendance is for lessons that have begun (the API refuses the others).
  const [hasStarted] = useState(() => Date.parse(event.startsAt) <= Date.now());

  const [version, setVersion] = useState(0);
  const [recording, setRecording] = useState<EventBooking | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiFetch<EventBookingsAnswer>(`/api/events/${event.id}/bookings`, { signal: controller.signal })
      .then(setAnswer)
      .catch((error) => {
        if ((error as Error).name !== "AbortError")
          setMessage({ kind: "error", text: readApiError(error, "Bookings couldn't be loaded.").message });
      });
    return () => controller.abort();
  }, [event.id, version]);

  const reread = () => setVersion((value) => value + 1);

  async function act(action: () => Promise<string>) {
    setBusy(true);
    try {
      setMessage({ kind: "success", text: await action() });
      setVersion((value) => value + 1);
      onChanged?.();
    } catch (error) {
      setMessage({ kind: "error", text: readApiError(error, "That change couldn't be saved.").message });
    }
    setBusy(false);
  }

  const places = rows?.filter((row) => row.status !== "waitlisted") ?? [];
  const waitlist = rows?.filter((row) => row.status === "waitlisted") ?? [];
  return (
    <section aria-label="Bookings" className="grid gap-3 border-t border-border pt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">Who booked{rows !== null && ` (${places.length})`}</h3>
        {hasStarted && places.some((row) => row.status === "booked") && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => act(async () => markAll(event.id))}>
            Mark all present
          </Button>
        )}
      </div>
      {message && (
        <p
          role={message.kind === "error" ? "alert" : "status"}
          className={
            message.kind === "error"
              ? "rounded-md bg-danger-soft px-3 py-2 text-sm text-danger"
              : "rounded-md bg-success-soft px-3 py-2 text-sm text-success"
          }
        >
          {message.text}
        </p>
      )}
      {rows === null && !message && <p className="text-sm text-muted-foreground">Loading bookings…</p>}
      {rows !== null && places.length === 0 && <p className="text-sm text-muted-foreground">Nobody has booked yet.</p>}
      {places.length > 0 && (
        <ul className="grid gap-1">
          {places.map((row) => (
            <li key={row.id} className="grid gap-1.5 rounded-md bg-muted/60 px-3 py-1.5 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
              <span>
                <span className="font-medium">{row.studentName}</span>
                {row.role && <span className="text-muted-foreground"> · {row.role}</span>}
                <span className="text-muted-foreground"> · {STATUS_LABEL[row.status] ?? row.status}</span>
              </span>
              {hasStarted && (
                <AttendanceButtons booking={row} disabled={busy} onMark={(status, label) => act(async () => mark(row, status, label))} />
              )}
              {(row.status === "booked" || row.status === "attended") && (
                <Button size="sm" variant="secondary" className="sm:col-start-2" onClick={() => setRecording(row)}>
                  Record progress<span className="sr-only"> for {row.studentName}</span>
                </Button>
              )}
              {!hasStarted && row.status === "booked" && (
                <StaffCancel row={row} windowHours={answer!.windowHours} disabled={busy} onCancel={act} onStale={reread} />
              )}
            </li>
          ))}
        </ul>
      )}
      {!hasStarted && places.length > 0 && (
        <p className="text-xs text-muted-foreground">Attendance can be posted once the lesson has started.</p>
      )}
      {waitlist.length > 0 && (
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold">Waitlist</h3>
          <ol className="grid gap-1 text-sm">
            {waitlist.map((row) => (
              <li key={row.id} className="grid gap-1.5 rounded-md px-3 py-1 sm:grid-cols-[1fr_auto] sm:items-center">
                <span>
                  {row.position}. {row.studentName}
                  {row.role && <span className="text-muted-foreground"> · {row.role}</span>}
                </span>
                {!hasStarted && <StaffCancel row={row} windowHours={answer!.windowHours} disabled={busy} onCancel={act} onStale={reread} />}
              </li>
            ))}
          </ol>
        </div>
      )}
      {!hasStarted && rows !== null && canBookMore(event, rows) && (
        <BookStudent
          eventId={event.id}
          ownStudentsOnly={answer!.ownStudentsOnly}
          asksRole={event.service.kind !== "private"}
          exclude={rows.filter((row) => ACTIVE.includes(row.status)).map((row) => row.studentId)}
          disabled={busy}
          onBook={(body, name) => act(async () => book(event.id, body, name))}
        />
      )}
      {recording && (
        <RecordProgressDialog
          student={{ id: recording.studentId, name: recording.studentName }}
          eventId={event.id}
          onClose={() => setRecording(null)}
        />
      )}
    </section>
  );
}

async function markAll(eventId: string): Promise<string> {
  const { marked } = await apiFetch<{ marked: number }>(`/api/events/${eventId}/attendance/all-present`, { method: "POST" });
  return `${marked} marked present.`;
}

async function mark(row: EventBooking, status: string, label: string): Promise<string> {
  await apiFetch(`/api/bookings/${row.id}/attendance`, { body: { status } });
  return `${row.studentName}: ${label}.`;
}

async function book(eventId: string, body: Record<string, string>, name: string): Promise<string> {
  const { booking } = await apiFetch<{ booking: { status: string; position?: number } }>(`/api/events/${eventId}/bookings`, { body });
  return booking.status === "booked" ? `${name} booked.` : `The class is full: ${name} is waitlisted, position ${booking.position}.`;
}
