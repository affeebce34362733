"use client";

import type { ScheduleSetup } from "@/components/schedule/types";
import type { StudentSchedule } from "@/lib/booking/student-schedule";
import {
  GroupClassBooking,
  LessonNotices,
  PracticeRoomBooking,
  PrivateLessonBooking,
  sectionHeading,
  StudentPage,
} from "./booking-sections";
import { MyLessons } from "./my-lessons";
import { useBookingAction } from "./use-booking-notice";
import { policyText } from "./when";

/** A student's schedule: their own lessons first, then instructors' free slots, then the (longer) list of group classes. */
export function StudentScheduleView({ setup, data }: { setup: ScheduleSetup; data: StudentSchedule }) {
  const { notice, busy, run, dismiss } = useBookingAction();
  if (!data.linked) {
    return (
      <p className="px-4 py-8 text-sm sm:px-8">
        Your account isn&apos;t linked to a student record yet. Ask the studio to invite you again.
      </p>
    );
  }
  const booking = { setup, data, busy, run };
  return (
    <StudentPage notice={notice} onDismiss={dismiss}>
      <section aria-labelledby="my-lessons" className="grid gap-3">
        <div>
          <h2 id="my-lessons" className={sectionHeading}>
            My lessons
          </h2>
          <p className="text-sm text-muted-foreground">{policyText(data.windowHours)}</p>
        </div>
        <LessonNotices setup={setup} data={data} />
        <MyLessons lessons={data.lessons} timeZone={setup.timeZone} windowHours={data.windowHours} busy={busy} run={run} />
      </section>
      <section aria-labelledby="private-lessons" className="grid gap-3">
        <h2 id="private-lessons" className={sectionHeading}>
          Private lessons
        </h2>
        <PrivateLessonBooking {...booking} />
      </section>
      <section aria-labelledby="practice-rooms" className="grid gap-3">
        <h2 id="practice-rooms" className={sectionHeading}>
          Practice rooms
        </h2>
        <PracticeRoomBooking {...booking} />
      </section>
      <section aria-labelledby="group-classes" className="grid gap-3">
        <h2 id="group-classes" className={sectionHeading}>
          Group classes
        </h2>
        <GroupClassBooking setup={setup} classes={data.classes} busy={busy} run={run} />
      </section>
    </StudentPage>
  );
}
