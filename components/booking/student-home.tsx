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

const NEXT_DAYS_MS = 14 * 86_400_000;
/** Lessons and classes shown before "Show all": the demo student's page stays within three phone screens. */
const FIRST_LESSONS = 3;
const FIRST_CLASSES = 3;

type Props = { setup: ScheduleSetup; data: StudentSchedule; history: LessonHistoryPage; now: string };

/** A student's home: the next two weeks' lessons, booking in tabs, then past lessons a page at a time. */
export function StudentHome({ setup, data, history, now }: Props) {
  const { notice, busy, run, dismiss } = useBookingAction();
  const [allClasses, setAllClasses] = useState(false);
  const [allLessons, setAllLessons] = useState(false);
  const horizon = Date.parse(now) + NEXT_DAYS_MS;
  const next = data.lessons.filter((lesson) => Date.parse(lesson.startsAt) < horizon);
  const later = data.lessons.length - next.length;
  const classes = allClasses ? data.classes : data.classes.slice(0, FIRST_CLASSES);
  return (
    <StudentPage notice={notice} onDismiss={dismiss}>
      <StudentSection id="next-lessons" title="Next lessons" description={`The coming two weeks. ${policyText(data.windowHours)}`}>
        <LessonNotices setup={setup} data={data} />
        <MyLessons
          lessons={allLessons ? next : next.slice(0, FIRST_LESSONS)}
          timeZone={setup.timeZone}
          windowHours={data.windowHours}
          busy={busy}
          run={run}
        />
        {!allLessons && next.length > FIRST_LESSONS && (
          <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => setAllLessons(true)}>
            Show all {plural(next.length, "lesson")} of the next two weeks
          </Button>
        )}
        {later > 0 && <p className="text-sm text-muted-foreground">{plural(later, "more place", "more places")} booked after that.</p>}
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
        <LessonHistory initial={history} timeZone={setup.timeZone} />
      </StudentSection>
    </StudentPage>
  );
}
