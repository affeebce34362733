import { z } from "zod";
import { ZId } from "@/lib/api/ids";

/** POST /api/competitions/{id}/charge: after the entry deadline, changed sheets are re-charged only when the owner says so. */
export const ZChargeInput = z.strictObject({
  afterDeadline: z.boolean("Say true to re-charge changed sheets after the deadline.").optional(),
});
export type TChargeInput = z.infer<typeof ZChargeInput>;

/** GET /api/competitions/{id}/summary: everyone's, or one student's or one instructor's page. */
export const ZSummaryQuery = z.strictObject({
  studentId: z.uuid("Choose a student.").optional(),
  instructorId: z.uuid("Choose an instructor.").optional(),
});
export type TSummaryQuery = z.infer<typeof ZSummaryQuery>;

/** `{ id, studentId }` from the path of one student's cost sheet. */
export const ZCostParams = z.object({ id: ZId, studentId: ZId });
