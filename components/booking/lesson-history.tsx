"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiFetch, readApiError } from "@/lib/api/api-fetch";
import type { LessonHistoryPage } from "@/lib/booking/lesson-history";
import { formatWhen } from "./when";
import { useStudioLocale } from "@/components/ui/studio-locale";

const STATUS_LABEL: Record<string, string> = {
  attended: "Attended",
  no_show: "No-show",
  late_cancel: "Late cancel",
  booked: "Not posted yet",
};

/**
 * Past lessons, the latest `first` of them until the student asks for all; then five at a time,
 * paged on the server (GET /api/me/lessons?page=n). The first page comes with the page.
 */
export function LessonHistory({ initial, timeZone, first }: { initial: LessonHistoryPage; timeZone: string; first: number }) {
  const locale = useStudioLocale();
  const [page, setPage] = useState(initial);
  const [isAll, setIsAll] = useState(initial.total <= first);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const shown = isAll ? page.lessons : page.lessons.slice(0, first);

  async function go(target: number) {
    setLoading(true);
    try {
      setPage(await apiFetch<LessonHistoryPage>(`/api/me/lessons?page=${target}`));
      setError(null);
    } catch (failure) {
      setError(readApiError(failure, "The history couldn't be loaded. Try again.").message);
    }
    setLoading(false);
  }

  if (page.total === 0) return <p className="text-sm text-muted-foreground">No past lessons yet.</p>;
  return (
    <div className="grid gap-3" aria-busy={loading}>
      {error && (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      <ul className="grid divide-y divide-border rounded-lg border border-border bg-card">
        {shown.map((lesson) => (
          <li key={lesson.bookingId} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-4 py-2.5 text-sm">
            <span className="min-w-0">
              <span className="font-medium">{lesson.title}</span>
              <span className="block text-muted-foreground">{formatWhen(lesson.startsAt, lesson.endsAt, timeZone, locale)}</span>
            </span>
            <span className="text-muted-foreground">{STATUS_LABEL[lesson.status] ?? lesson.status}</span>
          </li>
        ))}
      </ul>
      {!isAll && (
        <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => setIsAll(true)}>
          All past lessons ({page.total})
        </Button>
      )}
      {isAll && pages > 1 && (
        <nav aria-label="Lesson history pages" className="flex items-center justify-between gap-2">
          <Button size="sm" variant="secondary" disabled={loading || page.page <= 1} onClick={() => go(page.page - 1)}>
            Newer
          </Button>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Page {page.page} of {pages}
          </p>
          <Button size="sm" variant="secondary" disabled={loading || page.page >= pages} onClick={() => go(page.page + 1)}>
            Older
          </Button>
        </nav>
      )}
    </div>
  );
}
