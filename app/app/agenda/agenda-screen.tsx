import { CalendarDays } from "lucide-react";
import Link from "next/link";
import { PageHeader } from "@/components/app-shell/page-header";
import { AgendaView } from "@/components/daily/agenda-view";
import { Button } from "@/components/ui/button";
import { CALENDAR_HREF } from "@/lib/access/home";
import { canManageStudio } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { getAgenda } from "@/lib/scheduling/agenda";

/**
 * The agenda: today's lessons first, attendance a tap away. An instructor's home (at /app/schedule,
 * the week calendar one tap away in the header); owners open it at /app/agenda, every instructor's.
 */
export async function AgendaScreen({ session }: { session: Session }) {
  const agenda = await getAgenda(await getDb(), session);
  const isOwner = canManageStudio(session);
  return (
    <>
      <PageHeader
        title="Agenda"
        description={isOwner ? "Every instructor's lessons, today and the week ahead." : "Your lessons today and the week ahead."}
        action={
          !isOwner && (
            <Button asChild variant="secondary" size="sm">
              <Link href={CALENDAR_HREF}>
                <CalendarDays aria-hidden /> Week calendar
              </Link>
            </Button>
          )
        }
      />
      {/* An instructor's own week is kept on their device for when there is no connection. */}
      <AgendaView agenda={agenda} showInstructor={isOwner} keepFor={isOwner ? undefined : session.userId} />
    </>
  );
}
