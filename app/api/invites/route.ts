// POST /api/invites — a single-use, 7-day link for an instructor or student to create their account (owners).
import { json, route } from "@/lib/http/route";
import { createInvite } from "@/lib/people/invites";
import { ZInviteInput } from "@/lib/people/schemas";

export const POST = route({ roles: ["owner"], body: ZInviteInput }, async ({ db, session, body, request }) =>
  json(await createInvite(db, session, body, request.nextUrl.origin), 201),
);
