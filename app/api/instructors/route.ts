// GET /api/instructors[?search=&active=] — the studio's instructors; POST /api/instructors — add one (owners).
import { json, route } from "@/lib/http/route";
import { createInstructor, listInstructors } from "@/lib/people/instructors";
import { ZInstructorCreate, ZInstructorsQuery } from "@/lib/people/schemas";

export const GET = route({ query: ZInstructorsQuery }, async ({ db, session, query }) => ({
  instructors: await listInstructors(db, session, query),
}));

export const POST = route({ roles: ["owner"], body: ZInstructorCreate }, async ({ db, session, body }) =>
  json({ instructor: await createInstructor(db, session, body) }, 201),
);
