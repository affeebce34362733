import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/app-shell/page-header";
import { AgendaView } from "@/components/daily/agenda-view";
import { canManageStudio, isStudent } from "@/lib/access/rules";
import { getAppSession } from "@/lib/auth/app-session";
import { getDb } from "@/lib/db/client";
import { getAgenda } from "@/lib/scheduling/agenda";

export const metadata: Metadata = { title: "Agenda" };

/** An instructor's day on a phone: today's lessons first, attendance a tap away (owners: every instructor's). */
export default async function AgendaPage() {
  const session = await getAppSession();
  if (isStudent(session)) redirect("/app/home");
  const agenda = await getAgenda(await getDb(), session);
  return (
    <>
      <PageHeader
        title="Agenda"
        description={
          canManageStudio(session) ? "Every instructor's lessons, today and the week ahead." : "Your lessons today and the week ahead."
        }
      />
      <AgendaView agenda={agenda} showInstructor={canManageStudio(session)} />
    </>
  );
}
