"use client";

import type { ScheduleSetup } from "@/components/schedule/types";
import type { StudentSchedule } from "@/lib/booking/student-schedule";
import {
  GroupClassBooking,
  LessonNotices,
  PracticeRoomBooking,
  PrivateLessonBooking,
  StudentPage,
  StudentSection,
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
  return (
    <StudentPage notice={notice} onDismiss={dismiss}>
      <StudentSection id="my-lessons" title="My lessons" description={policyText(data.windowHours)}>
        <LessonNotices setup={setup} data={data} />
        <MyLessons lessons={data.lessons} timeZone={setup.timeZone} windowHours={data.windowHours} busy={busy} run={run} />
      </StudentSection>
      <PrivateLessonBooking
        setup={setup}
        currency={data.currency}
        busy={busy}
        run={run}
        dismiss={dismiss}
        section={{ id: "private-lessons", title: "Private lessons" }}
      />
      <PracticeRoomBooking setup={setup} data={data} busy={busy} run={run} section={{ id: "practice-rooms", title: "Practice rooms" }} />
      <GroupClassBooking
        setup={setup}
        classes={data.classes}
        currency={data.currency}
        busy={busy}
        run={run}
        dismiss={dismiss}
        section={{ id: "group-classes", title: "Group classes" }}
      />
    </StudentPage>
  );
}
