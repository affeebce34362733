import type { Metadata } from "next";
import Link from "next/link";
import { AvailabilityEditor } from "@/components/people/availability-editor";
import { DetailHeader, Panel } from "@/components/people/detail-header";
import { Tag } from "@/components/ui/tag";
import { InstructorPhotoForm } from "@/components/people/instructor-photo-form";
import { InstructorFormDialog } from "@/components/people/instructor-form-dialog";
import { InviteButton } from "@/components/people/invite-button";
import { PersonStatusActions } from "@/components/people/person-status-actions";
import { PersonUnavailable } from "@/components/people/person-unavailable";
import { RateSection } from "@/components/people/rate-section";
import { CommissionRateSection } from "@/components/growth/sales/commission-rate-section";
import { WEEKDAYS } from "@/components/people/people-constants";
import { AppError } from "@/lib/api/app-error";
import { canManageStudio } from "@/lib/access/rules";
import { getAppSession } from "@/lib/auth/app-session";
import { getDb } from "@/lib/db/client";
import { listCommissionRates } from "@/lib/growth/commission-rates";
import { getInstructorActivity } from "@/lib/people/instructor-details";
import { getInstructor } from "@/lib/people/instructors";
import { findInstructorPhotoUrl } from "@/lib/people/instructor-photo";
import { formatDay, formatTimeRange, instantToLocal } from "@/lib/dates/wall-time";
import { readIdParam } from "@/app/app/id-param";

export const metadata: Metadata = { title: "Instructor" };

const BACK = { href: "/app/instructors", label: "All instructors" };

export default async function InstructorPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await getAppSession();
  const id = await readIdParam(params);
  const db = await getDb();
  const instructor = await getInstructor(db, session, id).catch(notFoundAsNull);
  if (!instructor) return <PersonUnavailable title="Instructor" message="We couldn't find this instructor." back={BACK} />;
  const isOwner = canManageStudio(session);
  // Contact details, rates and the teaching figures are the owner's and the instructor's own.
  const isPrivileged = instructor.rates !== undefined;
  const [activity, photoUrl, commissionRates] = await Promise.all([
    isPrivileged ? getInstructorActivity(db, session, id) : null,
    findInstructorPhotoUrl(db, session, id),
    isPrivileged ? listCommissionRates(db, session, id) : [],
  ]);
  const mayChangePhoto = isOwner || session.instructorId === id;
  const today = instantToLocal(new Date(), activity?.timeZone ?? "UTC").date;
  return (
    <>
      <DetailHeader
        back={BACK}
        title={instructor.name}
        facts={
          <>
            <span aria-hidden className="size-3 rounded-full" style={{ backgroundColor: instructor.color }} />
            {!instructor.active && <Tag>Inactive</Tag>}
            {instructor.email && <span>{instructor.email}</span>}
            {instructor.phone && <span>{instructor.phone}</span>}
          </>
        }
      >
        {isOwner && (
          <>
            <InstructorFormDialog
              instructorId={id}
              initial={{
                name: instructor.name,
                email: instructor.email ?? "",
                phone: instructor.phone ?? "",
                bio: instructor.bio ?? "",
                color: instructor.color,
                styles: instructor.styles,
              }}
            />
            {!instructor.userId && <InviteButton personId={id} role="instructor" email={instructor.email ?? null} />}
          </>
        )}
      </DetailHeader>
      <div className="grid gap-5 px-4 py-6 sm:px-8 lg:grid-cols-2">
        <Panel id="profile-title" title="Profile">
          {photoUrl && (
            // A plain img: the photo route answers with its own year-long cache headers.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={photoUrl} alt={`Photo of ${instructor.name}`} width={96} height={96} className="size-24 rounded-full object-cover" />
          )}
          <p className="text-sm">{instructor.styles.length ? instructor.styles.join(" · ") : "No styles listed yet."}</p>
          {instructor.bio && <p className="whitespace-pre-line text-sm text-muted-foreground">{instructor.bio}</p>}
          {mayChangePhoto && <InstructorPhotoForm instructorId={id} photoUrl={photoUrl} />}
          {isOwner && <PersonStatusActions kind="instructors" id={id} active={instructor.active} name={instructor.name} />}
        </Panel>
        {activity && (
          <Panel id="teaching-title" title="Teaching">
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-lg bg-muted p-3">
                <dt className="text-sm text-muted-foreground">Hours taught this month</dt>
                <dd className="text-2xl font-semibold">{activity.hoursThisMonth}</dd>
              </div>
              <div className="rounded-lg bg-muted p-3">
                <dt className="text-sm text-muted-foreground">Students taught</dt>
                <dd className="text-2xl font-semibold">{activity.studentsTaught}</dd>
              </div>
            </dl>
            <h3 className="font-semibold">Upcoming lessons</h3>
            {activity.upcoming.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nothing scheduled.</p>
            ) : (
              <ul className="grid gap-1 text-sm">
                {activity.upcoming.map((lesson) => (
                  <li key={lesson.id}>
                    <span className="font-medium">{formatDay(lesson.startsAt, activity.timeZone)}</span>,{" "}
                    {formatTimeRange(lesson.startsAt, lesson.endsAt, activity.timeZone)} · {lesson.service}
                    {lesson.room ? ` · ${lesson.room}` : ""}
                  </li>
                ))}
              </ul>
            )}
            {activity.recentStudents.length > 0 && (
              <>
                <h3 className="font-semibold">Their students</h3>
                <p className="text-sm">
                  {activity.recentStudents.map((student, index) => (
                    <span key={student.id}>
                      {index > 0 && ", "}
                      <Link href={`/app/students/${student.id}`} className="text-primary underline-offset-4 hover:underline">
                        {student.name}
                      </Link>
                    </span>
                  ))}
                </p>
              </>
            )}
          </Panel>
        )}
        {isPrivileged && (
          <RateSection
            instructorId={id}
            rates={instructor.rates ?? []}
            today={today}
            currency={activity?.currency ?? "USD"}
            canEdit={isOwner}
          />
        )}
        {isPrivileged && (
          <CommissionRateSection
            instructorId={id}
            rates={commissionRates}
            today={today}
            currency={activity?.currency ?? "USD"}
            canEdit={isOwner}
          />
        )}
        {isPrivileged ? (
          <AvailabilityEditor instructorId={id} slots={instructor.availability} exceptions={instructor.exceptions} today={today} />
        ) : (
          <Panel id="hours-title" title="Weekly availability">
            <ul className="grid gap-1 text-sm">
              {instructor.availability.map((slot) => (
                <li key={`${slot.weekday}-${slot.startTime}`}>
                  {WEEKDAYS[slot.weekday]} {slot.startTime}–{slot.endTime}
                </li>
              ))}
            </ul>
          </Panel>
        )}
      </div>
    </>
  );
}

function notFoundAsNull(error: unknown): null {
  if (error instanceof AppError && (error.code === "not_found" || error.code === "forbidden")) return null;
  throw error;
}
