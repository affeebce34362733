"use client";

import { Video } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { AddToCalendarLink } from "@/components/calendar/add-to-calendar-link";
import { formatClock } from "@/components/schedule/format";
import { useMinuteClock } from "@/components/schedule/use-client-facts";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { apiFetch } from "@/lib/api/api-fetch";
import type { MyLesson } from "@/lib/booking/student-schedule";
import { formatInstant, formatWhen, policyText } from "./when";
import { plural } from "@/lib/text/plural";
import { useStudioLocale } from "@/components/ui/studio-locale";

type Props = {
  lessons: MyLesson[];
  timeZone: string;
  windowHours: number;
  busy: string | null;
  run: (key: string, action: () => Promise<string>) => Promise<boolean>;
};

/** The student's own upcoming lessons and waitlist places; Cancel shows the policy before it happens. */
export function MyLessons({ lessons, timeZone, windowHours, busy, run }: Props) {
  const locale = useStudioLocale();
  const router = useRouter();
  const [pendingId, setPendingId] = useState<string | null>(null);
  // The lesson as the latest read of the page says: whether cancelling is late is the server's answer.
  const pending = lessons.find((lesson) => lesson.bookingId === pendingId) ?? null;
  // The browser's clock, to the minute: a lesson under way can't be cancelled any more.
  const minute = useMinuteClock();
  if (lessons.length === 0)
    return <p className="text-sm text-muted-foreground">No upcoming lessons yet. Book a class or a private lesson below.</p>;
  const isLate = pending?.lateCancelCharge ?? false;

  async function confirm(lesson: MyLesson) {
    const ok = await run(`cancel-${lesson.bookingId}`, async () => {
      const result = await apiFetch<{ booking: { status: string } }>(`/api/bookings/${lesson.bookingId}`, { method: "DELETE" });
      return result.booking.status === "late_cancel"
        ? `${lesson.title} cancelled — recorded as a late cancellation.`
        : `${lesson.title} cancelled.`;
    });
    if (ok) setPendingId(null);
  }

  return (
    <>
      <ul className="grid gap-3">
        {lessons.map((lesson) => (
          <li
            key={lesson.bookingId}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4"
          >
            <div className="min-w-0">
              <p className="font-semibold">
                {lesson.title}
                {lesson.status === "waitlisted" && (
                  <span className="ml-2 rounded bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary">
                    Waitlisted, position {lesson.position}
                  </span>
                )}
                {lesson.status === "held" && lesson.holdExpiresAt && (
                  <span className="ml-2 rounded bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent">
                    Awaiting payment until {formatClock(new Date(lesson.holdExpiresAt), timeZone, locale)}
                  </span>
                )}
                {lesson.promotedAt && (
                  <span className="ml-2 rounded bg-success-soft px-2 py-0.5 text-xs font-medium text-success">
                    Moved up from the waitlist
                  </span>
                )}
              </p>
              <p className="text-sm text-muted-foreground">{formatWhen(lesson.startsAt, lesson.endsAt, timeZone, locale)}</p>
              <p className="text-sm text-muted-foreground">{[lesson.instructorName, lesson.roomName].filter(Boolean).join(" · ")}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              {/* The link's name starts with the words on it: a speech-control user says what they see. */}
              {lesson.meetingUrl && (
                <Button asChild size="sm">
                  <a href={lesson.meetingUrl} target="_blank" rel="noopener noreferrer">
                    <Video aria-hidden /> Join online
                    <span className="sr-only">
                      {" "}
                      for {lesson.title}, {formatWhen(lesson.startsAt, lesson.endsAt, timeZone, locale)} (opens in a new tab)
                    </span>
                  </a>
                </Button>
              )}
              {lesson.status === "booked" && (
                <AddToCalendarLink
                  eventId={lesson.eventId}
                  title={`${lesson.title}, ${formatWhen(lesson.startsAt, lesson.endsAt, timeZone, locale)}`}
                />
              )}
              {/* A lesson under way can't be cancelled any more (until the clock is known, offer it: the API decides). */}
              {(minute === null || Date.parse(lesson.startsAt) > minute * 60_000) && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${lesson.status === "waitlisted" ? "Leave waitlist" : "Cancel"} ${lesson.title}, ${formatWhen(lesson.startsAt, lesson.endsAt, timeZone, locale)}`}
                  onClick={() => {
                    setPendingId(lesson.bookingId);
                    // The page was read before this lesson's window opened: read it again, so the warning is the server's of now.
                    if (!lesson.lateCancelCharge && lesson.lateCancelFrom !== null && Date.now() >= Date.parse(lesson.lateCancelFrom))
                      router.refresh();
                  }}
                >
                  {lesson.status === "waitlisted" ? "Leave waitlist" : "Cancel"}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Dialog open={pending !== null} onOpenChange={(open) => !open && setPendingId(null)}>
        {pending && (
          <DialogContent
            title={pending.status === "waitlisted" ? "Leave the waitlist?" : `Cancel ${pending.title}?`}
            description={formatWhen(pending.startsAt, pending.endsAt, timeZone, locale)}
          >
            <p className="text-sm">
              {pending.status === "held" ? "You haven't paid for this place yet: letting it go costs nothing." : policyText(windowHours)}
            </p>
            {pending.status === "booked" && !isLate && (
              <p className="text-sm text-muted-foreground">
                {pending.lateCancelFrom === null
                  ? "Cancelling this place costs nothing."
                  : `Free to cancel until ${formatInstant(pending.lateCancelFrom, timeZone, locale)}.`}
              </p>
            )}
            {isLate && (
              <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
                This lesson starts in less than {plural(windowHours, "hour")}: cancelling now is a late cancellation and may be charged.
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setPendingId(null)}>
                Keep it
              </Button>
              <Button variant="danger" disabled={busy !== null} onClick={() => confirm(pending)}>
                {isLate ? "Cancel anyway" : pending.status === "waitlisted" ? "Leave waitlist" : "Cancel lesson"}
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
