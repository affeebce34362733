import { buildEventIcs, studentSequence } from "@/lib/calendar/event-ics";
import { mailFromAddress } from "../mail-transport";
import type { BookingDetails } from "../booking-details";
import type { NewMessage } from "../enqueue";
import { formatWhen } from "../format-when";
import { renderEmail } from "../layout";
import type { StudioContext } from "../studio-context";
import { env } from "@/lib/env";
import { unsubscribeHeaders, unsubscribeUrl } from "../unsubscribe-token";

export type BookingMessageKind = "booking_confirmed" | "booking_cancelled" | "waitlist_promoted" | "reminder";

const firstName = (name: string | null) => (name ? name.split(" ")[0] : null);

/** A remote lesson's link, only to a student holding a place in it (never a waitlist place, a hold or a cancellation). */
function meetingLinkFor(booking: Pick<BookingDetails, "status" | "eventStatus" | "meetingUrl">): string | null {
  const holdsPlace = booking.status === "booked" || booking.status === "attended" || booking.status === "no_show";
  return holdsPlace && booking.eventStatus === "scheduled" ? (booking.meetingUrl ?? null) : null;
}

function lessonDetails(studio: StudioContext, booking: BookingDetails): [string, string][] {
  const meetingUrl = meetingLinkFor(booking);
  return [
    ["When", formatWhen(booking.startsAt, studio)],
    ["What", booking.title],
    ...(booking.instructorName ? ([["With", booking.instructorName]] as [string, string][]) : []),
    ...(booking.roomName ? ([["Where", `${booking.roomName}, ${studio.name}`]] as [string, string][]) : []),
    ...(meetingUrl ? ([["Join online", meetingUrl]] as [string, string][]) : []),
  ];
}

/** The .ics: the same UID as the person's feed, METHOD:REQUEST to add or update it, CANCEL to remove it. */
function attachment(studio: StudioContext, booking: BookingDetails, method: "REQUEST" | "CANCEL") {
  const ics = buildEventIcs({
    method,
    eventId: booking.eventId,
    sequence: studentSequence(booking.eventSequence, booking.bookingSequence),
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    timeZone: studio.timeZone,
    title: booking.title,
    studioName: studio.name,
    roomName: booking.roomName,
    withFirstName: firstName(booking.instructorName),
    meetingUrl: method === "CANCEL" ? null : meetingLinkFor(booking),
    cancelled: method === "CANCEL",
    organizer: { name: studio.name, email: studio.contactEmail ?? mailFromAddress() },
    attendee: booking.email ? { name: booking.studentName, email: booking.email } : undefined,
  });
  return [
    {
      filename: method === "CANCEL" ? "cancelled.ics" : "lesson.ics",
      contentType: `text/calendar; charset=utf-8; method=${method}`,
      content: ics,
    },
  ];
}

/**
 * A booking's message to its student, or null when there is nobody to write to. `by`: who
 * cancelled (the student themself, or the studio). Reminders carry the one-click unsubscribe link.
 */
export function bookingMessage(
  studio: StudioContext,
  booking: BookingDetails,
  kind: BookingMessageKind,
  options: { by?: "student" | "studio"; dedupeKey?: string } = {},
): NewMessage | null {
  if (!booking.email) return null;
  const when = formatWhen(booking.startsAt, studio);
  const details = lessonDetails(studio, booking);
  const hello = `Hello ${firstName(booking.studentName)},`;
  const unsubscribe = kind === "reminder" && booking.userId ? unsubscribeUrl() : undefined;
  const content = {
    booking_confirmed: {
      subject: `Booked: ${booking.title}, ${when}`,
      heading: "Your place is booked",
      paragraphs: [hello, `You're booked for ${booking.title} on ${when}. The attached invitation adds it to your calendar.`],
    },
    booking_cancelled: {
      subject: `Cancelled: ${booking.title}, ${when}`,
      heading: "Your booking is cancelled",
      paragraphs: [
        hello,
        options.by === "studio"
          ? `${studio.name} cancelled your place in ${booking.title} on ${when}.`
          : `You cancelled your place in ${booking.title} on ${when}.`,
        "The attached cancellation removes it from your calendar.",
      ],
    },
    waitlist_promoted: {
      subject: `You're in: ${booking.title}, ${when}`,
      heading: "A place opened up — you're in",
      paragraphs: [hello, `A place in ${booking.title} on ${when} opened up, and it's yours now: you were next on the waitlist.`],
    },
    reminder: {
      subject: `Reminder: ${booking.title}, ${when}`,
      heading: "See you soon",
      paragraphs: [
        hello,
        `A reminder of your ${booking.title} on ${when}.`,
        ...(meetingLinkFor(booking) ? ["It takes place online: the link to join is below."] : []),
      ],
    },
  }[kind];
  const rendered = renderEmail(studio, {
    heading: content.heading,
    paragraphs: content.paragraphs,
    details,
    action: { label: "Open your schedule", url: `${env.SITE_URL}/app/schedule` },
    unsubscribeUrl: unsubscribe,
  });
  const method = kind === "booking_cancelled" ? "CANCEL" : "REQUEST";
  return {
    studioId: studio.id,
    kind,
    userId: booking.userId,
    recipient: booking.email,
    recipientName: booking.studentName,
    subject: content.subject,
    ...rendered,
    headers: unsubscribe ? unsubscribeHeaders(unsubscribe) : undefined,
    attachments: kind === "reminder" ? undefined : attachment(studio, booking, method),
    dedupeKey: options.dedupeKey,
  };
}
