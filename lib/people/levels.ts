import { STUDENT_LEVELS } from "@/lib/db/schema/column-values";

/** A student's levels, in order, for forms and filters (the one list: the column's own values). */
export { STUDENT_LEVELS };
export type StudentLevel = (typeof STUDENT_LEVELS)[number];
