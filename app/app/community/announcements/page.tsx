import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/app-shell/page-header";
import { AnnouncementForm } from "@/components/community/announcement-form";
import { SentAnnouncements } from "@/components/community/sent-announcements";
import { PersonUnavailable } from "@/components/people/person-unavailable";
import { LockedReport } from "@/components/reports/locked-report";
import { canManageStudio } from "@/lib/access/rules";
import { getAppSession } from "@/lib/auth/app-session";
import { listAnnouncements } from "@/lib/community/announcements";
import { getDb } from "@/lib/db/client";
import { featureLock } from "@/lib/reports/report-tabs";
import { listServices } from "@/lib/scheduling/catalog";
import { getStudioSettings } from "@/lib/studio/studio-settings";

export const metadata: Metadata = { title: "Announcements" };

const DESCRIPTION = "E-mail your students: everyone, one level, or those booked into a class.";

/** Community → Announcements (owners, Pro marketing tools): compose, see the reach, send; the list of what went. */
export default async function AnnouncementsPage() {
  const session = await getAppSession();
  if (!canManageStudio(session))
    return (
      <PersonUnavailable
        title="Announcements"
        message="Announcements are sent by the studio's owner."
        back={{ href: "/app/community", label: "Back to Community" }}
      />
    );
  const lock = featureLock(session, "marketing_tools");
  const back = (
    <Link href="/app/community" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
      ← Community
    </Link>
  );
  if (lock)
    return (
      <>
        <PageHeader title="Announcements" description={DESCRIPTION} />
        <div className="grid gap-6 px-4 py-6 sm:px-8">
          {back}
          <LockedReport lock={lock} isOwner />
        </div>
      </>
    );
  const db = await getDb();
  const [services, sent, studio] = await Promise.all([
    listServices(db, session),
    listAnnouncements(db, session),
    getStudioSettings(db, session),
  ]);
  const classes = services
    .filter((service) => !service.archived && (service.kind === "group" || service.kind === "practice"))
    .map((service) => ({ id: service.id, name: service.name }));
  return (
    <>
      <PageHeader title="Announcements" description={DESCRIPTION} />
      <div className="grid gap-8 px-4 py-6 sm:px-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-4">
          {back}
          <AnnouncementForm classes={classes} />
        </div>
        <SentAnnouncements announcements={sent.announcements} clock={studio} />
      </div>
    </>
  );
}
