"use client";

import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "@/lib/api/api-fetch";
import type { EventView } from "./types";

export type EventQuery = { from: string; to: string; instructorId?: string; roomId?: string };

export function queryKey(query: EventQuery): string {
  return `${query.from}|${query.to}|${query.instructorId ?? ""}|${query.roomId ?? ""}`;
}

/**
 * The events of the visible range, cached per range. While a new range loads, the last one stays on
 * screen (no layout shift); `update` changes the cached list in place for optimistic edits.
 */
export function useScheduleEvents(query: EventQuery, initial: { query: EventQuery; events: EventView[] }) {
  const key = queryKey(query);
  const [cache, setCache] = useState<Record<string, EventView[]>>(() => ({ [queryKey(initial.query)]: initial.events }));
  const [shownKey, setShownKey] = useState(queryKey(initial.query));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (cache[key]) return;
    const controller = new AbortController();
    const params = new URLSearchParams({ from: query.from, to: query.to });
    if (query.instructorId) params.set("instructorId", query.instructorId);
    if (query.roomId) params.set("roomId", query.roomId);
    apiFetch<{ events: EventView[] }>(`/api/events?${params}`, { signal: controller.signal })
      .then((data) => {
        setCache((current) => ({ ...current, [key]: data.events }));
        setShownKey(key);
        setError(null);
      })
      .catch((failure: Error) => {
        if (failure.name !== "AbortError") setError(failure.message);
      });
    return () => controller.abort();
  }, [key, cache, query.from, query.to, query.instructorId, query.roomId]);

  const current = cache[key];
  const events = current ?? cache[shownKey] ?? [];

  const update = useCallback(
    (change: (events: EventView[]) => EventView[]) => setCache((all) => (all[key] ? { ...all, [key]: change(all[key]) } : all)),
    [key],
  );
  /** Drops every cached range, so the visible one is fetched again (after a series-wide change). */
  const reload = useCallback(() => setCache({}), []);

  return { events, loading: !current, error, update, reload };
}
