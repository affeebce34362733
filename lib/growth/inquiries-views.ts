import { z } from "zod";
import { ZCentsOut, ZDayOut, ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";
import { INQUIRY_INTERESTS, INQUIRY_ORIGINS, INQUIRY_STAGES, SALE_CATEGORIES } from "@/lib/db/schema/column-values";

const ZSourceOut = z
  .object({
    ref: z.string().optional(),
    utmSource: z.string().optional(),
    utmMedium: z.string().optional(),
    utmCampaign: z.string().optional(),
  })
  .nullable();

/** One inquiry as staff see it in the list and on Today: who, how to reach them, where it stands. */
export const ZInquiryItem = z.object({
  id: ZIdOut,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  origin: z.enum(INQUIRY_ORIGINS),
  source: ZSourceOut,
  /** The ref, else the UTM source, else how it came in ("Walk-in", "Contact form"…). */
  sourceLabel: z.string(),
  interest: z.enum(INQUIRY_INTERESTS),
  stage: z.enum(INQUIRY_STAGES),
  lostReason: z.string().nullable(),
  followUpOn: ZDayOut.nullable(),
  followUpNote: z.string().nullable(),
  assignedTo: ZIdOut.nullable(),
  assignedName: z.string().nullable(),
  studentId: ZIdOut.nullable(),
  notes: z.string().nullable(),
  createdAt: ZInstantOut,
  updatedAt: ZInstantOut,
});
export type InquiryItem = z.input<typeof ZInquiryItem>;

/** The list: the inquiries that match, how many stand at each stage, and the sources there are to filter by. */
export const ZInquiryList = z.object({
  inquiries: z.array(ZInquiryItem),
  stageCounts: z.record(z.enum(INQUIRY_STAGES), z.number().int()),
  sources: z.array(z.object({ value: z.string(), label: z.string() })),
});

/** Everything that happened: stage moves, messages to the studio, lessons, sales, messages sent to them. */
const ZInquiryHistory = z.object({
  events: z.array(z.object({ stage: z.enum(INQUIRY_STAGES), at: ZInstantOut, byName: z.string().nullable(), note: z.string().nullable() })),
  messages: z.array(z.object({ id: ZIdOut, subject: z.string().nullable(), message: z.string(), at: ZInstantOut })),
  lessons: z.array(z.object({ id: ZIdOut, title: z.string(), startsAt: ZInstantOut, status: z.string() })),
  sales: z.array(
    z.object({ id: ZIdOut, name: z.string(), category: z.enum(SALE_CATEGORIES), amountCents: ZCentsOut, soldAt: ZInstantOut }),
  ),
  outbox: z.array(z.object({ id: ZIdOut, subject: z.string(), status: z.string(), at: ZInstantOut })),
});

export const ZInquiryView = ZInquiryItem.extend({ studentName: z.string().nullable(), history: ZInquiryHistory });
export type InquiryView = z.input<typeof ZInquiryView>;
