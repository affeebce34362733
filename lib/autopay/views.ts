import { z } from "zod";
import { ZCentsOut, ZDayOut, ZIdOut } from "@/lib/api/answer-fields";
import { MEMBERSHIP_PERIODS, UNUSED_UNITS } from "@/lib/db/schema/column-values";
import { ZPaymentItemView } from "@/lib/payments/views";

export const ZMembershipPlanView = z.object({
  id: ZIdOut,
  name: z.string(),
  priceCents: ZCentsOut,
  period: z.enum(MEMBERSHIP_PERIODS),
  unlimitedClasses: z.boolean(),
  privateUnits: z.number().int(),
  classUnits: z.number().int(),
  unused: z.enum(UNUSED_UNITS),
  rollOverCap: z.number().int(),
  commitmentMonths: z.number().int(),
  noticeDays: z.number().int(),
  signUpFeeCents: ZCentsOut,
  onlineEnrol: z.boolean(),
  active: z.boolean(),
});

export const MEMBERSHIP_STATES = ["upcoming", "active", "paused", "past_due", "ending", "ended"] as const;

/** A student's membership as they and the staff read it. */
export const ZMembershipView = z.object({
  id: ZIdOut,
  studentId: ZIdOut,
  planId: ZIdOut,
  name: z.string(),
  priceCents: ZCentsOut,
  period: z.enum(MEMBERSHIP_PERIODS),
  unlimitedClasses: z.boolean(),
  privateUnits: z.number().int(),
  classUnits: z.number().int(),
  state: z.enum(MEMBERSHIP_STATES),
  startsOn: ZDayOut,
  commitmentEndsOn: ZDayOut.nullable(),
  pausedFrom: ZDayOut.nullable(),
  pausedUntil: ZDayOut.nullable(),
  endsOn: ZDayOut.nullable(),
  /** The next period's charge, when one is coming. */
  nextChargeOn: ZDayOut.nullable(),
});

/** An instructor's read of a student's membership: what it covers and when, not its price or charges. */
export const ZMembershipInstructorView = ZMembershipView.omit({ priceCents: true, nextChargeOn: true });

// One due item is the same shape wherever it is answered (a package sale answers its schedule too).
export { ZPaymentItemView } from "@/lib/payments/views";

export const ZPaymentScheduleView = z.object({ items: z.array(ZPaymentItemView) });

/** The owner's Failed payments list: the item and whose it is. */
export const ZFailedPaymentView = ZPaymentItemView.extend({ studentId: ZIdOut, studentName: z.string() });
