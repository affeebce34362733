import "server-only";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { enqueueMessage, enqueueMessages } from "@/lib/notifications/enqueue";
import { formatWhen } from "@/lib/notifications/format-when";
import { INVITE_URL } from "@/lib/notifications/invitation-notice";
import { renderEmail } from "@/lib/notifications/layout";
import { ownerRecipients } from "@/lib/notifications/recipients";
import { loadStudioContext } from "@/lib/notifications/studio-context";
import { unsubscribeHeaders, unsubscribeUrl } from "@/lib/notifications/unsubscribe-token";

/** What the webhook did with a paid intro offer: the package is always sold; the lesson booked, or why not. */
type IntroOfferOutcome = {
  checkoutId: string;
  name: string;
  email: string;
  offer: { name: string; units: number; amountText: string };
  lesson: { title: string; startsAt: Date };
  /** Null: booked. Otherwise why the lesson couldn't be booked (the time was taken meanwhile…). */
  notBooked: string | null;
  /** The invitation to set a password, when the new student has no account yet. */
  invite: { token: string; expiresAt: Date } | null;
};

/** The buyer's confirmation (always sent: it is their receipt) and the owners' notice, in the webhook's transaction. */
export async function notifyIntroOfferPaid(tx: Db, studioId: string, outcome: IntroOfferOutcome, now: Date): Promise<void> {
  const studio = await loadStudioContext(tx, studioId, now);
  const when = formatWhen(outcome.lesson.startsAt, studio);
  const first = outcome.name.split(" ")[0];
  const booked = outcome.notBooked === null;
  const url = outcome.invite ? INVITE_URL : `${env.SITE_URL}/login?redirect=${encodeURIComponent("/app/schedule")}`;
  const student = renderEmail(studio, {
    heading: booked ? `You're booked at ${studio.name}` : `Your ${outcome.offer.name} is paid: choose another first lesson`,
    paragraphs: [
      `Hello ${first},`,
      booked
        ? `Thank you for buying ${outcome.offer.name} (${outcome.offer.amountText}). Your first lesson, ${outcome.lesson.title}, is booked and paid with one of its lessons.`
        : `Thank you for buying ${outcome.offer.name} (${outcome.offer.amountText}). The first lesson you chose, ${outcome.lesson.title}, ${when}, couldn't be booked: ${outcome.notBooked} Your offer's lessons are all yours: choose another time once you've signed in, or reply to this e-mail and the studio will book it with you.`,
      outcome.invite
        ? `Choose a password to see your lessons and book the rest of your offer. The link works once, until ${formatWhen(outcome.invite.expiresAt, studio)}.`
        : "Sign in to see your lessons and book the rest of your offer.",
    ],
    details: [
      ["Offer", `${outcome.offer.name} · ${outcome.offer.amountText}`],
      ["First lesson", booked ? `${outcome.lesson.title}, ${when}` : "Not booked yet"],
    ],
    action: { label: outcome.invite ? "Set your password" : "Sign in", url },
  });
  await enqueueMessage(
    tx,
    {
      studioId,
      kind: "invitation",
      recipient: outcome.email,
      recipientName: outcome.name,
      subject: booked ? `${outcome.lesson.title} at ${studio.name}: you're booked` : `${outcome.offer.name} at ${studio.name}: paid`,
      ...student,
      dedupeKey: `intro-offer:${outcome.checkoutId}`,
      ...(outcome.invite ? { secrets: { token: outcome.invite.token } } : {}),
    },
    now,
  );
  const owners = await ownerRecipients(tx, studioId);
  const ownerParagraph = booked
    ? `${outcome.name} bought ${outcome.offer.name} (${outcome.offer.amountText}) on your studio's page and booked ${outcome.lesson.title}, ${when}.`
    : `${outcome.name} bought ${outcome.offer.name} (${outcome.offer.amountText}) on your studio's page, but ${outcome.lesson.title}, ${when}, couldn't be booked: ${outcome.notBooked} The package is on their account with all its lessons: please book their first lesson with them (${outcome.email}).`;
  await enqueueMessages(
    tx,
    owners.map((owner) => {
      const unsubscribe = owner.userId ? unsubscribeUrl() : undefined;
      const rendered = renderEmail(studio, {
        heading: `Intro offer sold: ${outcome.name}`,
        paragraphs: [ownerParagraph],
        action: { label: booked ? "Open the schedule" : "Open Students", url: `${env.SITE_URL}/app/${booked ? "schedule" : "students"}` },
        unsubscribeUrl: unsubscribe,
        mentionsTimes: true,
      });
      return {
        studioId,
        kind: "first_lesson_request" as const,
        userId: owner.userId,
        recipient: owner.email,
        recipientName: owner.name,
        subject: booked ? `Intro offer sold: ${outcome.name}, ${when}` : `Intro offer sold: ${outcome.name}, first lesson to book`,
        ...rendered,
        headers: unsubscribe ? unsubscribeHeaders(unsubscribe) : undefined,
      };
    }),
    now,
  );
}
