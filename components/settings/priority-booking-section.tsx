import type { Session } from "@/lib/auth/session";
import { loadPriorityStudents } from "@/lib/studio/booking-window-settings";
import type { StudioSettings } from "@/lib/studio/studio-settings";
import { PriorityBookingForm } from "./priority-booking-form";

/** Settings → Priority booking (owners, Premium): when group classes open, and how much earlier for priority students. */
export async function PriorityBookingSection({ studio, session }: { studio: StudioSettings; session: Session }) {
  const { students } = await loadPriorityStudents(session);
  return (
    <section aria-labelledby="settings-priority-booking" className="grid gap-6 rounded-xl border border-border bg-card p-5 sm:p-6">
      <div>
        <h2 id="settings-priority-booking" className="font-[family-name:var(--font-display)] text-2xl font-semibold">
          Priority booking
        </h2>
        <p className="text-sm text-muted-foreground">
          Open group classes a set number of days ahead, and earlier for priority students. Students outside their window are told when
          booking opens for them. Premium.
        </p>
      </div>
      <PriorityBookingForm
        windows={{
          bookingWindowDays: studio.bookingWindowDays,
          priorityWindowDays: studio.priorityWindowDays,
          priorityRule: studio.priorityRule,
        }}
        priorityStudents={students}
      />
    </section>
  );
}
