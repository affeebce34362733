import { z } from "zod";
import { STUDIO_LOCALES } from "@/lib/db/schema/column-values";
import { ZDayOut, ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";
import { ZBookingPriceView } from "@/lib/booking/views";
import { ZIntakeQuestionView } from "@/lib/records/intake-views";

/** An instructor's own choice to appear on the studio's public page. */
export const ZOwnConsentView = z.object({ showOnPublicPage: z.boolean() });

/** The public page's settings (owners), with each active instructor and whether they agreed to be shown. */
export const ZPublicPageSettingsView = z.object({
  enabled: z.boolean(),
  slug: z.string().nullable(),
  description: z.string().nullable(),
  showInstructors: z.array(ZIdOut),
  widgetOrigins: z.array(z.string()),
  trialNeedsConfirmation: z.boolean(),
  instructors: z.array(z.object({ id: ZIdOut, name: z.string(), hasAgreed: z.boolean() })),
});

/** What anyone may read about a studio whose page is on: never its internal id, nothing about students. */
export const ZPublicStudioView = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  timeZone: z.string(),
  locale: z.enum(STUDIO_LOCALES),
  currency: z.string(),
  logoUrl: z.string().nullable(),
  brandColor: z.string().nullable(),
  contact: z.object({
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
  }),
  /** Only the instructors who agreed to appear and the owner picked. */
  instructors: z.array(
    z.object({ id: ZIdOut, name: z.string(), styles: z.array(z.string()), bio: z.string().nullable(), photoUrl: z.string().nullable() }),
  ),
  /** The private lessons a visitor may book as a first lesson, priced as a student without a package pays. */
  privateLessons: z.array(z.object({ id: ZIdOut, name: z.string(), durationMinutes: z.number().int(), price: ZBookingPriceView })),
  trialNeedsConfirmation: z.boolean(),
  /** Asked with a first-lesson request (`intake: { id: answer }`), required ones required; never a staff-only one. */
  intakeQuestions: z.array(ZIntakeQuestionView),
});

/** A class or practice party on the public timetable: places left as a count, never who holds them. */
export const ZPublicClassView = z.object({
  id: ZIdOut,
  title: z.string(),
  kind: z.enum(["group", "practice"]),
  startsAt: ZInstantOut,
  endsAt: ZInstantOut,
  /** Only an instructor shown on the page is named. */
  instructorName: z.string().nullable(),
  roomName: z.string().nullable(),
  capacity: z.number().int(),
  placesLeft: z.number().int(),
  /** The class asks each dancer to lead or follow. */
  isPartnered: z.boolean(),
  price: ZBookingPriceView,
});

/** The public timetable between two instants (a date asked for is read in the studio's zone). */
export const ZPublicTimetableView = z.object({ from: ZInstantOut, to: ZInstantOut, classes: z.array(ZPublicClassView) });

/** The studio's dates of the next six weeks with a free first private lesson. */
export const ZFirstLessonDaysView = z.object({ timeZone: z.string(), days: z.array(ZDayOut) });

/** One day's free first private lessons, per instructor shown who has any. */
export const ZFirstLessonDayView = z.object({
  date: ZDayOut,
  timeZone: z.string(),
  instructors: z.array(
    z.object({
      instructorId: ZIdOut,
      instructorName: z.string(),
      times: z.array(z.object({ startsAt: ZInstantOut, endsAt: ZInstantOut })),
    }),
  ),
});

/** A first lesson asked for: the same answer for every address, so it tells nobody who is a student. */
export const ZTrialAskedView = z.object({ status: z.literal("check_email"), message: z.string() });

/** A first lesson confirmed from the e-mailed link: booked, asked of the studio, held while paying, or sign in first. */
export const ZTrialConfirmedView = z.discriminatedUnion("status", [
  z.object({ status: z.enum(["booked", "requested"]), message: z.string() }),
  z.object({ status: z.literal("checkout"), message: z.string(), checkoutUrl: z.string() }),
  z.object({ status: z.literal("sign_in"), message: z.string(), url: z.string() }),
]);

/** A first lesson from the public page waiting for the studio's confirmation (owners): who, which lesson, when. */
export const ZPendingTrialView = z.object({
  id: ZIdOut,
  studentName: z.string(),
  email: z.string().nullable(),
  lesson: z.string(),
  startsAt: ZInstantOut,
  createdAt: ZInstantOut,
});

/** What the studio decided about a waiting first lesson. */
export const ZTrialDecisionView = z.object({ status: z.enum(["booked", "declined"]) });
