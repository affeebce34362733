import type { z } from "zod";
import type { ZIntakeFieldView, ZIntakeQuestionView } from "@/lib/records/intake-views";

/** A question as a form asks it (a student's or a visitor's view). */
export type IntakeQuestion = z.output<typeof ZIntakeQuestionView>;
/** A question as the owner manages it. */
export type IntakeFieldItem = z.output<typeof ZIntakeFieldView>;
/** One answer on record. */
export type IntakeAnswer = { fieldId: string; value: string };
