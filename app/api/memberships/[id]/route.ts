// PATCH /api/memberships/[id] — pause, resume or cancel a membership (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZIdParams } from "@/lib/api/ids";
import { changeMembership } from "@/lib/autopay/membership-changes";
import { ZMembershipAction } from "@/lib/autopay/schemas";
import { ZMembershipView } from "@/lib/autopay/views";

export const PATCH = route(
  {
    summary: "Pause (from–until), resume, or cancel a membership after its notice (owners; `waiveNotice` ends it today).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZMembershipAction,
    response: z.object({ membership: ZMembershipView }),
  },
  async ({ db, session, params, body }) => ({ membership: await changeMembership(db, session, params.id, body) }),
);
