import { z } from "zod";
import { STUDENT_LEVELS } from "@/lib/db/schema/column-values";

/** A student's levels, in order, for forms and filters (the one list: the column's own values). */
export { STUDENT_LEVELS };
export type StudentLevel = (typeof STUDENT_LEVELS)[number];

/** A student's level as every request takes it (a student, a filter, an announcement's audience, a partner ad). */
export const ZStudentLevel = z.enum(STUDENT_LEVELS, "Choose Newcomer, Bronze, Silver or Gold.");
