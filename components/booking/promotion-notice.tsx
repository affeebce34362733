"use client";

import { PartyPopper, X } from "lucide-react";
import { useState } from "react";
import { formatClock } from "@/components/schedule/format";
import { useStudioLocale } from "@/components/ui/studio-locale";
import type { StudioLocale } from "@/lib/studio/locales";
import { apiFetch, readApiError } from "@/lib/api/api-fetch";
import type { MyLesson } from "@/lib/booking/student-schedule";

/** "Tue, Dec 1 at 7:00 PM" in the studio's time zone. */
export function formatPromotedWhen(startsAt: string, timeZone: string, locale: StudioLocale): string {
  const start = new Date(startsAt);
  const day = new Intl.DateTimeFormat(locale, { weekday: "short", month: "short", day: "numeric", timeZone }).format(start);
  return `${day} at ${formatClock(start, timeZone, locale)}`;
}

/**
 * Tells the student a waitlist place became a booked one, until they dismiss it. The dismissal is
 * a seen mark on the server (POST /api/me/notices/{id}/seen), so it holds on every device and after
 * every reload. It hides once the mark is saved: a reload right after a dismissal can't bring it back.
 */
export function PromotionNotice({ lessons, timeZone }: { lessons: MyLesson[]; timeZone: string }) {
  const locale = useStudioLocale();
  const [hidden, setHidden] = useState<readonly string[]>([]);
  const [saving, setSaving] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ bookingId: string; message: string } | null>(null);
  const promoted = lessons.filter((lesson) => lesson.promotedAt && !lesson.promotionSeen && !hidden.includes(lesson.bookingId));
  if (promoted.length === 0) return null;

  // Hidden once saved, not before: a reload while the mark was on its way brought the notice back.
  async function dismiss(bookingId: string) {
    setSaving(bookingId);
    setFailed(null);
    try {
      await apiFetch(`/api/me/notices/${bookingId}/seen`, { method: "POST" });
      setHidden((ids) => [...ids, bookingId]);
    } catch (error) {
      // Not saved: the notice stays, says why, and its button can be pressed again.
      setFailed({ bookingId, message: readApiError(error, "The notice couldn't be dismissed just now. Please try again.").message });
    } finally {
      setSaving(null);
    }
  }

  return (
    <ul aria-label="Moved up from the waitlist" className="grid gap-2">
      {promoted.map((lesson) => (
        // The status role sits inside the item: a list's children must stay list items (axe's "list" rule).
        <li key={lesson.bookingId}>
          <div
            role="status"
            className="flex items-start justify-between gap-3 rounded-lg border border-success/40 bg-success-soft px-4 py-3 text-sm text-success"
          >
            <span className="flex items-start gap-2">
              <PartyPopper aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>
                Good news — a place opened up: you&apos;re booked for <strong>{lesson.title}</strong> on{" "}
                {formatPromotedWhen(lesson.startsAt, timeZone, locale)}.
              </span>
            </span>
            <button
              type="button"
              aria-label={`Dismiss the notice about ${lesson.title}`}
              disabled={saving === lesson.bookingId}
              onClick={() => dismiss(lesson.bookingId)}
              className="rounded p-0.5 hover:bg-black/5 dark:hover:bg-white/10"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
          {failed?.bookingId === lesson.bookingId && (
            <p role="alert" className="mt-1 rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
              {failed.message}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
