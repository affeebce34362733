import "server-only";
import type { Tx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { enqueueSiteMessage } from "@/lib/notifications/site-outbox";
import type { TContactMessage } from "./contact-schema";

/**
 * The e-mail to CONTACT_TO about one new message from the marketing site's contact form, queued in
 * the transaction that stores the message (both are kept, or neither). Keyed by the message, so it
 * is queued once; the worker's claim sends it once. Without CONTACT_TO nothing is queued.
 */
export async function queueContactNotice(tx: Tx, message: TContactMessage, id: string, now: Date): Promise<boolean> {
  if (!env.CONTACT_TO) return false;
  const about = message.subject ?? message.message.split("\n")[0].slice(0, 60);
  return enqueueSiteMessage(
    tx,
    {
      kind: "contact_message",
      recipient: env.CONTACT_TO,
      // Reply in the mail program and the answer goes to the person who wrote.
      replyTo: message.email,
      subject: `Contact form: ${about}`,
      text: [
        `${message.name} <${message.email}> wrote through the contact form:`,
        "",
        ...(message.subject ? [`Subject: ${message.subject}`, ""] : []),
        message.message,
        "",
        "—",
        `Every message: ${env.SITE_URL}/operator/messages`,
      ].join("\n"),
      dedupeKey: `contact:${id}`,
    },
    now,
  );
}
