// GET /api/inquiries/[id] — one inquiry with its history; PATCH — move its stage, set its follow-up, hand it on.
import { z } from "zod";
import { ZIdParams } from "@/lib/api/ids";
import { route } from "@/lib/http/route";
import { updateInquiry } from "@/lib/growth/inquiry-changes";
import { getInquiry } from "@/lib/growth/inquiry-history";
import { ZInquiryPatch } from "@/lib/growth/inquiries-schemas";
import { ZInquiryItem, ZInquiryView } from "@/lib/growth/inquiries-views";

export const GET = route(
  {
    summary: "One inquiry with its stages, messages, lessons and sales.",
    roles: ["owner", "instructor"],
    params: ZIdParams,
    response: z.object({ inquiry: ZInquiryView }),
  },
  async ({ db, session, params }) => ({ inquiry: await getInquiry(db, session, params.id) }),
);

export const PATCH = route(
  {
    summary: "Move an inquiry's stage (lost needs a reason), set or clear its follow-up, assign it (owners).",
    roles: ["owner", "instructor"],
    params: ZIdParams,
    body: ZInquiryPatch,
    response: z.object({ inquiry: ZInquiryItem }),
  },
  async ({ db, session, params, body }) => ({ inquiry: await updateInquiry(db, session, params.id, body) }),
);
