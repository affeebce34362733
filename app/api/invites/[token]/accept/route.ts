// POST /api/invites/[token]/accept — set name and password (a student also answers the studio's questions), join the studio, get a session like login.
import { route } from "@/lib/http/route";
import { startSessionCookie } from "@/lib/auth/session-cookie";
import { ZSessionView } from "@/lib/auth/views";
import { acceptInvite } from "@/lib/people/invites";
import { ZTokenParams } from "@/lib/people/schemas";
import { answerIntakeAtSignUp } from "@/lib/records/intake-fields";
import { ZInviteAcceptance } from "@/lib/records/intake-schemas";

export const POST = route(
  {
    summary: "Accept an invitation: name and password (a student: `intake` answers, required ones required) in, a session out.",
    auth: false,
    params: ZTokenParams,
    body: ZInviteAcceptance,
    response: ZSessionView,
  },
  async ({ db, params, body, request, cookies }) => {
    const { intake = {}, ...account } = body;
    const user = await acceptInvite(db, params.token, account, (tx, accepted) => answerIntakeAtSignUp(tx, accepted, intake));
    return startSessionCookie(db, request, cookies, user, false);
  },
);
