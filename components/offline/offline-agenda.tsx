"use client";

import { useEffect, useState } from "react";
import { AgendaView } from "@/components/daily/agenda-view";
import { instantToLocal } from "@/lib/dates/wall-time";
import { canKeepOffline, readCurrentSnapshot, type AgendaSnapshot } from "@/lib/pwa/offline-agenda";
import type { Agenda } from "@/lib/scheduling/agenda";

/**
 * What the offline page shows: the agenda of the instructor who last opened it on this device (kept
 * there while online), as of when it was read, with attendance taken here kept until the connection
 * is back. Nothing when no agenda is kept (another role, a new device, after signing out).
 */
export function OfflineAgenda() {
  const [snapshot, setSnapshot] = useState<AgendaSnapshot | null>(null);
  useEffect(() => {
    if (!canKeepOffline()) return;
    let live = true;
    readCurrentSnapshot()
      .then((kept) => live && setSnapshot(kept))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!snapshot) return null;
  return (
    <section aria-label="Your agenda, kept on this device">
      <AgendaView
        agenda={fromToday(snapshot.agenda)}
        showInstructor={snapshot.showInstructor}
        keepFor={snapshot.userId}
        asOf={snapshot.savedAt}
      />
    </section>
  );
}

/** The kept days from today on (a copy read yesterday starts today, not with a day gone by). */
function fromToday(agenda: Agenda, now = new Date()): Agenda {
  const today = instantToLocal(now, agenda.timeZone).date;
  const days = agenda.days.filter((day) => day.date >= today);
  return { ...agenda, today, days: days[0]?.date === today ? days : [{ date: today, lessons: [] }, ...days] };
}
