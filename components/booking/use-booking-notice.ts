"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { failureResult } from "@/components/forms/failure-result";
import type { Notice } from "@/components/schedule/use-schedule-actions";
import { ApiError } from "@/lib/api/api-fetch";

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
        setNotice({ ...failureResult(error, "That didn't work. Try again."), link: signLink(error) });
        return false;
      } finally {
        setBusy(null);
      }
    },
    [router],
  );

  return { notice, busy, run, dismiss: useCallback(() => setNotice(null), []) };
}

/**
 * A booking refused until the student signs a document (a liability waiver) names its signing page:
 * "Sign Liability waiver", which brings them back here to book.
 */
function signLink(error: unknown): Notice["link"] {
  if (!(error instanceof ApiError) || typeof error.details.sign !== "string" || !error.details.sign.startsWith("/app/")) return undefined;
  const document = error.details.document as { title?: unknown } | undefined;
  const title = typeof document?.title === "string" ? document.title : "the document";
  const back = `${window.location.pathname}${window.location.search}`;
  return { href: `${error.details.sign}?next=${encodeURIComponent(back)}`, label: `Sign ${title}` };
}
