// GET /api/students/[id] — one student (owners, their instructors, themself); PATCH — edit; DELETE — remove one without lessons (owners).
import { route } from "@/lib/http/route";
import { deleteStudent, updateStudent } from "@/lib/people/student-changes";
import { getStudent } from "@/lib/people/students";
import { ZStudentPatch } from "@/lib/people/schemas";
import { ZIdParams } from "@/lib/api/ids";

export const GET = route({ params: ZIdParams }, async ({ db, session, params }) => ({ student: await getStudent(db, session, params.id) }));

export const PATCH = route(
  { roles: ["owner", "student"], params: ZIdParams, body: ZStudentPatch },
  async ({ db, session, params, body }) => ({
    student: await updateStudent(db, session, params.id, body),
  }),
);

export const DELETE = route({ roles: ["owner"], params: ZIdParams }, async ({ db, session, params }) =>
  deleteStudent(db, session, params.id),
);
