import { z } from "zod";
import { ZCentsOut, ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";
import { STUDENT_LEVELS } from "@/lib/db/schema/column-values";
import { ZEventView } from "@/lib/scheduling/views";

/** One of the student's own past lessons: what, when, with whom, where, and how it went. */
export const ZPastLessonItem = z.object({
  bookingId: ZIdOut,
  eventId: ZIdOut,
  title: z.string(),
  /** attended, no_show, late_cancel, or booked (not posted yet). */
  status: z.string(),
  startsAt: ZInstantOut,
  endsAt: ZInstantOut,
  instructorName: z.string().nullable(),
  roomName: z.string().nullable(),
});

/** A page of the student's lesson history and how many lessons there are in all. */
export const ZLessonHistoryPage = z.object({
  lessons: z.array(ZPastLessonItem),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

/** A notice the student dismissed (its id is its booking's) and when. */
export const ZNoticeSeenView = z.object({ notice: z.object({ id: ZIdOut, seenAt: ZInstantOut }) });

/** What booking a lesson would cost the caller, shown before they book: a unit of one of their packages, its price, or nothing. */
export const ZBookingPriceView = z.discriminatedUnion("kind", [
  /** `unitsLeft`: the package's units left now, this lesson's among them. */
  z.object({ kind: z.literal("unit"), packageName: z.string(), unitsLeft: z.number().int() }),
  z.object({ kind: z.literal("charge"), amountCents: ZCentsOut, currency: z.string() }),
  z.object({ kind: z.literal("free") }),
]);

/** What booking a place did cost: a unit (left after it), a charge on the account, nothing, or paid at Checkout. */
export const ZBookingMoneyView = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("unit"),
    studentPackageId: ZIdOut,
    packageName: z.string(),
    unitsLeft: z.number().int(),
    expiresAt: ZInstantOut,
  }),
  z.object({ kind: z.literal("charge"), amountCents: ZCentsOut }),
  z.object({ kind: z.literal("free") }),
  z.object({ kind: z.literal("held") }),
  z.object({ kind: z.literal("checkout"), amountCents: ZCentsOut }),
]);

const ZPlaceStatus = z.enum(["booked", "waitlisted", "held"]);

/** A place just booked, waitlisted, or held while the student pays; with what it cost and, held, where to pay. */
export const ZBookingResultView = z.object({
  booking: z.object({ id: ZIdOut, status: ZPlaceStatus, position: z.number().int().optional(), holdExpiresAt: ZInstantOut.optional() }),
  money: ZBookingMoneyView.optional(),
  checkoutUrl: z.string().optional(),
});

/**
 * Whether cancelling a booking is late (lib/booking/late-cancel.ts): when it turns late (null:
 * never — a waitlist place, one held for payment, one the waitlist handed over inside the window),
 * and whether cancelling it now would be charged. Screens show these; they never work the rule out.
 */
export const ZLateCancelFields = z.object({ lateCancelFrom: ZInstantOut.nullable(), lateCancelCharge: z.boolean() });

/** One of an event's bookings, for its instructor and owners: who, how they stand, and whether cancelling now is late. */
export const ZEventBookingItem = z
  .object({
    id: ZIdOut,
    studentId: ZIdOut,
    studentName: z.string(),
    level: z.enum(STUDENT_LEVELS),
    status: z.string(),
    role: z.enum(["lead", "follow"]).nullable(),
    position: z.number().int().nullable(),
    createdAt: ZInstantOut,
  })
  .extend(ZLateCancelFields.shape);

/** Who booked an event (places first, then the waitlist), the studio's window, and whether the caller books only their own students. */
export const ZEventBookingsView = z.object({
  bookings: z.array(ZEventBookingItem),
  windowHours: z.number().int(),
  ownStudentsOnly: z.boolean(),
});

const ZCancelledBooking = z.object({ id: ZIdOut, status: z.enum(["cancelled", "late_cancel"]) });

/** A booking cancelled (late or not) and, for staff, the waitlisted student who moved up into the place. */
export const ZCancelledStaffView = z.object({
  booking: ZCancelledBooking,
  promoted: z.object({ id: ZIdOut, studentId: ZIdOut }).nullable(),
});
/** The same for the student who cancelled: who moved up into the place is not theirs to know. */
export const ZCancelledStudentView = z.object({ booking: ZCancelledBooking });

/** A place's attendance as posted. */
export const ZAttendanceRecordedView = z.object({ booking: z.object({ id: ZIdOut, status: z.string() }) });

/** What became of each tap of an offline batch, in the order sent. */
export const ZAttendanceBatchView = z.object({
  results: z.array(z.object({ clientId: ZIdOut, result: z.enum(["applied", "duplicate", "conflict"]), message: z.string().optional() })),
});

/** How many booked places were marked attended. */
export const ZMarkedPresentView = z.object({ marked: z.number().int() });

/** An instructor's free private-lesson slot (in a free room, if the studio has rooms), priced for the caller. */
export const ZFreeSlotView = z.object({ startsAt: ZInstantOut, endsAt: ZInstantOut, roomId: ZIdOut.nullable(), price: ZBookingPriceView });

/** A room's free practice time, priced for the caller's place. */
export const ZRoomSlotView = z.object({ startsAt: ZInstantOut, endsAt: ZInstantOut, price: ZBookingPriceView });

/** A private lesson just booked: the lesson, the place, what it cost, and where to pay when paid at booking. */
export const ZPrivateLessonBookedView = z.object({
  event: ZEventView,
  booking: z.object({ id: ZIdOut, status: ZPlaceStatus, holdExpiresAt: ZInstantOut.optional() }),
  money: ZBookingMoneyView,
  checkoutUrl: z.string().optional(),
});

/** A room rented: the rental and each dancer's place (the student's, and a partner's), and where to pay when paid at booking. */
export const ZRoomRentalBookedView = z.object({
  event: ZEventView,
  bookings: z.array(z.object({ id: ZIdOut, studentId: ZIdOut, status: ZPlaceStatus, holdExpiresAt: ZInstantOut.optional() })),
  checkoutUrl: z.string().optional(),
});
