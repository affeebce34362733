"use client";

import { X } from "lucide-react";
import { useEffect } from "react";
import { cn } from "@/lib/utils";
import type { Notice } from "./use-schedule-actions";

/** The result of the last change: errors stay until dismissed, confirmations fade after a moment. */
export function NoticeBar({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  useEffect(() => {
    if (notice?.kind !== "success") return;
    const timer = setTimeout(onDismiss, 4000);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);
  return (
    <div className="relative">
      {notice && (
        <div
          role={notice.kind === "error" ? "alert" : "status"}
          className={cn(
            "absolute inset-x-3 top-2 z-50 flex items-start justify-between gap-3 rounded-md px-3 py-2 text-sm shadow-lg",
            notice.kind === "error" ? "bg-danger-soft text-danger" : "bg-success-soft text-success",
          )}
        >
          <span>{notice.text}</span>
          <button type="button" aria-label="Dismiss" onClick={onDismiss} className="rounded p-0.5 hover:bg-black/5">
            <X aria-hidden className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
