import type { NewMessage } from "../enqueue";
import { formatWhen } from "../format-when";
import { renderEmail } from "../layout";
import type { StudioContext } from "../studio-context";

/** Transactional: goes whatever the person's preferences, on every plan. */
export function passwordResetMessage(
  studio: StudioContext,
  user: { id: string; name: string; email: string },
  link: { url: string; expiresAt: Date },
): NewMessage {
  const rendered = renderEmail(studio, {
    heading: "Reset your password",
    paragraphs: [
      `Hello ${user.name},`,
      `Someone (hopefully you) asked to reset the password of your ${studio.name} account. The link works once, until ${formatWhen(link.expiresAt, studio)}.`,
      "If you didn't ask, ignore this e-mail: your password stays as it is.",
    ],
    action: { label: "Choose a new password", url: link.url },
    mentionsTimes: true,
  });
  return {
    studioId: studio.id,
    kind: "password_reset",
    userId: user.id,
    recipient: user.email,
    recipientName: user.name,
    subject: "Reset your Promenade password",
    ...rendered,
  };
}
