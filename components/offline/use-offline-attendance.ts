"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { apiFetch } from "@/lib/api/api-fetch";
import {
  canKeepOffline,
  queuedMarks,
  queueMarks,
  sendQueuedMarks,
  type MarkResult,
  type PostBatch,
  type QueuedMark,
  type RefusedMark,
} from "@/lib/pwa/offline-agenda";

/** How often taps still waiting are tried again. */
const RETRY_MS = 15_000;

const postBatch: PostBatch = (items) => apiFetch<{ results: MarkResult[] }>("/api/attendance/batch", { body: { items } });

/** Whether the browser says it is online (true during the server's render). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (notify) => {
      window.addEventListener("online", notify);
      window.addEventListener("offline", notify);
      return () => {
        window.removeEventListener("online", notify);
        window.removeEventListener("offline", notify);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The person's attendance taken on this device and not sent yet: queued in IndexedDB, sent to
 * POST /api/attendance/batch when the page opens online and whenever the connection comes back.
 * `applied` are the taps sent from this page (for a kept agenda that no server render refreshes);
 * `refused` the taps the server didn't save, with why, until the person dismisses them. `onAnswered`
 * runs when the server answered for some taps (saved or refused), for the page to re-read.
 */
export function useOfflineAttendance(userId: string | undefined, onAnswered: () => void) {
  const [pending, setPending] = useState<QueuedMark[]>([]);
  const [applied, setApplied] = useState<QueuedMark[]>([]);
  const [refused, setRefused] = useState<RefusedMark[]>([]);
  const sending = useRef(false);
  const answeredRef = useRef(onAnswered);
  useEffect(() => {
    answeredRef.current = onAnswered;
  }, [onAnswered]);

  const send = useCallback(async () => {
    if (!userId || !canKeepOffline() || sending.current) return;
    sending.current = true;
    try {
      const outcome = await sendQueuedMarks(userId, postBatch);
      if (outcome.refused.length > 0) setRefused((shown) => [...shown, ...outcome.refused]);
      if (outcome.applied.length > 0) setApplied((shown) => [...shown, ...outcome.applied]);
      if (outcome.applied.length > 0 || outcome.refused.length > 0) answeredRef.current();
    } catch {
      // Still offline, or the session must be signed in again: the taps wait for the next try.
    } finally {
      sending.current = false;
      setPending(await queuedMarks(userId));
    }
  }, [userId]);

  useEffect(() => {
    if (!userId || !canKeepOffline()) return;
    let live = true;
    void queuedMarks(userId).then((marks) => {
      if (!live) return;
      setPending(marks);
      if (navigator.onLine && marks.length > 0) void send();
    });
    const onOnline = () => void send();
    window.addEventListener("online", onOnline);
    return () => {
      live = false;
      window.removeEventListener("online", onOnline);
    };
  }, [userId, send]);

  // The browser's online event is a hint, not a promise (a captive Wi-Fi is "online"; some changes
  // fire nothing): while taps wait, try again every little while too.
  const waiting = pending.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void send(), RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, send]);

  /** Keeps taps on the device, then tries to send them at once (the connection may be back). */
  const queue = useCallback(
    async (marks: QueuedMark[]) => {
      if (!userId) throw new Error("Nobody to keep these marks for.");
      await queueMarks(userId, marks);
      setPending(await queuedMarks(userId));
      if (navigator.onLine) void send();
    },
    [userId, send],
  );

  const dismissRefused = useCallback(() => setRefused([]), []);
  return { pending, applied, refused, queue, dismissRefused };
}
