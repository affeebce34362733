import { env } from "@/lib/env";
import type { NewMessage } from "../enqueue";
import { formatDate } from "../format-when";
import { renderEmail } from "../layout";
import type { Recipient } from "../recipients";
import type { StudioContext } from "../studio-context";

/** To an owner: a student asked for their personal data to be erased (transactional: it always goes). */
export function erasureRequestedMessage(
  studio: StudioContext,
  to: Recipient,
  request: { studentId: string; studentName: string; message: string | null; requestedAt: Date },
): NewMessage {
  const heading = `${request.studentName} asks to have their personal data erased`;
  const rendered = renderEmail(studio, {
    heading,
    paragraphs: [
      `${request.studentName} asked ${studio.name} on ${formatDate(request.requestedAt, studio)} to erase their personal data.`,
      ...(request.message ? [`They wrote: “${request.message}”`] : []),
      "Open their page to erase it, or to decline with a reason they will receive by e-mail. The studio's accounts keep amounts and dates either way.",
    ],
    action: { label: "Open the student's page", url: `${env.SITE_URL}/app/students/${request.studentId}` },
  });
  return {
    studioId: studio.id,
    kind: "erasure_requested",
    userId: to.userId,
    recipient: to.email,
    recipientName: to.name,
    subject: heading,
    ...rendered,
  };
}

/** To the student: the studio declined their request, with its reason when it gave one. */
export function erasureDeclinedMessage(
  studio: StudioContext,
  to: Recipient,
  decline: { reason: string | null; requestedAt: Date },
): NewMessage {
  const heading = "Your request to erase your personal data";
  const rendered = renderEmail(studio, {
    heading,
    paragraphs: [
      `Hello ${to.name},`,
      `${studio.name} declined the request you made on ${formatDate(decline.requestedAt, studio)} to erase your personal data.`,
      decline.reason ? `Their reason: “${decline.reason}”` : "They gave no reason; you can reply to ask them.",
      "You can ask again from your profile at any time.",
    ],
  });
  return {
    studioId: studio.id,
    kind: "erasure_declined",
    userId: to.userId,
    recipient: to.email,
    recipientName: to.name,
    subject: heading,
    ...rendered,
  };
}
