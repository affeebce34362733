import { z } from "zod";
import { multiline, ZLocalDate, ZPeriodDate } from "@/lib/api/zod-fields";
import { INQUIRY_INTERESTS, INQUIRY_STAGES } from "@/lib/db/schema/column-values";

const EMAIL = z.string().trim().toLowerCase().max(254).pipe(z.email("Enter a valid e-mail address."));
const PHONE = z.string().trim().max(40, "A phone number has at most 40 characters.");
const NOTES = multiline(z.string().trim().max(2000, "Keep the notes under 2,000 characters."));
const FOLLOW_UP_NOTE = z.string().trim().max(200, "Keep the follow-up task under 200 characters.");
const LOST_REASON = z.string().trim().min(1, "Say why the inquiry was lost.").max(200, "Keep the reason under 200 characters.");

/** The ways staff take an inquiry in by hand: the forms make their own. */
export const HAND_ORIGINS = ["walk_in", "phone", "other"] as const;

const ZInquiryStage = z.enum(INQUIRY_STAGES, "Choose a stage from the list.");
const ZInquiryInterest = z.enum(INQUIRY_INTERESTS, "Choose an interest from the list.");

/** A walk-in or a call, typed in by staff; `studentId` links a student already on file. */
export const ZInquiryFields = z.object({
  name: z.string().trim().min(1, "Enter the person's name.").max(100, "Keep the name under 100 characters."),
  email: EMAIL.optional(),
  phone: PHONE.optional(),
  origin: z.enum(HAND_ORIGINS, "Choose walk-in, phone or other.").default("walk_in"),
  interest: ZInquiryInterest.default("other"),
  assignedTo: z.uuid("Choose an instructor from the list.").nullable().optional(),
  studentId: z.uuid("Choose a student from the list.").nullable().optional(),
  notes: NOTES.optional(),
  followUpOn: ZLocalDate.nullable().optional(),
  followUpNote: FOLLOW_UP_NOTE.optional(),
});

/** Someone can follow up only with a way to reach them: an address, a number, or a student on file. */
export function isReachable(value: { email?: string; phone?: string; studentId?: string | null }): boolean {
  return !!(value.email || value.phone || value.studentId);
}
export const UNREACHABLE = { message: "Enter an e-mail address or a phone number, so someone can follow up.", path: ["email"] };

export const ZInquiryCreate = ZInquiryFields.refine(isReachable, UNREACHABLE);
export type TInquiryCreate = z.infer<typeof ZInquiryCreate>;

/** A stage moved by hand, a follow-up set or done (null), the inquiry handed to someone, or lost with its reason. */
export const ZInquiryPatchFields = z.object({
  stage: ZInquiryStage.optional(),
  followUpOn: ZLocalDate.nullable().optional(),
  followUpNote: FOLLOW_UP_NOTE.nullable().optional(),
  assignedTo: z.uuid("Choose an instructor from the list.").nullable().optional(),
  lostReason: LOST_REASON.optional(),
  interest: ZInquiryInterest.optional(),
  notes: NOTES.nullable().optional(),
});

/** Lost needs its reason; a reason belongs to a lost inquiry only. */
export function checkLostReason(value: { stage?: string; lostReason?: string }, ctx: z.RefinementCtx): void {
  if (value.stage === "lost" && !value.lostReason)
    ctx.addIssue({ code: "custom", message: "Say why the inquiry was lost.", path: ["lostReason"] });
  if (value.lostReason && value.stage && value.stage !== "lost")
    ctx.addIssue({ code: "custom", message: "A reason is only kept for a lost inquiry.", path: ["lostReason"] });
}

export const ZInquiryPatch = ZInquiryPatchFields.superRefine(checkLostReason);
export type TInquiryPatch = z.infer<typeof ZInquiryPatch>;

/** The list's filters: stage, where they came from, who follows them up ("none": nobody yet), and when they came in. */
export const ZInquiriesQuery = z
  .object({
    stage: ZInquiryStage.optional(),
    source: z.string().trim().min(1).max(100).optional(),
    assignedTo: z.union([z.uuid("Choose an instructor from the list."), z.literal("none")]).optional(),
    from: ZPeriodDate.optional(),
    to: ZPeriodDate.optional(),
    search: z.string().trim().max(100).optional(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: "The period must end on or after its first day.",
    path: ["to"],
  });
export type TInquiriesQuery = z.infer<typeof ZInquiriesQuery>;
