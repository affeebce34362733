// POST /api/imports/{id}/invite — e-mail invitations to the people an import added (owners, only when asked).
import { ZIdParams } from "@/lib/api/ids";
import { route } from "@/lib/http/route";
import { inviteImported } from "@/lib/records/import/invite";
import { ZInvitedView } from "@/lib/records/import/views";

export const POST = route(
  {
    summary:
      "Send invitations to the students and instructors an import added who have an e-mail and no account or open invitation yet (owners).",
    roles: ["owner"],
    params: ZIdParams,
    response: ZInvitedView,
  },
  async ({ db, session, params }) => inviteImported(db, session, params.id),
);
