// GET /api/students/[id]/intake — a student's answers to the studio's questions (staff); PUT — save them (owners).
import { ZIdParams } from "@/lib/api/ids";
import { route } from "@/lib/http/route";
import { getStudentIntake, putStudentIntake } from "@/lib/records/intake-fields";
import { ZIntakeAnswersPut } from "@/lib/records/intake-schemas";
import { ZIntakeStaffAnswers } from "@/lib/records/intake-views";

export const GET = route(
  {
    summary: "A student's intake answers with every question, staff-only ones too (owners; instructors for their students).",
    roles: ["owner", "instructor"],
    params: ZIdParams,
    response: ZIntakeStaffAnswers,
  },
  async ({ db, session, params }) => getStudentIntake(db, session, params.id),
);

export const PUT = route(
  {
    summary: "Save a student's intake answers: `{ answers: { fieldId: value } }`, null or empty removes one (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZIntakeAnswersPut,
    response: ZIntakeStaffAnswers,
  },
  async ({ db, session, params, body }) => putStudentIntake(db, session, params.id, body.answers),
);
