"use client";

import { CalendarClock, DoorOpen, NotebookPen, Repeat, User, Users, Video } from "lucide-react";
import { EventBookings } from "@/components/booking/event-bookings";
import { AddToCalendarLink } from "@/components/calendar/add-to-calendar-link";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { useApiData } from "@/components/payments/use-api-data";
import { formatClock, formatDateLabel } from "./format";
import type { EventView } from "./types";
import { instantToLocal } from "@/lib/dates/wall-time";
import { useStudioLocale } from "@/components/ui/studio-locale";

type Props = {
  event: EventView | null;
  timeZone: string;
  editable: boolean;
  onClose: () => void;
  onEdit: (event: EventView) => void;
  onCancelEvent: (event: EventView) => void;
  /** Staff booked someone or posted attendance: the calendar's places count is stale. */
  onBookingsChanged?: () => void;
};

/** What a click (or Enter) on an event shows: service, time, people, place, places booked, notes; for staff, who booked. */
export function EventDetailsDialog({ event, timeZone, editable, onClose, onEdit, onCancelEvent, onBookingsChanged }: Props) {
  const locale = useStudioLocale();
  // A remote lesson's link: the API answers it to the lesson's people only (null for everyone else).
  const meeting = useApiData<{ meetingUrl: string | null }>(
    event && event.status === "scheduled" ? `/api/events/${event.id}/meeting` : null,
  );
  if (!event) return null;
  // Never the previous lesson's answer while this one's loads.
  const meetingUrl = meeting.loading || meeting.error ? null : (meeting.data?.meetingUrl ?? null);
  const start = new Date(event.startsAt);
  const rows: { icon: React.ReactNode; label: string; value: string }[] = [
    {
      icon: <CalendarClock aria-hidden />,
      label: "When",
      value: `${formatDateLabel(instantToLocal(start, timeZone).date, "long", locale)}, ${formatClock(start, timeZone, locale)}–${formatClock(new Date(event.endsAt), timeZone, locale)}`,
    },
    { icon: <User aria-hidden />, label: "Instructor", value: event.instructor?.name ?? "No instructor" },
    { icon: <DoorOpen aria-hidden />, label: "Room", value: event.room?.name ?? "No room" },
    { icon: <Users aria-hidden />, label: "Booked", value: `${event.booked} of ${event.capacity}` },
  ];
  if (event.seriesId) rows.push({ icon: <Repeat aria-hidden />, label: "Repeats", value: "Weekly" });
  if (event.notes) rows.push({ icon: <NotebookPen aria-hidden />, label: "Notes", value: event.notes });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={event.title} description={`${event.service.name} · ${labelForKind(event.service.kind)}`}>
        <dl className="grid gap-3">
          {rows.map((row) => (
            <div
              key={row.label}
              className="grid grid-cols-[1.25rem_6rem_1fr] items-start gap-2 text-sm [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:text-muted-foreground"
            >
              {row.icon}
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="whitespace-pre-wrap">{row.value}</dd>
            </div>
          ))}
          {meetingUrl && (
            <div className="grid grid-cols-[1.25rem_6rem_1fr] items-start gap-2 text-sm [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:text-muted-foreground">
              <Video aria-hidden />
              <dt className="text-muted-foreground">Online</dt>
              <dd className="min-w-0">
                <a
                  href={meetingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-primary underline underline-offset-4"
                  data-testid="meeting-link"
                >
                  Join the video lesson
                </a>
                <span className="block truncate text-xs text-muted-foreground">{meetingUrl}</span>
              </dd>
            </div>
          )}
        </dl>
        {/* The event's instructor and owners see who booked (the API refuses everyone else). */}
        {editable && <EventBookings key={event.id} event={event} onChanged={onBookingsChanged} />}
        <div className="flex flex-wrap justify-end gap-2">
          <AddToCalendarLink eventId={event.id} title={event.title} size="md" />
          {editable && (
            <>
              <Button variant="secondary" onClick={() => onCancelEvent(event)}>
                Cancel event
              </Button>
              <Button onClick={() => onEdit(event)}>Edit</Button>
            </>
          )}
          {!editable && (
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function labelForKind(kind: string): string {
  return { private: "Private lesson", group: "Group class", practice: "Practice party", rental: "Room rental" }[kind] ?? kind;
}
