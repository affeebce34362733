import "server-only";
import type { Db } from "@/lib/db/client";
import { localToInstant } from "@/lib/dates/wall-time";
import { env } from "@/lib/env";
import { formatMoney } from "@/lib/money/money";
import { enqueueMessages, type NewMessage } from "@/lib/notifications/enqueue";
import { formatDate, formatLocalDay } from "@/lib/notifications/format-when";
import { renderEmail } from "@/lib/notifications/layout";
import { secretSlot } from "@/lib/notifications/secrets";
import { studentRecipient } from "@/lib/notifications/recipients";
import { loadStudioContext, type StudioContext } from "@/lib/notifications/studio-context";
import { formatGiftCode } from "./gift-codes";

export type GiftToSend = {
  id: string;
  code: string;
  amountCents: number | null;
  units: number | null;
  packageName: string | null;
  buyerName: string;
  buyerEmail: string | null;
  recipientName: string;
  recipientEmail: string | null;
  message: string | null;
  deliverOn: string | null;
  expiresOn: string | null;
};

/** "$100.00" or "3 lessons (10 Private Lessons)". */
export function giftValueText(gift: Pick<GiftToSend, "amountCents" | "units" | "packageName">, currency: string): string {
  if (gift.amountCents !== null) return formatMoney(gift.amountCents, currency);
  return `${gift.units} ${gift.units === 1 ? "lesson" : "lessons"}${gift.packageName ? ` (${gift.packageName})` : ""}`;
}

/** The recipient's certificate: its code and the printable page's link hold the `code` secret slot. */
export function giftRecipientMessage(studio: StudioContext, gift: GiftToSend & { recipientEmail: string }, notBefore: Date): NewMessage {
  const value = giftValueText(gift, studio.currency);
  const rendered = renderEmail(studio, {
    heading: `A gift from ${gift.buyerName}`,
    paragraphs: [
      `Hello ${gift.recipientName.split(" ")[0]},`,
      `${gift.buyerName} gave you a gift certificate for ${value} at ${studio.name}.`,
      ...(gift.message ? [`“${gift.message}”`] : []),
      "Bring the code to the studio, or give it when you book: the studio turns it into lessons for you.",
    ],
    details: [
      ["Code", secretSlot("code")],
      ["Value", value],
      ["Valid", gift.expiresOn ? `until ${formatLocalDay(gift.expiresOn, studio.locale)}` : "no expiry"],
    ],
    action: { label: "Print your certificate", url: `${env.SITE_URL}/gift/${gift.id}?code=${secretSlot("code")}` },
  });
  return {
    studioId: studio.id,
    kind: "gift_certificate",
    recipient: gift.recipientEmail,
    recipientName: gift.recipientName,
    subject: `${gift.buyerName} sent you a gift certificate for ${studio.name}`,
    ...rendered,
    dedupeKey: `gift:${gift.id}`,
    notBefore,
  };
}

/**
 * Queues the recipient's certificate (its code only in the secrets) for the morning of its delivery
 * day, or at once; and tells the buyer it is on its way. Called in the transaction that records the
 * certificate: both are kept, or neither.
 */
export async function notifyGiftCertificate(tx: Db, studioId: string, gift: GiftToSend, now = new Date()): Promise<void> {
  const studio = await loadStudioContext(tx, studioId);
  const value = giftValueText(gift, studio.currency);
  const notBefore = gift.deliverOn ? localToInstant(gift.deliverOn, "09:00", studio.timeZone) : now;
  const messages: NewMessage[] = [];
  if (gift.recipientEmail)
    messages.push({
      ...giftRecipientMessage(studio, { ...gift, recipientEmail: gift.recipientEmail }, notBefore),
      secrets: { code: formatGiftCode(gift.code) },
    });
  if (gift.buyerEmail) {
    const when = gift.deliverOn && notBefore > now ? `on ${formatLocalDay(gift.deliverOn, studio.locale)}` : "now";
    const rendered = renderEmail(studio, {
      heading: "Your gift certificate is on its way",
      paragraphs: [
        `Thank you, ${gift.buyerName.split(" ")[0]}.`,
        gift.recipientEmail
          ? `${gift.recipientName} gets the certificate for ${value} by e-mail ${when}, with its code and a page to print.`
          : `The certificate for ${value} is for ${gift.recipientName}.`,
      ],
      details: [["Value", value]],
    });
    messages.push({
      studioId,
      kind: "gift_certificate",
      recipient: gift.buyerEmail,
      recipientName: gift.buyerName,
      subject: `Your gift certificate for ${gift.recipientName} at ${studio.name}`,
      ...rendered,
      dedupeKey: `gift-buyer:${gift.id}`,
    });
  }
  await enqueueMessages(tx, messages, now);
}

/** What a redemption put into a student's account, for the confirmation they are sent. */
export type GiftRedeemed = {
  redemptionId: string;
  studentId: string;
  code: string;
  into: "credit" | "units";
  amount: number;
  balance: number;
  packageName: string | null;
  at: Date;
};

/**
 * Tells the student what a redemption added to their account (credit, or a package of lessons) and
 * what is left on the certificate, like a receipt; its code shows only its last group (what is left
 * on it can still be spent by whoever has it). Queued in the redemption's transaction; a student
 * without an address is told at the desk only.
 */
export async function notifyGiftRedeemed(tx: Db, studioId: string, made: GiftRedeemed): Promise<void> {
  const to = await studentRecipient(tx, studioId, made.studentId);
  if (!to) return;
  const studio = await loadStudioContext(tx, studioId);
  const show = (n: number) =>
    made.into === "credit"
      ? formatMoney(n, studio.currency)
      : giftValueText({ amountCents: null, units: n, packageName: null }, studio.currency);
  const added = show(made.amount);
  const rendered = renderEmail(studio, {
    heading: `${added} added to your account`,
    paragraphs: [
      `Hello ${to.name.split(" ")[0]},`,
      made.into === "credit"
        ? `${added} from your gift certificate is now credit on your account at ${studio.name}: it pays for your next lessons.`
        : `${added} from your gift certificate ${made.amount === 1 ? "is" : "are"} now in your account at ${studio.name}${made.packageName ? `, as the package ${made.packageName}` : ""}.`,
    ],
    details: [
      ["Added", made.into === "credit" ? `${added} account credit` : added],
      ["Date", formatDate(made.at, studio)],
      ["Gift certificate", `ending ${made.code.slice(-4)}`],
      ["Left on it", made.balance === 0 ? "nothing: it is used up" : show(made.balance)],
      ["Reference", made.redemptionId.slice(0, 8).toUpperCase()],
    ],
    action: { label: "See your account", url: `${env.SITE_URL}/app/payments` },
  });
  await enqueueMessages(
    tx,
    [
      {
        studioId,
        kind: "gift_certificate",
        userId: to.userId,
        recipient: to.email,
        recipientName: to.name,
        subject: `${added} from your gift certificate is in your account at ${studio.name}`,
        ...rendered,
        dedupeKey: `gift-redeemed:${made.redemptionId}`,
      },
    ],
    made.at,
  );
}
