import { z } from "zod";
import { LINK_TOKEN } from "@/lib/api/ids";
import { multiline, ZHexColor, ZLocalDate } from "@/lib/api/zod-fields";
import { ZSignup } from "@/lib/auth/schemas";
import { INVITE_ROLES } from "@/lib/db/schema/column-values";
import { ZStudentLevel } from "./levels";

const TIME = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time like 19:00.");
const EMAIL = z.string().trim().toLowerCase().pipe(z.email("Enter a valid e-mail address."));
const PHONE = z.string().trim().max(40, "A phone number has at most 40 characters.");
const BIO = multiline(z.string().trim().max(4000, "Keep the bio under 4,000 characters."));
const BOOLEAN_QUERY = z.enum(["true", "false"], "Use true or false.").transform((value) => value === "true");

/** The latest calendar day anywhere on Earth just now (UTC+14): a birthday "today" is never refused for a time zone. */
const latestToday = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

/** A date of birth: a real day, from 1900, not in the future. */
export const ZDateOfBirth = z.iso
  .date("Use a real date like 1990-04-25.")
  .refine((value) => value >= "1900-01-01", "Use a date from 1900 on.")
  .refine((value) => value <= latestToday(), "A date of birth can't be in the future.");

export const ZStudentInput = z.object({
  name: z.string().trim().min(1, "Enter the student's name.").max(100),
  email: EMAIL.optional(),
  phone: PHONE.optional(),
  level: ZStudentLevel.default("Newcomer"),
  partnerId: z.uuid("Choose a partner from your students.").nullable().optional(),
  emergencyContact: z.string().trim().max(200, "Keep the emergency contact under 200 characters.").optional(),
  dateOfBirth: ZDateOfBirth.nullable().optional(),
  notes: multiline(z.string().trim().max(2000, "Keep the notes under 2,000 characters.")).optional(),
});
export type TStudentInput = z.infer<typeof ZStudentInput>;

export const ZStudentPatch = ZStudentInput.extend({
  level: ZStudentLevel.optional(),
  active: z.boolean().optional(),
}).partial();
export type TStudentPatch = z.infer<typeof ZStudentPatch>;

export const ZStudentsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  level: ZStudentLevel.optional(),
  active: BOOLEAN_QUERY.optional(),
  page: z.coerce.number("Use a page number like 2.").int().min(1).max(10_000).default(1),
});
export type TStudentsQuery = z.infer<typeof ZStudentsQuery>;

export const ZInstructorsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  active: BOOLEAN_QUERY.optional(),
});
export type TInstructorsQuery = z.infer<typeof ZInstructorsQuery>;

export const ZInstructorInput = z.object({
  name: z.string().trim().min(1, "Enter the instructor's name.").max(100),
  email: EMAIL.optional(),
  color: ZHexColor.default("#7a1f4b"),
  styles: z.array(z.string().trim().min(1).max(40)).max(30).default([]),
});

/** POST /api/instructors: everything the new-instructor dialog asks for, in one request. */
export const ZInstructorCreate = ZInstructorInput.extend({ phone: PHONE.optional(), bio: BIO.optional() });
export type TInstructorCreate = z.infer<typeof ZInstructorCreate>;

export const ZInstructorPatch = z
  .object({
    name: ZInstructorInput.shape.name,
    email: EMAIL.nullable(),
    phone: PHONE.nullable(),
    bio: BIO.nullable(),
    color: ZInstructorInput.shape.color.unwrap(),
    styles: ZInstructorInput.shape.styles.unwrap(),
    active: z.boolean(),
  })
  .partial();
export type TInstructorPatch = z.infer<typeof ZInstructorPatch>;

export const ZAvailability = z.object({
  slots: z
    .array(
      z
        .object({
          weekday: z.number().int().min(0).max(6, "Weekdays run from 0 (Sunday) to 6 (Saturday)."),
          startTime: TIME,
          endTime: TIME,
        })
        .refine((slot) => slot.endTime > slot.startTime, { message: "The end time must be after the start time.", path: ["endTime"] }),
    )
    .max(50),
  exceptions: z
    .array(
      z
        .object({
          date: ZLocalDate,
          startTime: TIME.optional(),
          endTime: TIME.optional(),
          reason: z.string().trim().max(200).optional(),
        })
        .refine((item) => Boolean(item.startTime) === Boolean(item.endTime), {
          message: "Give both a start and an end time, or neither for the whole day.",
          path: ["endTime"],
        })
        .refine((item) => !item.startTime || !item.endTime || item.endTime > item.startTime, {
          message: "The end time must be after the start time.",
          path: ["endTime"],
        }),
    )
    .max(200)
    .optional(),
});
export type TAvailability = z.infer<typeof ZAvailability>;

const RATE_CENTS = z
  .number("Enter the rate in cents.")
  .int("Amounts are whole cents.")
  .min(0, "A rate can't be negative.")
  .max(10_000_000, "That rate is too large.");

export const ZRateInput = z.object({
  privateCents: RATE_CENTS,
  classCents: RATE_CENTS,
  effectiveFrom: ZLocalDate,
});
export type TRateInput = z.infer<typeof ZRateInput>;

export const ZInviteInput = z.object({
  email: EMAIL,
  role: z.enum(INVITE_ROLES, "Invite an instructor or a student."),
  personId: z.uuid("Choose who you are inviting."),
});
export type TInviteInput = z.infer<typeof ZInviteInput>;

/** The sign-up form's name and password rules, so an invited person meets the same ones. */
export const ZAcceptInvite = ZSignup.pick({ name: true, password: true });

export const ZTokenParams = z.object({ token: z.string().regex(LINK_TOKEN) });
