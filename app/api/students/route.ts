// GET /api/students[?search=&level=&active=&page=] — a page of 25 and the total; POST /api/students — add one (owners).
import { json, route } from "@/lib/http/route";
import { createStudent } from "@/lib/people/student-changes";
import { listStudents } from "@/lib/people/students";
import { ZStudentInput, ZStudentsQuery } from "@/lib/people/schemas";

export const GET = route(
  { summary: "A page of students and the total (staff).", roles: ["owner", "instructor"], query: ZStudentsQuery },
  async ({ db, session, query }) => listStudents(db, session, query),
);

export const POST = route({ summary: "Add a student (owners).", roles: ["owner"], body: ZStudentInput }, async ({ db, session, body }) =>
  json({ student: await createStudent(db, session, body) }, 201),
);
