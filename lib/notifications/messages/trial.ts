import type { NewMessage } from "../enqueue";
import { formatWhen } from "../format-when";
import { renderEmail } from "../layout";
import type { StudioContext } from "../studio-context";

/** `requested`: the studio confirms first lessons; `paying`: held while the visitor pays at Stripe Checkout. */
export type TrialLesson = { title: string; startsAt: Date; state: "booked" | "requested" | "paying" };

const heading = (state: TrialLesson["state"], studio: string) =>
  ({
    booked: `You're booked at ${studio}`,
    requested: `Your first lesson at ${studio} is requested`,
    paying: `Your first lesson at ${studio} is held while you pay`,
  })[state];

/** A visitor's confirmed first lesson, with the invitation to set a password (`url` holds a secret slot; transactional: always sent). */
export function trialInvitationMessage(
  studio: StudioContext,
  trial: { email: string; name: string; url: string; expiresAt: Date; lesson: TrialLesson; dedupeKey: string },
): NewMessage {
  const when = formatWhen(trial.lesson.startsAt, studio);
  const rendered = renderEmail(studio, {
    heading: heading(trial.lesson.state, studio.name),
    paragraphs: [
      `Hello ${trial.name.split(" ")[0]},`,
      {
        booked: `Your place in ${trial.lesson.title} is booked.`,
        requested: `${studio.name} will confirm your place in ${trial.lesson.title} and let you know.`,
        paying: `Your place in ${trial.lesson.title} is held for 15 minutes while you pay online, and booked as soon as the payment goes through. If you didn't finish paying, book it again from ${studio.name}'s page.`,
      }[trial.lesson.state],
      `Choose a password to see your lessons, book more and cancel if plans change. The link works once, until ${formatWhen(trial.expiresAt, studio)}.`,
      "If you didn't ask for this, ignore this e-mail: nothing else happens.",
    ],
    details: [
      ["Lesson", trial.lesson.title],
      ["When", when],
    ],
    action: { label: "Set your password", url: trial.url },
  });
  return {
    studioId: studio.id,
    kind: "invitation",
    recipient: trial.email,
    recipientName: trial.name,
    subject: `${trial.lesson.title} at ${studio.name}: set your password`,
    ...rendered,
    dedupeKey: trial.dedupeKey,
  };
}

/**
 * Every first lesson asked for on the public page, before anything is booked: the person who reads
 * this address confirms it (the form is unsigned: anyone can type any address). `url` holds a secret slot.
 */
export function trialConfirmationMessage(
  studio: StudioContext,
  trial: { email: string; name: string; url: string; expiresAt: Date; lesson: { title: string; startsAt: Date }; dedupeKey: string },
): NewMessage {
  const rendered = renderEmail(studio, {
    heading: "Confirm your first lesson",
    paragraphs: [
      `Hello ${trial.name.split(" ")[0]},`,
      `Someone — we hope you — asked for a first lesson at ${studio.name} with this address. Nothing is booked until you confirm it.`,
      `The link works once, until ${formatWhen(trial.expiresAt, studio)}.`,
      "If you didn't ask for this, ignore this e-mail: nothing else happens.",
    ],
    details: lessonRows(studio, trial.lesson),
    action: { label: "Confirm your first lesson", url: trial.url },
  });
  return {
    studioId: studio.id,
    kind: "first_lesson_confirmation",
    recipient: trial.email,
    recipientName: trial.name,
    subject: `Confirm your first lesson at ${studio.name}`,
    ...rendered,
    dedupeKey: trial.dedupeKey,
  };
}

/**
 * The address already has an account: nothing is booked for it by an unsigned visitor (anyone can
 * type any address). The owner of the address signs in and books it themselves.
 */
export function trialSignInMessage(
  studio: StudioContext,
  trial: { email: string; name: string; url: string; lesson: TrialLesson; dedupeKey: string },
): NewMessage {
  const rendered = renderEmail(studio, {
    heading: `Sign in to confirm your lesson at ${studio.name}`,
    paragraphs: [
      `Hello ${trial.name.split(" ")[0]},`,
      `Someone — we hope you — asked to book ${trial.lesson.title} with this address. You already have a Promenade account, so sign in to confirm it: nothing is booked until you do.`,
      "If you didn't ask for this, ignore this e-mail.",
    ],
    details: lessonRows(studio, trial.lesson),
    action: { label: "Sign in to confirm", url: trial.url },
  });
  return {
    studioId: studio.id,
    kind: "first_lesson_confirmation",
    recipient: trial.email,
    recipientName: trial.name,
    subject: `Sign in to confirm ${trial.lesson.title} at ${studio.name}`,
    ...rendered,
    dedupeKey: trial.dedupeKey,
  };
}

/** The lesson asked for, as every first-lesson e-mail shows it. */
function lessonRows(studio: StudioContext, lesson: { title: string; startsAt: Date }): [string, string][] {
  return [
    ["Lesson", lesson.title],
    ["When", formatWhen(lesson.startsAt, studio)],
  ];
}
