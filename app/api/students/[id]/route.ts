// GET /api/students/[id] — one student (owners, their instructors, themself); PATCH — edit; DELETE — remove one without lessons (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { deleteStudent, updateStudent } from "@/lib/people/student-changes";
import { getStudent } from "@/lib/people/students";
import { ZStudentPatch } from "@/lib/people/schemas";
import { ZStudentSelfView, ZStudentStaffView } from "@/lib/people/views";
import { ZIdParams } from "@/lib/api/ids";

const ZStaffView = z.object({ student: ZStudentStaffView });

/** The studio's notes about a student are for staff: the student reads their record without them. */
export const GET = route(
  {
    summary: "One student.",
    params: ZIdParams,
    response: { owner: ZStaffView, instructor: ZStaffView, student: z.object({ student: ZStudentSelfView }) },
  },
  async ({ db, session, params }) => ({ student: await getStudent(db, session, params.id) }),
);

export const PATCH = route(
  {
    summary: "Edit a student.",
    roles: ["owner", "student"],
    params: ZIdParams,
    body: ZStudentPatch,
    response: { owner: ZStaffView, student: z.object({ student: ZStudentSelfView }) },
  },
  async ({ db, session, params, body }) => ({
    student: await updateStudent(db, session, params.id, body),
  }),
);

export const DELETE = route(
  {
    summary: "Remove one without lessons (owners).",
    roles: ["owner"],
    params: ZIdParams,
    response: z.object({ deleted: z.literal(true) }),
  },
  async ({ db, session, params }) => deleteStudent(db, session, params.id),
);
