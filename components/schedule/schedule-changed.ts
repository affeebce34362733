/** Said on `window` after the schedule creates an event or changes its bookings, for anything on the page that counts them. */
export const SCHEDULE_CHANGED_EVENT = "promenade:schedule-changed";

export function notifyScheduleChanged(): void {
  window.dispatchEvent(new Event(SCHEDULE_CHANGED_EVENT));
}
