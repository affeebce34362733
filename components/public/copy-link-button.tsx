"use client";

import { useState } from "react";

/** Copies the address; says so where a screen reader hears it. */
export function CopyLinkButton({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="font-medium text-primary underline-offset-4 hover:underline"
      onClick={() =>
        void navigator.clipboard.writeText(url).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      <span aria-live="polite">{copied ? "Link copied" : "Copy link"}</span>
    </button>
  );
}
