"use client";

import { X } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";
import { cn } from "@/lib/utils";
import type { Notice } from "./use-schedule-actions";

/**
 * The result of the last change: errors stay until dismissed, confirmations fade after a moment.
 * It floats at the bottom of the calendar, so it never covers the day headers a person reads it against.
 */
export function NoticeBar({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  useEffect(() => {
    if (notice?.kind !== "success") return;
    const timer = setTimeout(onDismiss, 4000);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-3 z-50 flex justify-center px-3">
      {notice && (
        <div
          role={notice.kind === "error" ? "alert" : "status"}
          className={cn(
            "pointer-events-auto flex w-full max-w-xl items-start justify-between gap-3 rounded-md border px-3 py-2 text-sm shadow-lg",
            notice.kind === "error" ? "border-danger/40 bg-danger-soft text-danger" : "border-success/40 bg-success-soft text-success",
          )}
        >
          <span>
            {notice.text}
            {notice.link && (
              <>
                {" "}
                <Link href={notice.link.href} className="font-semibold underline underline-offset-4">
                  {notice.link.label}
                </Link>
              </>
            )}
          </span>
          <button type="button" aria-label="Dismiss" onClick={onDismiss} className="rounded p-0.5 hover:bg-black/5">
            <X aria-hidden className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
