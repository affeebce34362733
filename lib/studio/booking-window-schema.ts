import { z } from "zod";
import { PRIORITY_RULES } from "@/lib/db/schema/community-values";

const days = (label: string) =>
  z
    .number({ error: `Give the ${label} in days, e.g. 7.` })
    .int(`Give the ${label} in whole days.`)
    .min(1, `The ${label} is at least 1 day.`)
    .max(365, `The ${label} is at most 365 days.`)
    .nullable()
    .optional();

/** PATCH /api/studio's priority-booking fields (Premium): null clears a window. */
export const ZBookingWindowPatch = z.object({
  /** Group classes open this many days before they start (null: as soon as scheduled). */
  bookingWindowDays: days("booking window"),
  /** Priority students may book this many days ahead (at least bookingWindowDays). */
  priorityWindowDays: days("early window"),
  priorityRule: z.enum(PRIORITY_RULES, { error: "Choose package holders or a chosen list." }).optional(),
});

/** PUT /api/priority-students: the chosen list, replaced whole. */
export const ZPriorityStudents = z.object({ studentIds: z.array(z.uuid("Choose your own students.")).max(5000) });
