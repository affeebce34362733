"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { failureResult } from "@/components/forms/failure-result";
import type { Notice } from "@/components/schedule/use-schedule-actions";

/**
 * Runs a booking change through the API, then re-reads the page on the server (router.refresh),
 * so places and "My lessons" come from the same lib/ reads as the first paint. Says how it went.
 */
export function useBookingAction() {
  const router = useRouter();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const run = useCallback(
    async (key: string, action: () => Promise<string>): Promise<boolean> => {
      setBusy(key);
      try {
        const text = await action();
        setNotice({ kind: "success", text });
        router.refresh();
        return true;
      } catch (error) {
        setNotice(failureResult(error, "That didn't work. Try again."));
        return false;
      } finally {
        setBusy(null);
      }
    },
    [router],
  );

  return { notice, busy, run, dismiss: useCallback(() => setNotice(null), []) };
}
