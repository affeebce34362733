// GET /api/students/[id]/memberships — a student's memberships (owners, their instructors, themself); POST — enrol them (owners, themself online).
import { z } from "zod";
import { clientAddress } from "@/lib/auth/client-address";
import { route } from "@/lib/http/route";
import { ZIdParams } from "@/lib/api/ids";
import { enrolMembership, listMemberships } from "@/lib/autopay/memberships";
import { ZEnrolInput } from "@/lib/autopay/schemas";
import { ZMembershipInstructorView, ZMembershipView } from "@/lib/autopay/views";

const ZMemberships = z.object({ memberships: z.array(ZMembershipView) });

/** Money is the owner's and the student's: an instructor reads what a membership covers, not its price or charges. */
export const GET = route(
  {
    summary: "A student's memberships.",
    params: ZIdParams,
    response: { owner: ZMemberships, student: ZMemberships, instructor: z.object({ memberships: z.array(ZMembershipInstructorView) }) },
  },
  async ({ db, session, params }) => ({ memberships: await listMemberships(db, session, params.id) }),
);

export const POST = route(
  {
    summary: "Enrol a student in a membership plan (owners; a student themself, online, with a saved card).",
    roles: ["owner", "student"],
    params: ZIdParams,
    body: ZEnrolInput,
    idempotent: true,
    status: 201,
    response: z.object({ membership: ZMembershipView }),
  },
  async ({ db, session, params, body, request }) => ({
    membership: await enrolMembership(db, session, params.id, body, new Date(), clientAddress(request)),
  }),
);
