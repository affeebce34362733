import { env } from "@/lib/env";
import { cardName, type CardLabel } from "@/lib/money/card-label";
import { formatMoney } from "@/lib/money/money";
import type { NewMessage } from "../enqueue";
import { addDays } from "@/lib/dates/wall-time";
import { formatDate, formatLocalDay } from "../format-when";
import { renderEmail } from "../layout";
import type { Recipient } from "../recipients";
import type { StudioContext } from "../studio-context";
import { withUnsubscribe } from "../unsubscribe-token";

export type FailedCharge = {
  itemId: string;
  description: string;
  amountCents: number;
  reason: string;
  tries: number;
  /** When the card is tried again; null after the last try. */
  nextAttemptAt: Date | null;
};

/** A card charge that failed: why, when it is tried again, and how to pay or change the card. Always sent. */
export function autopayFailedMessage(studio: StudioContext, to: Recipient, failed: FailedCharge): NewMessage {
  const amount = formatMoney(failed.amountCents, studio.currency);
  const next = failed.nextAttemptAt
    ? `We'll try your card again on ${formatDate(failed.nextAttemptAt, studio)}.`
    : `This was the last try: pay it now or at the studio, or it stays on your account.`;
  const rendered = renderEmail(studio, {
    heading: `Your payment of ${amount} didn't go through`,
    paragraphs: [
      `Hello ${to.name.split(" ")[0]},`,
      `${studio.name} tried to charge ${amount} for ${failed.description} to your saved card, and it was refused: ${failed.reason}`,
      `${next} To pay now or use another card, open your payments.`,
    ],
    details: [
      ["For", failed.description],
      ["Amount", amount],
    ],
    action: { label: "Pay or update your card", url: `${env.SITE_URL}/app/payments` },
  });
  return {
    studioId: studio.id,
    kind: "autopay_failed",
    userId: to.userId,
    recipient: to.email,
    recipientName: to.name,
    subject: `Payment failed at ${studio.name}: ${amount}`,
    ...rendered,
    // One notice per failed try, however many processes record it.
    dedupeKey: `autopay-failed:${failed.itemId}:${failed.tries}`,
  };
}

/** How a membership changed: frozen for a while, running again, or ending on a day (after a cancel). */
export type MembershipChange = "paused" | "resumed" | "ending";

export type ChangedMembership = {
  id: string;
  name: string;
  pausedFrom: string | null;
  /** The first day it runs again (null: until it is resumed). */
  pausedUntil: string | null;
  /** The first day it no longer runs. */
  endsOn: string | null;
  /** The last day of the commitment, extended by pauses. */
  commitmentEndsOn: string | null;
};

/**
 * The student's notice of a pause, a resume or an ending: what it means for charges and benefits,
 * from when. Transactional (it changes what they pay), so always sent; once per change.
 * `today`: the studio's local day of the change; `nextChargeOn`: the next charge, when one is known.
 */
export function membershipChangedMessage(
  studio: StudioContext,
  to: Recipient,
  membership: ChangedMembership,
  change: MembershipChange,
  context: { today: string; nextChargeOn: string | null; at: Date },
): NewMessage {
  const name = membership.name;
  const lastDay = (firstDayAfter: string) => formatLocalDay(addDays(firstDayAfter, -1), studio.locale);
  const commitment = membership.commitmentEndsOn
    ? `Your commitment runs to ${formatLocalDay(membership.commitmentEndsOn, studio.locale)}.`
    : null;
  const next = context.nextChargeOn ? `Your next payment is due on ${formatLocalDay(context.nextChargeOn, studio.locale)}.` : null;
  let heading: string;
  let lines: (string | null)[];
  let details: [string, string][];
  let key: string;
  if (change === "paused") {
    const from = formatLocalDay(membership.pausedFrom ?? context.today, studio.locale);
    heading = `Your ${name} membership is paused`;
    lines = [
      membership.pausedUntil
        ? `${studio.name} paused your ${name} membership from ${from} to ${lastDay(membership.pausedUntil)}. Nothing is charged for that time, and its classes and lessons aren't available. It runs again on ${formatLocalDay(membership.pausedUntil, studio.locale)}.`
        : `${studio.name} paused your ${name} membership from ${from} until it is resumed. Nothing is charged meanwhile, and its classes and lessons aren't available.`,
      commitment,
    ];
    details = [
      ["Membership", name],
      ["Paused from", from],
      ["Runs again", membership.pausedUntil ? formatLocalDay(membership.pausedUntil, studio.locale) : "When resumed"],
    ];
    key = `${membership.pausedFrom ?? context.today}:${membership.pausedUntil ?? ""}`;
  } else if (change === "resumed") {
    heading = `Your ${name} membership is running again`;
    lines = [
      `Your ${name} membership at ${studio.name} runs again from ${formatLocalDay(context.today, studio.locale)}: its classes and lessons are yours to book.`,
      next,
      commitment,
    ];
    details = [
      ["Membership", name],
      ["Running again from", formatLocalDay(context.today, studio.locale)],
      ...(context.nextChargeOn ? ([["Next payment", formatLocalDay(context.nextChargeOn, studio.locale)]] as [string, string][]) : []),
    ];
    key = String(context.at.getTime());
  } else {
    const endsOn = membership.endsOn ?? context.today;
    heading = `Your ${name} membership ends on ${lastDay(endsOn)}`;
    lines = [
      `Your ${name} membership at ${studio.name} ends: ${lastDay(endsOn)} is its last day. Nothing is charged for the time after it.`,
      context.nextChargeOn
        ? `Still to pay before it ends: the payment due on ${formatLocalDay(context.nextChargeOn, studio.locale)}.`
        : null,
      "If this isn't what you wanted, reply to the studio.",
    ];
    details = [
      ["Membership", name],
      ["Last day", lastDay(endsOn)],
    ];
    key = endsOn;
  }
  const rendered = renderEmail(studio, {
    heading,
    paragraphs: [`Hello ${to.name.split(" ")[0]},`, ...lines.filter((line): line is string => line !== null)],
    details,
    action: { label: "See your payments", url: `${env.SITE_URL}/app/payments` },
  });
  return {
    studioId: studio.id,
    kind: "membership_changed",
    userId: to.userId,
    recipient: to.email,
    recipientName: to.name,
    subject: `${heading} — ${studio.name}`,
    ...rendered,
    // Each change is told once however many times it is recorded: a pause by its dates, an ending by its day.
    dedupeKey: `membership:${membership.id}:${change}:${key}`,
  };
}

