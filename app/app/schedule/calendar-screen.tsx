import { House } from "lucide-react";
import Link from "next/link";
import { ScheduleView } from "@/components/schedule/schedule-view";
import { visibleRange } from "@/components/schedule/view-model";
import { SetupChecklistCard } from "@/components/setup/setup-checklist";
import { Button } from "@/components/ui/button";
import { canManageStudio } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { findEvents } from "@/lib/scheduling/list-events";
import { getScheduleSetup } from "@/lib/scheduling/schedule-setup";
import { getSetupChecklist } from "@/lib/studio/setup-checklist";

/**
 * The studio calendar: the owner's home (a new studio's first-week steps above it), and one tap
 * from an instructor's or a student's home, with the way back to it in its title row.
 */
export async function CalendarScreen({ session }: { session: Session }) {
  const db = await getDb();
  const setup = await getScheduleSetup(db, session);
  // The first week is rendered on the server, so the calendar paints with its events in place.
  const initialQuery = visibleRange("week", setup.today, setup.timeZone, setup.weekStartsOn);
  const isOwner = canManageStudio(session);
  const [initialEvents, checklist] = await Promise.all([
    findEvents(db, session, initialQuery),
    // Owners, until done or dismissed.
    isOwner ? getSetupChecklist(db, session) : null,
  ]);
  return (
    // The calendar fills the view below the phone's top bar (h-14) and scrolls inside itself.
    <div className="flex h-[calc(100dvh-3.5rem)] flex-col md:h-dvh">
      {isOwner ? (
        <h1 className="sr-only">Schedule</h1>
      ) : (
        <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-2 sm:px-8">
          <h1 className="font-[family-name:var(--font-display)] text-xl font-semibold">Studio calendar</h1>
          <Button asChild variant="secondary" size="sm">
            <Link href="/app/schedule">
              <House aria-hidden /> Home
            </Link>
          </Button>
        </div>
      )}
      {checklist && <SetupChecklistCard initial={checklist} />}
      <ScheduleView setup={setup} initialQuery={initialQuery} initialEvents={initialEvents} />
    </div>
  );
}
