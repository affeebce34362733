"use client";

import { Suspense, useState, type ReactNode } from "react";
import { PromoCodeInput } from "@/components/growth/promo/promo-code-input";
import { NoticeBar } from "@/components/schedule/notice-bar";
import type { Notice } from "@/components/schedule/use-schedule-actions";
import type { ScheduleSetup } from "@/components/schedule/types";
import type { StudentSchedule } from "@/lib/booking/student-schedule";
import { CheckoutReturnNotice } from "./checkout-return-notice";
import { ClassList } from "./class-list";
import { PracticeRooms } from "./practice-rooms";
import { PrivateSlots } from "./private-slots";
import { PromotionNotice } from "./promotion-notice";
import type { useBookingAction } from "./use-booking-notice";

// The sections of a student's home, one component each, and the booking parts its tabs hold.

type Action = Pick<ReturnType<typeof useBookingAction>, "busy" | "run"> & Partial<Pick<ReturnType<typeof useBookingAction>, "dismiss">>;
type Sources = { setup: ScheduleSetup; data: StudentSchedule };

const sectionHeading = "font-[family-name:var(--font-display)] text-2xl font-semibold";

/**
 * One section of a student's page, named by its heading (modelled on SettingsSection): the
 * description sits right under the heading, the section's content below both.
 */
export function StudentSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div>
        <h2 id={id} className={sectionHeading}>
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** A booking tab's one-line description, above its content. */
function Described({ description, children }: { description: string; children: ReactNode }) {
  return (
    <>
      <p className="text-sm text-muted-foreground">{description}</p>
      {children}
    </>
  );
}

/**
 * The page's notice bar, kept in view at the bottom of the screen while the student scrolls down to
 * a class or a free time: a box the height of the screen below the top bar (taking no room in the
 * page) holds it, as the calendar holds its own.
 */
export function StudentPage({ notice, onDismiss, children }: { notice: Notice | null; onDismiss: () => void; children: ReactNode }) {
  return (
    <>
      <div className="sticky top-14 z-30 h-0 md:top-0">
        <div className="pointer-events-none absolute inset-x-0 top-0 h-[calc(100dvh-3.5rem)] md:h-dvh">
          <NoticeBar notice={notice} onDismiss={onDismiss} />
        </div>
      </div>
      <div className="grid gap-8 px-4 py-6 sm:px-8">{children}</div>
    </>
  );
}

/** What came back from Checkout and "a place opened up", above the student's lessons. */
export function LessonNotices({ setup, data }: Sources) {
  return (
    <>
      {/* useSearchParams (Checkout's return) needs a Suspense boundary in a server-rendered page. */}
      <Suspense>
        <CheckoutReturnNotice />
      </Suspense>
      <PromotionNotice lessons={data.lessons} timeZone={setup.timeZone} />
    </>
  );
}

export function PrivateLessonBooking({ setup, currency, busy, run, dismiss }: Pick<Sources, "setup"> & Action & { currency: string }) {
  return (
    <Described description="Pick an instructor and a day to see their free times.">
      <PrivateSlots
        onCodeChange={dismiss}
        instructors={setup.instructors}
        services={setup.services}
        timeZone={setup.timeZone}
        currency={currency}
        today={setup.today}
        busy={busy}
        run={run}
      />
    </Described>
  );
}

export function PracticeRoomBooking({ setup, data, busy, run }: Sources & Action) {
  return (
    <Described description="Rent a free room to practise on your own or with your partner.">
      <PracticeRooms
        rooms={setup.rooms}
        services={setup.services}
        access={data.rooms}
        timeZone={setup.timeZone}
        today={setup.today}
        busy={busy}
        run={run}
      />
    </Described>
  );
}

/** Group classes of the next two weeks (`classes` may be the first few of `data.classes`). */
export function GroupClassBooking({
  setup,
  classes,
  currency,
  busy,
  run,
  dismiss,
  children,
}: Pick<Sources, "setup"> & Action & { classes: StudentSchedule["classes"]; currency: string; children?: ReactNode }) {
  // A promo code for the paid class booked next; asked only when some class costs money to book.
  const [promoCode, setPromoCode] = useState("");
  const paid = classes.some((item) => !item.mine && item.price.kind === "charge");
  return (
    <Described description="The next two weeks. When a class is full you can join its waitlist.">
      {paid && (
        <PromoCodeInput
          id="class-promo-code"
          value={promoCode}
          hint="Used on the paid class you book next."
          onChange={(code) => {
            setPromoCode(code);
            // A refusal of the code typed before no longer applies to the new one.
            dismiss?.();
          }}
        />
      )}
      <ClassList
        classes={classes}
        timeZone={setup.timeZone}
        currency={currency}
        busy={busy}
        run={run}
        promoCode={promoCode}
        onCodeUsed={() => setPromoCode("")}
      />
      {children}
    </Described>
  );
}
