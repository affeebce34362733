"use client";

import { useApiData } from "@/components/payments/use-api-data";
import { readPlanRequired } from "@/lib/api/api-fetch";
import type { CalendarFeeds } from "@/lib/calendar/schemas";
import { CalendarFeedCard } from "./calendar-feed-card";

/** Settings → Calendar: the person's private feed URL, and for owners the whole studio's and one per instructor and per room. */
export function CalendarSection() {
  const { data, error, reload } = useApiData<CalendarFeeds>("/api/me/calendar");
  const planRequired = readPlanRequired(error);
  const feeds = data?.feeds ?? [];
  const own = feeds.find((feed) => feed.scope === "me");
  const studio = feeds.find((feed) => feed.scope === "studio");
  const others = feeds.filter((feed) => feed.scope === "instructor" || feed.scope === "room");
  return (
    <section aria-labelledby="settings-calendar" className="rounded-xl border border-border bg-card p-5 sm:p-6">
      <h2 id="settings-calendar" className="scroll-mt-6 font-[family-name:var(--font-display)] text-2xl font-semibold text-foreground">
        Calendar
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Subscribe to your lessons from Google Calendar, Apple Calendar or Outlook: changes and cancellations follow on their own. Keep the
        address to yourself; anyone who has it can read your lessons. Regenerate it if it was shared by mistake.
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        Google Calendar refreshes subscribed calendars only every 12–24 hours, and drops cancelled lessons instead of showing them as
        cancelled. Apple Calendar and Outlook refresh as often as you set them to.
      </p>
      <div aria-busy={data === null && error === null} className="mt-5 grid gap-5">
        {error && (
          <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
            {planRequired
              ? `Calendar sync comes with the ${planRequired.planName} plan.`
              : "Couldn't load your calendar address. Reload the page to try again."}
          </p>
        )}
        {own && <CalendarFeedCard feed={own} onRotated={reload} />}
        {studio && (
          <section aria-labelledby="settings-calendar-studio" className="grid gap-3 rounded-lg border border-border p-4">
            <div>
              <h3 id="settings-calendar-studio" className="text-base font-semibold text-foreground">
                {studio.label}
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">
                Everything on the studio&apos;s calendar, with who teaches and in which room: for you or the front desk, whether or not you
                teach. Students appear by first name only.
              </p>
            </div>
            <CalendarFeedCard feed={studio} onRotated={reload} />
          </section>
        )}
        {others.length > 0 && (
          // Collapsed: a studio with many instructors and rooms would otherwise push the rest of Settings far down.
          <details className="group rounded-lg border border-border">
            <summary className="cursor-pointer rounded-lg px-4 py-3 text-base font-semibold text-foreground hover:bg-muted">
              Each instructor&apos;s and room&apos;s calendar ({others.length})
            </summary>
            <div className="grid gap-3 px-4 pb-4">
              <p className="text-sm text-muted-foreground">For the front desk or a shared screen: one feed per instructor and per room.</p>
              <ul className="grid gap-3">
                {others.map((feed) => (
                  <li key={`${feed.scope}-${feed.subjectId}`}>
                    <CalendarFeedCard feed={feed} onRotated={reload} compact />
                  </li>
                ))}
              </ul>
            </div>
          </details>
        )}
      </div>
    </section>
  );
}
