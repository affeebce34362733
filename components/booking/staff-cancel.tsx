"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";
import { plural } from "@/lib/text/plural";

/**
 * The place being cancelled: what this needs of a row of the event's bookings (event-bookings.tsx).
 * `lateCancelCharge` and `lateCancelFrom` are the server's answer (lib/booking/late-cancel.ts).
 */
type CancellablePlace = { id: string; studentName: string; status: string; lateCancelFrom: string | null; lateCancelCharge: boolean };

type Props = {
  row: CancellablePlace;
  windowHours: number;
  disabled: boolean;
  onCancel: (action: () => Promise<string>) => void;
  /** The list was read before this place's window opened: read it again before asking. */
  onStale: () => void;
};

/**
 * Staff cancel a place or a waitlist place. It asks first, inline (the event is already a dialog),
 * and says whether cancelling now is a late cancellation, as the server answered; the API has the last word.
 */
export function StaffCancel({ row, windowHours, disabled, onCancel, onStale }: Props) {
  const [asking, setAsking] = useState(false);
  const isLate = row.lateCancelCharge;
  const what = row.status === "waitlisted" ? `${row.studentName}'s waitlist place` : `${row.studentName}'s booking`;

  if (!asking) {
    return (
      <Button
        size="sm"
        variant="ghost"
        disabled={disabled}
        aria-label={`Cancel ${what}`}
        onClick={() => {
          if (!row.lateCancelCharge && row.lateCancelFrom !== null && Date.now() >= Date.parse(row.lateCancelFrom)) onStale();
          setAsking(true);
        }}
      >
        Cancel
      </Button>
    );
  }
  return (
    <div role="group" aria-label={`Cancel ${what}?`} className="grid gap-2 rounded-md border border-border bg-card p-2 sm:col-span-2">
      <p className="text-sm">
        Cancel {what}?{" "}
        {row.status === "waitlisted"
          ? "They leave the waitlist."
          : isLate
            ? null
            : row.lateCancelFrom === null
              ? "It costs nothing: a normal cancellation."
              : `It is more than ${plural(windowHours, "hour")} before the start: a normal cancellation.`}
      </p>
      {isLate && (
        <p className="rounded-md bg-danger-soft px-2 py-1 text-sm font-medium text-danger">
          Late cancellation: the lesson starts in less than {plural(windowHours, "hour")}, so it is recorded as late and may be charged —
          unless the studio is the one cancelling.
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={() => setAsking(false)}>
          Keep it
        </Button>
        {isLate && (
          <Button
            size="sm"
            variant="secondary"
            disabled={disabled}
            onClick={() => {
              setAsking(false);
              onCancel(() => cancel(row, true));
            }}
          >
            Cancel without charge
          </Button>
        )}
        <Button
          size="sm"
          variant="danger"
          disabled={disabled}
          onClick={() => {
            setAsking(false);
            onCancel(() => cancel(row, false));
          }}
        >
          {isLate ? "Cancel as late" : "Cancel booking"}
        </Button>
      </div>
    </div>
  );
}

/** `waive`: the studio takes the blame (or forgives), so no late-cancel charge. */
async function cancel(row: CancellablePlace, waive: boolean): Promise<string> {
  const path = `/api/bookings/${row.id}${waive ? "?waive=true" : ""}`;
  const result = await apiFetch<{ booking: { status: string }; promoted: { id: string } | null }>(path, { method: "DELETE" });
  const late = result.booking.status === "late_cancel" ? " as a late cancellation" : "";
  return `${row.studentName} cancelled${late}.${result.promoted ? " The next student on the waitlist moved up." : ""}`;
}
