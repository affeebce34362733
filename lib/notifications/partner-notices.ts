import "server-only";
import type { Db } from "@/lib/db/client";
import { enqueueMessage } from "./enqueue";
import { communityMessage } from "./community-notices";
import { studentRecipient } from "./recipients";
import { loadStudioContext } from "./studio-context";

type PartnerRequestRef = { id: string; studioId: string; fromStudentId: string; toStudentId: string };

/** A student's address, only with an account: the unsubscribe link (and the Community page) need one. */
async function accountRecipient(tx: Db, studioId: string, studentId: string) {
  const to = await studentRecipient(tx, studioId, studentId);
  return to?.userId ? { ...to, userId: to.userId } : null;
}

/**
 * Someone asked to connect: the student asked hears of it by e-mail, in the request's transaction
 * (so a refused request sends nothing). Nothing beyond the asker's first name and level, as on the
 * list, until both accept. Once per request (dedupe key), unless they turned partner e-mails off.
 */
export async function notifyPartnerRequest(tx: Db, request: PartnerRequestRef, from: { firstName: string; level: string }, now: Date) {
  const to = await accountRecipient(tx, request.studioId, request.toStudentId);
  if (!to) return 0;
  const studio = await loadStudioContext(tx, request.studioId, now);
  return enqueueMessage(
    tx,
    communityMessage(studio, to, "partner_request", {
      subject: `${from.firstName} (${from.level}) would like to dance with you`,
      heading: "A partner request",
      paragraphs: [
        `${from.firstName}, ${from.level}, saw your partner-search listing at ${studio.name} and would like to connect.`,
        "Accept and you'll both see each other's name and e-mail; decline and they won't be told why.",
      ],
      key: `asked:${request.id}`,
    }),
    now,
  );
}

/** Their request was accepted: the asker hears who their new partner is (both accepted, so the full name may go). */
export async function notifyPartnerAccepted(tx: Db, request: PartnerRequestRef, partnerName: string, now: Date) {
  const to = await accountRecipient(tx, request.studioId, request.fromStudentId);
  if (!to) return 0;
  const studio = await loadStudioContext(tx, request.studioId, now);
  return enqueueMessage(
    tx,
    communityMessage(studio, to, "partner_request", {
      subject: `${partnerName} accepted your partner request`,
      heading: "You have a dance partner",
      paragraphs: [
        `${partnerName} accepted your request at ${studio.name}: you're now partners.`,
        "Their name and e-mail are on the Community page. Your partner-search listings have come down.",
      ],
      key: `accepted:${request.id}`,
    }),
    now,
  );
}
