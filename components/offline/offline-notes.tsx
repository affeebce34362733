"use client";

import { CloudOff, TriangleAlert } from "lucide-react";
import { formatClock, formatDateLabel } from "@/components/schedule/format";
import { useStudioLocale } from "@/components/ui/studio-locale";
import type { StudioLocale } from "@/lib/studio/locales";
import { Button } from "@/components/ui/button";
import { instantToLocal } from "@/lib/dates/wall-time";
import type { RefusedMark } from "@/lib/pwa/offline-agenda";
import type { Agenda } from "@/lib/scheduling/agenda";
import { plural } from "@/lib/text/plural";

type Props = {
  agenda: Agenda;
  /** Set when this is the copy kept on the device (the offline page): when it was read. */
  asOf?: string;
  /** What the browser says of the connection, for the live agenda (the offline page says it itself). */
  online: boolean;
  /** How many taps wait on this device to be sent, and how many were sent from this page. */
  waiting: number;
  sent: number;
  refused: RefusedMark[];
  onDismissRefused: () => void;
};

/**
 * Above the agenda, only when there is something to say about the connection: the copy kept on this
 * device and when it was read ("as of 10:42"), the marks waiting to be sent, and the marks the studio's
 * changes meanwhile kept from being saved.
 */
export function OfflineNotes({ agenda, asOf, online, waiting, sent, refused, onDismissRefused }: Props) {
  const locale = useStudioLocale();
  const lines: string[] = [];
  if (asOf !== undefined) lines.push(`Your agenda as of ${asOfLabel(asOf, agenda, locale)}.`);
  else if (!online) lines.push("You're offline. Attendance you take is kept on this device.");
  if (waiting > 0) lines.push(`${plural(waiting, "mark")} waiting to send.`);
  else if (asOf !== undefined)
    lines.push(sent > 0 ? "Everything you marked here has been sent." : "Attendance you take is kept on this device.");
  if (lines.length === 0 && refused.length === 0) return null;
  return (
    <div className="grid gap-3">
      {lines.length > 0 && (
        <p role="status" className="flex items-start gap-2 rounded-md border border-border bg-muted/60 px-3 py-2 text-sm">
          <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{lines.join(" ")}</span>
        </p>
      )}
      {refused.length > 0 && (
        <div role="alert" className="grid gap-2 rounded-md border border-danger/40 bg-danger-soft px-3 py-2 text-sm text-danger">
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlert aria-hidden className="size-4 shrink-0" />
            {refused.length === 1 ? "A mark wasn't saved" : `${refused.length} marks weren't saved`}
          </p>
          <ul className="grid gap-1">
            {refused.map(({ mark, message }) => (
              <li key={mark.clientId}>
                <span className="font-medium">
                  {mark.studentName}, {mark.lessonTitle}:
                </span>{" "}
                {message}
              </li>
            ))}
          </ul>
          <Button size="sm" variant="secondary" className="justify-self-start" onClick={onDismissRefused}>
            Dismiss
          </Button>
        </div>
      )}
    </div>
  );
}

/** "10:42", or "Tue, Nov 24, 10:42" when it was read before today. */
function asOfLabel(asOf: string, agenda: Agenda, locale: StudioLocale): string {
  const instant = new Date(asOf);
  const clock = formatClock(instant, agenda.timeZone, locale);
  const day = instantToLocal(instant, agenda.timeZone).date;
  const today = instantToLocal(new Date(), agenda.timeZone).date;
  return day === today ? clock : `${formatDateLabel(day, "short", locale)}, ${clock}`;
}
