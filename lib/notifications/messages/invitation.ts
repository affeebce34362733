import type { NewMessage } from "../enqueue";
import { formatWhen } from "../format-when";
import { renderEmail } from "../layout";
import type { StudioContext } from "../studio-context";

const WHAT_YOU_CAN_DO = {
  instructor: (studio: string) =>
    `${studio} invites you to see your teaching schedule, take attendance and record your students' progress.`,
  student: (studio: string) => `${studio} invites you to book lessons and classes, and follow your schedule, payments and progress.`,
};

/** The invitation by e-mail, the only place its link is shown (`url` holds a secret slot): transactional, always sent. */
export function invitationMessage(
  studio: StudioContext,
  invite: { email: string; name: string; role: "instructor" | "student"; url: string; expiresAt: Date; dedupeKey: string },
): NewMessage {
  const rendered = renderEmail(studio, {
    heading: `Join ${studio.name} on Promenade`,
    paragraphs: [
      `Hello ${invite.name.split(" ")[0]},`,
      WHAT_YOU_CAN_DO[invite.role](studio.name),
      `Choose a password to join. The link works once, until ${formatWhen(invite.expiresAt, studio)}.`,
    ],
    action: { label: "Accept the invitation", url: invite.url },
    mentionsTimes: true,
  });
  return {
    studioId: studio.id,
    kind: "invitation",
    recipient: invite.email,
    recipientName: invite.name,
    subject: `${studio.name} invites you to Promenade`,
    ...rendered,
    dedupeKey: invite.dedupeKey,
  };
}
