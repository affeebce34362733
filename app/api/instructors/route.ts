// GET /api/instructors — the studio's instructors; POST /api/instructors — add one (owners).
import { json, route } from "@/lib/api/route";
import { createInstructor, listInstructors } from "@/lib/people/instructors";
import { ZInstructorInput } from "@/lib/scheduling/schemas";

export const GET = route({}, async ({ db, session }) => ({ instructors: await listInstructors(db, session) }));

export const POST = route({ roles: ["owner"], body: ZInstructorInput }, async ({ db, session, body }) =>
  json({ instructor: await createInstructor(db, session, body) }, 201),
);
