import { z } from "zod";
import { ZInstant } from "@/lib/api/zod-fields";
import { DANCE_ROLES } from "@/lib/db/schema/booking";
import { ZPromoCodeField } from "@/lib/growth/promo-schemas";

export const ZBookEvent = z.object({
  studentId: z.uuid("Choose a student.").optional(),
  role: z.enum(DANCE_ROLES, "Choose lead or follow.").optional(),
  /** Pay with this package of the student's (else the oldest-expiring one that covers the lesson). */
  studentPackageId: z.uuid("Choose one of the student's packages.").optional(),
  /** A promo code for a lesson that costs money: its discount comes off the price. */
  promoCode: ZPromoCodeField,
});
export type TBookEvent = z.infer<typeof ZBookEvent>;

export const ZAttendance = z.object({
  status: z.enum(["attended", "no_show", "late_cancel"], "Mark attended, no-show or late cancel."),
});
export type TAttendance = z.infer<typeof ZAttendance>;

/** The most taps one batch carries; a device with more sends them in several. */
const ATTENDANCE_BATCH_MAX = 200;

/** Attendance taken on a device while offline, each tap with the id the device gave it (sent again, it counts once). */
export const ZAttendanceBatch = z.object({
  items: z
    .array(
      ZAttendance.extend({
        bookingId: z.uuid("Name the booking by its id."),
        takenAt: ZInstant,
        clientId: z.uuid("Give each tap a UUID made on the device."),
      }),
    )
    .min(1, "Send at least one mark.")
    .max(ATTENDANCE_BATCH_MAX, `Send at most ${ATTENDANCE_BATCH_MAX} marks at a time.`),
});
export type TAttendanceBatch = z.infer<typeof ZAttendanceBatch>;

export const ZAvailabilityQuery = z
  .object({
    instructorId: z.uuid("Choose an instructor."),
    serviceId: z.uuid("Choose a service."),
    from: ZInstant,
    to: ZInstant,
  })
  .superRefine((value, ctx) => {
    const span = Date.parse(value.to) - Date.parse(value.from);
    if (span <= 0) ctx.addIssue({ code: "custom", path: ["to"], message: "`to` must be after `from`." });
    else if (span > 31 * 86_400_000) ctx.addIssue({ code: "custom", path: ["to"], message: "Ask for at most 31 days at a time." });
  });
export type TAvailabilityQuery = z.infer<typeof ZAvailabilityQuery>;

export const ZPrivateLesson = z.object({
  instructorId: z.uuid("Choose an instructor."),
  serviceId: z.uuid("Choose a service."),
  startsAt: ZInstant,
  studentId: z.uuid("Choose a student.").optional(),
  studentPackageId: z.uuid("Choose one of the student's packages.").optional(),
  /** A promo code for a lesson that costs money: its discount comes off the price. */
  promoCode: ZPromoCodeField,
});
export type TPrivateLesson = z.infer<typeof ZPrivateLesson>;

const ZSpan = <T extends { from: string; to: string }>(value: T, ctx: z.RefinementCtx) => {
  const span = Date.parse(value.to) - Date.parse(value.from);
  if (span <= 0) ctx.addIssue({ code: "custom", path: ["to"], message: "`to` must be after `from`." });
  else if (span > 31 * 86_400_000) ctx.addIssue({ code: "custom", path: ["to"], message: "Ask for at most 31 days at a time." });
};

export const ZRoomAvailabilityQuery = z
  .object({
    roomId: z.uuid("Choose a room."),
    serviceId: z.uuid("Choose a room rental service."),
    from: ZInstant,
    to: ZInstant,
  })
  .superRefine(ZSpan);
export type TRoomAvailabilityQuery = z.infer<typeof ZRoomAvailabilityQuery>;

export const ZRoomRental = z.object({
  roomId: z.uuid("Choose a room."),
  serviceId: z.uuid("Choose a room rental service."),
  startsAt: ZInstant,
  studentId: z.uuid("Choose a student.").optional(),
  /** Book the student's dance partner too (a couple's practice time). */
  withPartner: z.boolean("Say whether your partner comes too.").optional(),
});
export type TRoomRental = z.infer<typeof ZRoomRental>;
