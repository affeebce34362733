"use client";

import { PartyPopper, X } from "lucide-react";
import { useSyncExternalStore } from "react";
import { formatClock } from "@/components/schedule/format";
import type { MyLesson } from "@/lib/booking/student-schedule";

const STORAGE_KEY = "promenade.dismissed-promotions";

/** "Tue, Dec 1 at 7:00 PM" in the studio's time zone. */
export function formatPromotedWhen(startsAt: string, timeZone: string): string {
  const start = new Date(startsAt);
  const day = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone }).format(start);
  return `${day} at ${formatClock(start, timeZone)}`;
}

/**
 * Tells the student a waitlist place became a booked one. The server has no "seen" flag, so a
 * dismissal is remembered in this browser (per booking); until then the notice stays while the
 * lesson is upcoming, so it is not missed.
 */
export function PromotionNotice({ lessons, timeZone }: { lessons: MyLesson[]; timeZone: string }) {
  const dismissed = useSyncExternalStore(subscribe, readDismissed, () => "");
  const promoted = lessons.filter((lesson) => lesson.promotedAt && !dismissed.split(",").includes(lesson.bookingId));
  if (promoted.length === 0) return null;
  return (
    <ul aria-label="Moved up from the waitlist" className="grid gap-2">
      {promoted.map((lesson) => (
        <li
          key={lesson.bookingId}
          role="status"
          className="flex items-start justify-between gap-3 rounded-lg border border-success/40 bg-success-soft px-4 py-3 text-sm text-success"
        >
          <span className="flex items-start gap-2">
            <PartyPopper aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              Good news — a place opened up: you&apos;re booked for <strong>{lesson.title}</strong> on{" "}
              {formatPromotedWhen(lesson.startsAt, timeZone)}.
            </span>
          </span>
          <button
            type="button"
            aria-label={`Dismiss the notice about ${lesson.title}`}
            onClick={() => dismiss(lesson.bookingId)}
            className="rounded p-0.5 hover:bg-black/5 dark:hover:bg-white/10"
          >
            <X aria-hidden className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}

function subscribe(notify: () => void) {
  window.addEventListener("storage", notify);
  window.addEventListener("promenade:promotions", notify);
  return () => {
    window.removeEventListener("storage", notify);
    window.removeEventListener("promenade:promotions", notify);
  };
}

function readDismissed(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
}

function dismiss(bookingId: string) {
  // Only the last few ids matter: older lessons are over and no longer listed.
  const ids = [...readDismissed().split(",").filter(Boolean), bookingId].slice(-50);
  try {
    window.localStorage.setItem(STORAGE_KEY, ids.join(","));
  } catch {
    // Private mode: the notice simply comes back next visit.
  }
  window.dispatchEvent(new Event("promenade:promotions"));
}
