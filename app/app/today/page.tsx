import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/app-shell/page-header";
import { FailedPaymentsLink } from "@/components/autopay/failed-payments-link";
import { TodayOverviewView } from "@/components/daily/today-overview";
import { Button } from "@/components/ui/button";
import { CALENDAR_HREF } from "@/lib/access/home";
import { canManageStudio, isStudent } from "@/lib/access/rules";
import { getAppSession } from "@/lib/auth/app-session";
import { getDb } from "@/lib/db/client";
import { getTodayOverview } from "@/lib/scheduling/today-overview";
import { TodayFollowUps } from "./follow-ups";

export const metadata: Metadata = { title: "Today" };

/** What today holds at a glance (owners; instructors see their own lessons). */
export default async function TodayPage() {
  const session = await getAppSession();
  if (isStudent(session)) redirect("/app/schedule");
  const overview = await getTodayOverview(await getDb(), session);
  return (
    <>
      <PageHeader
        title="Today"
        description={canManageStudio(session) ? "The studio's day at a glance." : "Your lessons and classes today."}
      />
      <div className="flex flex-wrap gap-2 px-4 pt-4 sm:px-8">
        <Button size="sm" variant="secondary" asChild>
          <Link href={canManageStudio(session) ? "/app/schedule" : CALENDAR_HREF}>Open the schedule</Link>
        </Button>
        <Button size="sm" variant="secondary" asChild>
          {/* An instructor's agenda is their home; owners' shows every instructor's lessons. */}
          <Link href={canManageStudio(session) ? "/app/agenda" : "/app/schedule"}>Take attendance</Link>
        </Button>
        {canManageStudio(session) && <FailedPaymentsLink />}
      </div>
      <TodayFollowUps session={session} />
      <TodayOverviewView overview={overview} showBalances={canManageStudio(session)} locale={session.studioLocale} />
    </>
  );
}
