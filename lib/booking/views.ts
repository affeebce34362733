import { z } from "zod";
import { ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";

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
