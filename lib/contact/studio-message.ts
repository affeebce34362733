import "server-only";
import { eq } from "drizzle-orm";
import { readPhone } from "@/lib/api/phone";
import type { Db } from "@/lib/db/client";
import { studios, type TrialSource } from "@/lib/db/schema";
import { countryOfTimeZone } from "@/lib/dates/time-zone-country";
import { env } from "@/lib/env";
import { INTEREST_LABELS } from "@/lib/growth/inquiry-labels";
import { enqueueMessages } from "@/lib/notifications/enqueue";
import { renderEmail } from "@/lib/notifications/layout";
import { ownerRecipients } from "@/lib/notifications/recipients";
import { loadStudioContext } from "@/lib/notifications/studio-context";
import { unsubscribeHeaders, unsubscribeUrl } from "@/lib/notifications/unsubscribe-token";
import { findPublicPage } from "@/lib/public/public-studio";
import { saveContactMessage } from "./save-contact-message";
import type { TStudioContactMessage } from "./studio-contact-schema";

/**
 * A visitor's message from a studio's public page (POST /api/public/studios/{slug}/contact): kept
 * with the studio's id under the contact form's protections (the honeypot, five an hour from one
 * address, a backstop per page), so it opens or joins the visitor's inquiry with their interest and
 * source; then the owners hear of it by e-mail as they hear of a first lesson from the page.
 */
export async function sendStudioMessage(
  db: Db,
  slug: string,
  input: TStudioContactMessage,
  address: string,
  now = new Date(),
): Promise<void> {
  const page = await findPublicPage(db, slug);
  const studioId = page.studioId;
  const [studio] = await db.select({ timeZone: studios.timeZone }).from(studios).where(eq(studios.id, studioId));
  // The number as the studio's country reads it ("07911 123456" in London); a bot's (honeypot) isn't read.
  const phone = input.phone && !input.website ? readPhone(input.phone, countryOfTimeZone(studio.timeZone)) : null;
  const source = sourceOf(input);
  const saved = await saveContactMessage(
    db,
    { name: input.name, email: input.email, subject: INTEREST_LABELS[input.interest], message: input.message, website: input.website },
    address,
    now,
    studioId,
    { phone, interest: input.interest, source },
  );
  if (!saved.stored) return;
  await notifyOwners(db, studioId, { ...input, phone, source, messageId: saved.id, inquiryId: saved.inquiryId }, now);
}

function sourceOf(input: TStudioContactMessage): TrialSource | null {
  const source = { ref: input.ref, utmSource: input.utmSource, utmMedium: input.utmMedium, utmCampaign: input.utmCampaign };
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value));
  return Object.keys(given).length ? given : null;
}

type Sent = Omit<TStudioContactMessage, "phone"> & {
  phone: string | null;
  source: TrialSource | null;
  messageId: string;
  inquiryId: string | null;
};

/** "New message from …" to each owner: the message whole, how to reach them, and the inquiry it opened or joined. */
async function notifyOwners(db: Db, studioId: string, sent: Sent, now: Date): Promise<void> {
  const studio = await loadStudioContext(db, studioId, now);
  const owners = await ownerRecipients(db, studioId);
  const came = sent.source
    ? [sent.source.ref, sent.source.utmSource, sent.source.utmMedium, sent.source.utmCampaign].filter(Boolean).join(" · ")
    : "";
  const details: [string, string][] = [
    ["E-mail", sent.email],
    ...(sent.phone ? [["Phone", sent.phone] as [string, string]] : []),
    ["Interested in", INTEREST_LABELS[sent.interest]],
    ...(came ? [["Came from", came] as [string, string]] : []),
  ];
  const url = `${env.SITE_URL}/app/inquiries${sent.inquiryId ? `/${sent.inquiryId}` : ""}`;
  await enqueueMessages(
    db,
    owners.map((owner) => {
      const unsubscribe = owner.userId ? unsubscribeUrl() : undefined;
      const rendered = renderEmail(studio, {
        heading: `New message from ${sent.name}`,
        paragraphs: [
          `${sent.name} wrote to you from your studio's page:`,
          ...sent.message.split(/\n\s*\n/).map((paragraph) => paragraph.trim()),
          "It is with their inquiry, under Inquiries.",
        ],
        details,
        action: { label: "Open the inquiry", url },
        unsubscribeUrl: unsubscribe,
      });
      return {
        studioId,
        kind: "first_lesson_request" as const,
        userId: owner.userId,
        recipient: owner.email,
        recipientName: owner.name,
        subject: `New message from ${sent.name}`,
        ...rendered,
        headers: unsubscribe ? unsubscribeHeaders(unsubscribe) : undefined,
        // One e-mail per message and owner.
        dedupeKey: `contact:${sent.messageId}:${owner.userId ?? owner.email}`,
      };
    }),
    now,
  );
}
