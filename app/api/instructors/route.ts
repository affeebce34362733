// GET /api/instructors[?search=&active=] — the studio's instructors; POST /api/instructors — add one (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { createInstructor, listInstructors } from "@/lib/people/instructors";
import { ZInstructorCreate, ZInstructorsQuery } from "@/lib/people/schemas";
import { ZInstructorListItem, ZInstructorStaffListItem, ZInstructorStaffProfile } from "@/lib/people/views";

const ZStaffList = z.object({ instructors: z.array(ZInstructorStaffListItem) });

export const GET = route(
  {
    summary: "The studio's instructors.",
    query: ZInstructorsQuery,
    response: { owner: ZStaffList, instructor: ZStaffList, student: z.object({ instructors: z.array(ZInstructorListItem) }) },
  },
  async ({ db, session, query }) => ({ instructors: await listInstructors(db, session, query) }),
);

export const POST = route(
  {
    summary: "Add an instructor (owners).",
    roles: ["owner"],
    body: ZInstructorCreate,
    status: 201,
    response: z.object({ instructor: ZInstructorStaffProfile.omit({ availability: true, exceptions: true }) }),
  },
  async ({ db, session, body }) => ({ instructor: await createInstructor(db, session, body) }),
);
