import { z } from "zod";
import { ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";
import { INTAKE_FIELD_KINDS } from "@/lib/db/schema/column-values";

/** One intake question as staff read it. */
export const ZIntakeFieldView = z.object({
  id: ZIdOut,
  label: z.string(),
  kind: z.enum(INTAKE_FIELD_KINDS),
  choices: z.array(z.string()),
  required: z.boolean(),
  staffOnly: z.boolean(),
  position: z.number().int(),
  archived: z.boolean(),
});

/** One question as a student or visitor reads it: never a staff-only one, so the flag isn't said. */
export const ZIntakeQuestionView = ZIntakeFieldView.pick({ id: true, label: true, kind: true, choices: true, required: true });

const ZAnswer = z.object({ fieldId: ZIdOut, value: z.string(), updatedAt: ZInstantOut });

/** A student's answers with the questions they answer (staff: every field; the student: theirs only). */
export const ZIntakeStaffAnswers = z.object({ fields: z.array(ZIntakeFieldView), answers: z.array(ZAnswer) });
export const ZIntakeOwnAnswers = z.object({ fields: z.array(ZIntakeQuestionView), answers: z.array(ZAnswer) });
