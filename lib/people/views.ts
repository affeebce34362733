import { z } from "zod";
import { ZCentsOut, ZDayOut, ZIdOut, ZInstantOut, ZTimeOut } from "@/lib/api/answer-fields";
import { ROLES } from "@/lib/auth/roles";
import { STUDENT_LEVELS } from "@/lib/db/schema/column-values";

const ZPartner = z.object({ id: ZIdOut, name: z.string() }).nullable();

/** A student as they read themself: everything on their record but the studio's own notes about them. */
export const ZStudentSelfView = z.object({
  id: ZIdOut,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  level: z.enum(STUDENT_LEVELS),
  partnerId: ZIdOut.nullable(),
  partner: ZPartner,
  emergencyContact: z.string().nullable(),
  dateOfBirth: ZDayOut.nullable(),
  active: z.boolean(),
  createdAt: ZInstantOut,
});

/** A student as staff read them: with the studio's notes and whether they have an account. */
export const ZStudentStaffView = ZStudentSelfView.extend({
  notes: z.string().nullable(),
  userId: ZIdOut.nullable(),
});

/** One row of the students list (staff only). */
export const ZStudentListItem = ZStudentStaffView.pick({
  id: true,
  name: true,
  email: true,
  phone: true,
  level: true,
  partnerId: true,
  active: true,
  userId: true,
});

/** A student named in a list of choices (the priority list): id and name only. */
export const ZStudentRef = ZStudentSelfView.pick({ id: true, name: true });

/** A page of the students list and how many match in all. */
export const ZStudentsPage = z.object({
  students: z.array(ZStudentListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** One instructor in a list: public profile; staff also learn whether they have an account. */
export const ZInstructorListItem = z.object({
  id: ZIdOut,
  name: z.string(),
  color: z.string(),
  styles: z.array(z.string()),
  active: z.boolean(),
});
export const ZInstructorStaffListItem = ZInstructorListItem.extend({ userId: ZIdOut.nullable() });

const ZWeeklyHours = z.object({ weekday: z.number().int(), startTime: ZTimeOut, endTime: ZTimeOut });
const ZDayOff = z.object({ date: ZDayOut, startTime: ZTimeOut.nullable(), endTime: ZTimeOut.nullable(), reason: z.string().nullable() });

/** An instructor's profile with their weekly hours and days off, as a student reads it. */
export const ZInstructorProfile = z.object({
  id: ZIdOut,
  name: z.string(),
  bio: z.string().nullable(),
  styles: z.array(z.string()),
  color: z.string(),
  active: z.boolean(),
  createdAt: ZInstantOut,
  availability: z.array(ZWeeklyHours),
  exceptions: z.array(ZDayOff),
});

/** An instructor's pay rate from a day on (earlier rates stay for the lessons they paid). */
export const ZRateView = z.object({ privateCents: ZCentsOut, classCents: ZCentsOut, effectiveFrom: ZDayOut });

/** The same profile for the owner and the instructor themself: contact details and the rate history. */
export const ZInstructorStaffProfile = ZInstructorProfile.extend({
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  userId: ZIdOut.nullable().optional(),
  rates: z.array(ZRateView).optional(),
});

/** An instructor's photo: its address (by content hash, cached for a year) and size. */
export const ZInstructorPhotoView = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/** The signed-in person's own profile; a student's also carries their record's contact details. */
export const ZProfileView = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  student: z
    .object({
      phone: z.string().nullable(),
      emergencyContact: z.string().nullable(),
      dateOfBirth: ZDayOut.nullable(),
      level: z.enum(STUDENT_LEVELS),
      partnerName: z.string().nullable(),
    })
    .nullable(),
});

/** An invitation sent: to which address, until when, and whether mail goes out (else it waits in the e-mail log). Never the link. */
export const ZInviteSentView = z.object({ email: z.string(), expiresAt: ZInstantOut, mailConfigured: z.boolean() });
