"use client";

import { Copy, RefreshCw } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import type { CalendarFeedLink } from "@/lib/calendar/schemas";

/** The subscription links each calendar app understands (webcal:// is "subscribe" rather than "download"). */
function subscribeLinks(feed: CalendarFeedLink) {
  const webcal = feed.feedUrl.replace(/^https?:/, "webcal:");
  return [
    { label: "Add to Google Calendar", href: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}` },
    { label: "Add to Apple Calendar", href: webcal },
    {
      label: "Add to Outlook",
      href: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feed.feedUrl)}&name=${encodeURIComponent(feed.label)}`,
    },
  ];
}

/** One feed: its address with Copy, the calendar apps' subscribe links, and Regenerate (after a confirmation). */
export function CalendarFeedCard({
  feed,
  onRotated,
  compact = false,
}: {
  feed: CalendarFeedLink;
  onRotated: () => void;
  compact?: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const id = `calendar-feed-${feed.scope}-${feed.subjectId ?? "me"}`;
  const isStudio = feed.scope === "studio";
  // Several cards on one screen: each control names its feed, except on the person's own.
  const named = compact || isStudio;
  const name = isStudio ? "whole studio" : feed.label;

  async function copy() {
    await navigator.clipboard?.writeText(feed.feedUrl).catch(() => undefined);
    setCopied(true);
  }

  return (
    <div className={compact ? "grid gap-3 rounded-lg border border-border p-4" : "grid gap-3"}>
      <FormField
        id={id}
        label={isStudio ? "Whole studio calendar address" : compact ? `${feed.label}: calendar address` : "Your calendar address"}
      >
        {(field) => (
          <Input {...field} readOnly value={feed.feedUrl} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          size="sm"
          onClick={copy}
          aria-label={named ? `Copy ${isStudio ? "the whole studio" : feed.label}'s address` : "Copy address"}
        >
          <Copy aria-hidden />
          Copy
        </Button>
        {subscribeLinks(feed).map((link) => (
          <Button key={link.label} asChild size="sm" variant="secondary">
            <a href={link.href} target="_blank" rel="noreferrer" aria-label={named ? `${link.label}: ${name}` : undefined}>
              {link.label}
            </a>
          </Button>
        ))}
        <RegenerateButton feed={feed} onRotated={onRotated} />
        <p role="status" className="text-sm text-success">
          {copied ? "Copied." : ""}
        </p>
      </div>
    </div>
  );
}

function RegenerateButton({ feed, onRotated }: { feed: CalendarFeedLink; onRotated: () => void }) {
  const whose = feed.scope === "me" ? "your" : feed.scope === "studio" ? "the whole studio's" : `${feed.label}'s`;
  return (
    <ConfirmDialog
      trigger={
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-label={feed.scope === "me" ? "Regenerate address" : `Regenerate ${whose} address`}
        >
          <RefreshCw aria-hidden />
          Regenerate
        </Button>
      }
      title={`Regenerate ${whose} calendar address?`}
      description="The current address stops working at once: calendars subscribed to it stop updating until you subscribe to the new one."
      keepLabel="Keep it"
      confirmLabel="Regenerate address"
      action={() =>
        apiFetch<{ feed: CalendarFeedLink }>("/api/me/calendar/rotate", {
          method: "POST",
          body: feed.scope === "me" ? {} : feed.scope === "studio" ? { scope: "studio" } : { scope: feed.scope, subjectId: feed.subjectId },
        })
      }
      errorMessage="The address couldn't be regenerated. Try again."
      onDone={onRotated}
    />
  );
}
