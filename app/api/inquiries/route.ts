// GET /api/inquiries — the studio's inquiries by stage, filtered; POST — a walk-in or a call typed in by staff.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { createInquiry } from "@/lib/growth/inquiry-changes";
import { listInquiries } from "@/lib/growth/inquiries";
import { ZInquiriesQuery, ZInquiryCreate } from "@/lib/growth/inquiries-schemas";
import { ZInquiryItem, ZInquiryList } from "@/lib/growth/inquiries-views";

export const GET = route(
  {
    summary: "Inquiries, newest first, with counts per stage (instructors: those assigned to them).",
    roles: ["owner", "instructor"],
    query: ZInquiriesQuery,
    response: ZInquiryList,
  },
  async ({ db, session, query }) => listInquiries(db, session, query),
);

export const POST = route(
  {
    summary: "Take in an inquiry by hand: a walk-in or a phone call.",
    roles: ["owner", "instructor"],
    body: ZInquiryCreate,
    status: 201,
    response: z.object({ inquiry: ZInquiryItem }),
  },
  async ({ db, session, body }) => ({ inquiry: await createInquiry(db, session, body) }),
);
