"use client";

import { Suspense } from "react";
import { NoticeBar } from "@/components/schedule/notice-bar";
import type { ScheduleSetup } from "@/components/schedule/types";
import type { StudentSchedule } from "@/lib/booking/student-schedule";
import { CheckoutReturnNotice } from "./checkout-return-notice";
import { ClassList } from "./class-list";
import { MyLessons } from "./my-lessons";
import { PracticeRooms } from "./practice-rooms";
import { PrivateSlots } from "./private-slots";
import { PromotionNotice } from "./promotion-notice";
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
    <>
      {/* Stays in view while the student scrolls down to a class or a free time. */}
      <div className="sticky top-14 z-30 md:top-0">
        <NoticeBar notice={notice} onDismiss={dismiss} />
      </div>
      <div className="grid gap-8 px-4 py-6 sm:px-8">
        <section aria-labelledby="my-lessons" className="grid gap-3">
          <div>
            <h2 id="my-lessons" className="font-[family-name:var(--font-display)] text-2xl font-semibold">
              My lessons
            </h2>
            <p className="text-sm text-muted-foreground">{policyText(data.windowHours)}</p>
          </div>
          {/* useSearchParams (Checkout's return) needs a Suspense boundary in a server-rendered page. */}
          <Suspense>
            <CheckoutReturnNotice />
          </Suspense>
          <PromotionNotice lessons={data.lessons} timeZone={setup.timeZone} />
          <MyLessons lessons={data.lessons} timeZone={setup.timeZone} windowHours={data.windowHours} busy={busy} run={run} />
        </section>
        <section aria-labelledby="private-lessons" className="grid gap-3">
          <div>
            <h2 id="private-lessons" className="font-[family-name:var(--font-display)] text-2xl font-semibold">
              Private lessons
            </h2>
            <p className="text-sm text-muted-foreground">Pick an instructor and a day to see their free times.</p>
          </div>
          <PrivateSlots
            instructors={setup.instructors}
            services={setup.services}
            timeZone={setup.timeZone}
            today={setup.today}
            busy={busy}
            run={run}
          />
        </section>
        <section aria-labelledby="practice-rooms" className="grid gap-3">
          <div>
            <h2 id="practice-rooms" className="font-[family-name:var(--font-display)] text-2xl font-semibold">
              Practice rooms
            </h2>
            <p className="text-sm text-muted-foreground">Rent a free room to practise on your own or with your partner.</p>
          </div>
          <PracticeRooms
            rooms={setup.rooms}
            services={setup.services}
            access={data.rooms}
            timeZone={setup.timeZone}
            today={setup.today}
            busy={busy}
            run={run}
          />
        </section>
        <section aria-labelledby="group-classes" className="grid gap-3">
          <div>
            <h2 id="group-classes" className="font-[family-name:var(--font-display)] text-2xl font-semibold">
              Group classes
            </h2>
            <p className="text-sm text-muted-foreground">The next two weeks. When a class is full you can join its waitlist.</p>
          </div>
          <ClassList classes={data.classes} timeZone={setup.timeZone} busy={busy} run={run} />
        </section>
      </div>
    </>
  );
}
