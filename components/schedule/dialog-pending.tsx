"use client";

import { LoaderCircle } from "lucide-react";

/**
 * Shown for the moment a dialog's code loads (the schedule's dialogs load when first opened): the
 * dialog's own dimmed overlay, fixed over the page, so nothing underneath moves.
 */
export function DialogPending() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/50" data-testid="dialog-pending">
      <p role="status" className="flex items-center gap-2 rounded-xl border border-border bg-card px-4 py-3 text-sm shadow-2xl">
        <LoaderCircle aria-hidden className="size-4 animate-spin" /> Opening…
      </p>
    </div>
  );
}
