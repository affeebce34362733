import { env } from "@/lib/env";
import { autopayMethodOf } from "@/lib/money/card-label";
import { formatMoney } from "@/lib/money/money";
import type { NewMessage } from "../enqueue";
import { formatDate } from "../format-when";
import { renderEmail } from "../layout";
import type { Recipient } from "../recipients";
import type { StudioContext } from "../studio-context";

const METHOD_LABEL: Record<string, string> = { cash: "Cash", card: "Card", check: "Check", online: "Online (card)", other: "Other" };

/**
 * A payment's receipt or a refund's notice: transactional, always sent. It says what the printed
 * receipt says: an automatic payment's description names the plan and the instalment or period
 * ("Payment for Bronze 1 · instalment 3 of 6"), its method the card.
 */
export function ledgerMessage(
  studio: StudioContext,
  to: Recipient,
  entry: {
    id: string;
    kind: "payment" | "refund";
    amountCents: number;
    method: string | null;
    description: string;
    /** The note the receipt prints (an automatic payment's names the card: "Automatic payment, Visa •4242"). */
    note?: string | null;
    createdAt: Date;
  },
): NewMessage {
  const amount = formatMoney(entry.amountCents, studio.currency);
  const isRefund = entry.kind === "refund";
  // An automatic payment's note names its card: it is the method ("Automatic payment, Visa •4242").
  const automatic = isRefund ? null : autopayMethodOf(entry.note);
  const rendered = renderEmail(studio, {
    heading: isRefund ? `Refund of ${amount}` : `Receipt: ${amount} received`,
    paragraphs: [
      `Hello ${to.name.split(" ")[0]},`,
      isRefund ? `${studio.name} refunded ${amount} to you.` : `Thank you — ${studio.name} received your payment of ${amount}.`,
    ],
    details: [
      ["Amount", amount],
      ["Date", formatDate(entry.createdAt, studio)],
      ...(entry.method ? ([["Method", automatic ?? METHOD_LABEL[entry.method] ?? entry.method]] as [string, string][]) : []),
      ["For", entry.description],
      ...(entry.note && !automatic ? ([["Note", entry.note]] as [string, string][]) : []),
      ["Reference", entry.id.slice(0, 8).toUpperCase()],
    ],
    action: { label: "See your payments", url: `${env.SITE_URL}/app/payments` },
  });
  return {
    studioId: studio.id,
    kind: isRefund ? "refund" : "payment_receipt",
    userId: to.userId,
    recipient: to.email,
    recipientName: to.name,
    subject: isRefund ? `Refund from ${studio.name}: ${amount}` : `Receipt from ${studio.name}: ${amount}`,
    ...rendered,
    dedupeKey: `ledger:${entry.id}`,
  };
}

/** A late cancellation or a no-show and what it costs under the studio's policy. */
export function missedLessonMessage(
  studio: StudioContext,
  to: Recipient,
  missed: { bookingId: string; outcome: "late_cancel" | "no_show"; title: string; startsAt: Date; cost: string },
): NewMessage {
  const what = missed.outcome === "late_cancel" ? "Late cancellation" : "Missed lesson";
  const rendered = renderEmail(studio, {
    heading: `${what}: ${missed.title}`,
    paragraphs: [
      `Hello ${to.name.split(" ")[0]},`,
      missed.outcome === "late_cancel"
        ? `Your ${missed.title} was cancelled inside the studio's cancellation window. Under ${studio.name}'s policy: ${missed.cost}.`
        : `You were marked as not attending your ${missed.title}. Under ${studio.name}'s policy: ${missed.cost}.`,
      "If this looks wrong, reply to the studio.",
    ],
    details: [
      ["Lesson", missed.title],
      ["When", formatDate(missed.startsAt, studio)],
      ["Charge", missed.cost],
    ],
  });
  return {
    studioId: studio.id,
    kind: "missed_lesson_charge",
    userId: to.userId,
    recipient: to.email,
    recipientName: to.name,
    subject: `${what} — ${missed.title}`,
    ...rendered,
    // Attendance can be corrected back and forth: each outcome is told once.
    dedupeKey: `missed:${missed.bookingId}:${missed.outcome}`,
  };
}
