// GET /api/me/intake — the student's own answers to the studio's questions; PUT — change them.
import { route } from "@/lib/http/route";
import { getOwnIntake, putOwnIntake } from "@/lib/records/intake-fields";
import { ZIntakeAnswersPut } from "@/lib/records/intake-schemas";
import { ZIntakeOwnAnswers } from "@/lib/records/intake-views";

export const dynamic = "force-dynamic";

export const GET = route(
  {
    summary: "Your answers to the studio's intake questions (students; staff-only questions are never shown).",
    roles: ["student"],
    response: ZIntakeOwnAnswers,
  },
  async ({ db, session }) => getOwnIntake(db, session),
);

export const PUT = route(
  {
    summary: "Answer the studio's intake questions: `{ answers: { fieldId: value } }`; required ones can't be left empty (students).",
    roles: ["student"],
    body: ZIntakeAnswersPut,
    response: ZIntakeOwnAnswers,
  },
  async ({ db, session, body }) => putOwnIntake(db, session, body.answers),
);
