// POST /api/invites — e-mail a single-use, 7-day link for an instructor or student to create their account (owners); the answer never holds the link.
import { route } from "@/lib/http/route";
import { notifyInvitation } from "@/lib/notifications/invitation-notice";
import { isMailConfigured } from "@/lib/notifications/mail-transport";
import { createInvite } from "@/lib/people/invites";
import { ZInviteInput } from "@/lib/people/schemas";
import { ZInviteSentView } from "@/lib/people/views";

export const POST = route(
  {
    summary:
      "E-mail a single-use, 7-day invitation link (owners); the address becomes the person's e-mail and earlier links end. Answers { email, expiresAt }, never the link.",
    roles: ["owner"],
    body: ZInviteInput,
    status: 201,
    response: ZInviteSentView,
  },
  // The link goes only by e-mail, queued in the invite's own transaction.
  // mailConfigured: false — no mail server, so the owner is told the invitation waits in the e-mail log.
  async ({ db, session, body }) => ({
    ...(await createInvite(db, session, body, (tx, invite) => notifyInvitation(tx, session.studioId, invite))),
    mailConfigured: isMailConfigured(),
  }),
);
