"use client";

import { useState } from "react";
import type { ScheduleSetup } from "@/components/schedule/types";
import { Button } from "@/components/ui/button";
import type { LessonHistoryPage } from "@/lib/booking/lesson-history";
import type { StudentSchedule } from "@/lib/booking/student-schedule";
import {
  GroupClassBooking,
  LessonNotices,
  PracticeRoomBooking,
  PrivateLessonBooking,
  StudentPage,
  StudentSection,
} from "./booking-sections";
import { BookingTabs } from "./booking-tabs";
import { LessonHistory } from "./lesson-history";
import { MyLessons } from "./my-lessons";
import { useBookingAction } from "./use-booking-notice";
import { policyText } from "./when";
import { plural } from "@/lib/text/plural";

/**
 * What each list shows before the student asks for all of it: the demo student's home stays within
 * three phone screens (390 × 844), so booking is never far below the next lessons.
 */
const FIRST_LESSONS = 3;
const FIRST_CLASSES = 3;
const FIRST_PAST = 3;

type Props = { setup: ScheduleSetup; data: StudentSchedule; history: LessonHistoryPage };

/** A student's home: their next lessons, booking in tabs, then their past lessons. */
export function StudentHome({ setup, data, history }: Props) {
  const { notice, busy, run, dismiss } = useBookingAction();
  const [allClasses, setAllClasses] = useState(false);
  const [allLessons, setAllLessons] = useState(false);
  const classes = allClasses ? data.classes : data.classes.slice(0, FIRST_CLASSES);
  return (
    <StudentPage notice={notice} onDismiss={dismiss}>
      <StudentSection id="next-lessons" title="Next lessons" description={policyText(data.windowHours)}>
        <LessonNotices setup={setup} data={data} />
        <MyLessons
          lessons={allLessons ? data.lessons : data.lessons.slice(0, FIRST_LESSONS)}
          timeZone={setup.timeZone}
          windowHours={data.windowHours}
          busy={busy}
          run={run}
        />
        {!allLessons && data.lessons.length > FIRST_LESSONS && (
          <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => setAllLessons(true)}>
            All upcoming lessons ({data.lessons.length})
          </Button>
        )}
      </StudentSection>
      <StudentSection id="book" title="Book">
        <BookingTabs
          label="Book"
          tabs={[
            {
              key: "classes",
              label: "Group classes",
              content: (
                <GroupClassBooking setup={setup} classes={classes} currency={data.currency} busy={busy} run={run} dismiss={dismiss}>
                  {!allClasses && data.classes.length > FIRST_CLASSES && (
                    <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => setAllClasses(true)}>
                      Show all {plural(data.classes.length, "class", "classes")}
                    </Button>
                  )}
                </GroupClassBooking>
              ),
            },
            {
              key: "private",
              label: "Private lesson",
              content: <PrivateLessonBooking setup={setup} currency={data.currency} busy={busy} run={run} dismiss={dismiss} />,
            },
            {
              key: "practice",
              label: "Practice room",
              content: <PracticeRoomBooking setup={setup} data={data} busy={busy} run={run} />,
            },
          ]}
        />
      </StudentSection>
      <StudentSection id="past-lessons" title="Past lessons">
        <LessonHistory initial={history} timeZone={setup.timeZone} first={FIRST_PAST} />
      </StudentSection>
    </StudentPage>
  );
}
