// GET /api/students[?search=&level=&active=&page=] — a page of 25 and the total; POST /api/students — add one (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { createStudent } from "@/lib/people/student-changes";
import { listStudents } from "@/lib/people/students";
import { ZStudentInput, ZStudentsQuery } from "@/lib/people/schemas";
import { ZStudentsPage, ZStudentStaffView } from "@/lib/people/views";

export const GET = route(
  { summary: "A page of students and the total (staff).", roles: ["owner", "instructor"], query: ZStudentsQuery, response: ZStudentsPage },
  async ({ db, session, query }) => listStudents(db, session, query),
);

export const POST = route(
  {
    summary: "Add a student (owners).",
    roles: ["owner"],
    body: ZStudentInput,
    status: 201,
    response: z.object({ student: ZStudentStaffView }),
  },
  async ({ db, session, body }) => ({ student: await createStudent(db, session, body) }),
);
