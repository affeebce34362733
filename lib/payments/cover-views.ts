import { z } from "zod";
import { ZCentsOut, ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";

/** A lesson still charged as money, as the sale dialog and the student's Buy list show it. */
export const ZUnpaidLessonView = z.object({
  bookingId: ZIdOut,
  label: z.string(),
  startsAt: ZInstantOut,
  amountCents: ZCentsOut,
  state: z.enum(["upcoming", "taught", "missed"]),
});

/** `GET /api/students/{id}/unpaid-lessons`: per package on sale, the lessons selling it would pay for. */
export const ZPackageCovers = z.object({
  covers: z.array(z.object({ packageId: ZIdOut, lessons: z.array(ZUnpaidLessonView), amountCents: ZCentsOut })),
});
