import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { ScheduleView } from "@/components/schedule/schedule-view";
import { visibleRange } from "@/components/schedule/view-model";
import { getSessionFromToken } from "@/lib/auth/session";
import { TOKEN_COOKIE } from "@/lib/auth/token";
import { getDb } from "@/lib/db/client";
import { findEvents } from "@/lib/scheduling/list-events";
import { getScheduleSetup } from "@/lib/scheduling/schedule-setup";

export const metadata: Metadata = { title: "Schedule" };

export default async function SchedulePage() {
  const db = await getDb();
  const session = await getSessionFromToken(db, (await cookies()).get(TOKEN_COOKIE)?.value);
  if (!session) redirect("/login?redirect=%2Fapp%2Fschedule");
  const setup = await getScheduleSetup(db, session);
  // The first week is rendered on the server, so the calendar paints with its events in place.
  const initialQuery = visibleRange("week", setup.today, setup.timeZone);
  const initialEvents = await findEvents(db, session, initialQuery);
  return (
    <div className="flex h-dvh flex-col">
      <h1 className="sr-only">Schedule</h1>
      <ScheduleView setup={setup} initialQuery={initialQuery} initialEvents={initialEvents} />
    </div>
  );
}
