// POST /api/invites/[token]/accept — set name and password, join the studio, get a session like login.
import { route } from "@/lib/http/route";
import { startSessionCookie } from "@/lib/auth/session-cookie";
import { ZSessionView } from "@/lib/auth/views";
import { acceptInvite } from "@/lib/people/invites";
import { ZAcceptInvite, ZTokenParams } from "@/lib/people/schemas";

export const POST = route(
  {
    summary: "Accept an invitation: name and password in, a session out.",
    auth: false,
    params: ZTokenParams,
    body: ZAcceptInvite,
    response: ZSessionView,
  },
  async ({ db, params, body, request, cookies }) =>
    startSessionCookie(db, request, cookies, await acceptInvite(db, params.token, body), false),
);