/**
 * An automatic payment coming up: what, how much, on which day, and how it will be paid (the saved
 * card, or added to the account when there is none). Optional; once per item.
 */
export function autopayUpcomingMessage(
  studio: StudioContext,
  to: Recipient,
  item: { id: string; description: string; amountCents: number; dueOn: string; card: CardLabel | null },
): NewMessage {
  const unsubscribe = withUnsubscribe(to);
  const amount = formatMoney(item.amountCents, studio.currency);
  const day = formatLocalDay(item.dueOn, studio.locale);
  const rendered = renderEmail(studio, {
    heading: item.card ? `${amount} will be charged on ${day}` : `${amount} is due on ${day}`,
    paragraphs: [
      `Hello ${to.name.split(" ")[0]},`,
      item.card
        ? `On ${day}, ${studio.name} will charge ${amount} for ${item.description} to your ${cardName(item.card)}. Nothing to do if that card is still good; to use another, update your card before then.`
        : `On ${day}, ${amount} for ${item.description} goes on your account at ${studio.name}. Pay it online or at the studio.`,
    ],
    details: [
      ["For", item.description],
      ["Amount", amount],
      ["Date", day],
      ["Paid by", item.card ? cardName(item.card) : "Your account at the studio"],
    ],
    action: item.card
      ? { label: "Update your card", url: `${env.SITE_URL}/app/settings#settings-payment-methods` }
      : { label: "See your payments", url: `${env.SITE_URL}/app/payments` },
    unsubscribeUrl: unsubscribe.url,
  });
  return {
    studioId: studio.id,
    kind: "autopay_upcoming",
    userId: to.userId,
    recipient: to.email,
    recipientName: to.name,
    subject: `Coming up at ${studio.name}: ${amount} on ${day}`,
    ...rendered,
    headers: unsubscribe.headers,
    dedupeKey: `autopay-upcoming:${item.id}`,
  };
}

/**
 * The saved card the next automatic payment will use expires before that payment: once per card
 * and expiry (a card renewed with a new date may be told again when that one runs out).
 */
export function cardExpiringMessage(
  studio: StudioContext,
  to: Recipient,
  card: CardLabel & { id: string; expMonth: number; expYear: number },
  next: { description: string; amountCents: number; dueOn: string },
): NewMessage {
  const unsubscribe = withUnsubscribe(to);
  const amount = formatMoney(next.amountCents, studio.currency);
  const expiry = `${String(card.expMonth).padStart(2, "0")}/${card.expYear}`;
  const day = formatLocalDay(next.dueOn, studio.locale);
  const rendered = renderEmail(studio, {
    heading: `Your ${cardName(card)} expires before your next payment`,
    paragraphs: [
      `Hello ${to.name.split(" ")[0]},`,
      `Your ${cardName(card)} expires at the end of ${expiry}, before ${studio.name} charges ${amount} for ${next.description} on ${day}. Add your new card so the payment goes through.`,
    ],
    details: [
      ["Card", cardName(card)],
      ["Expires", expiry],
      ["Next payment", `${amount} on ${day}`],
    ],
    action: { label: "Update your card", url: `${env.SITE_URL}/app/settings#settings-payment-methods` },
    unsubscribeUrl: unsubscribe.url,
  });
  return {
    studioId: studio.id,
    kind: "card_expiring",
    userId: to.userId,
    recipient: to.email,
    recipientName: to.name,
    subject: `Your card expires before your next payment at ${studio.name}`,
    ...rendered,
    headers: unsubscribe.headers,
    dedupeKey: `card-expiring:${card.id}:${card.expYear}-${card.expMonth}`,
  };
}
