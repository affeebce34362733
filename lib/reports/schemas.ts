import { z } from "zod";
import { ZPeriodDate } from "@/lib/api/zod-fields";
import { ZId } from "@/lib/api/ids";

const ZDate = ZPeriodDate;

/** GET /api/reports/{name}: a period of local dates (default: this week), an instructor, CSV. */
export const ZReportQuery = z.object({
  from: ZDate.optional(),
  to: ZDate.optional(),
  instructorId: ZId.optional(),
  format: z.enum(["json", "csv"], "Use format=csv or leave it out.").optional(),
  /** Which table the CSV holds (the report's main table when left out). */
  table: z
    .string()
    .regex(/^[a-zA-Z]{1,40}$/, "Use one of the report's table names.")
    .optional(),
  /** Attendance: classes filled below this share (percent) are listed. */
  fill: z.coerce
    .number("Use a whole percentage, 1 to 100.")
    .int("Use a whole percentage, 1 to 100.")
    .min(1, "Use a whole percentage, 1 to 100.")
    .max(100, "Use a whole percentage, 1 to 100.")
    .optional(),
});
export type TReportQuery = z.infer<typeof ZReportQuery>;

/** PATCH /api/reports/payroll/settings (owners): either rule, or both. */
export const ZPayrollSettings = z.object({
  payMissedLessons: z.boolean("Choose whether no-shows and late cancels are paid.").optional(),
  /** Commission on each sale as it is made, or on the money collected for it. */
  commissionBasis: z.enum(["sale", "collected"], "Choose on the sale or on money collected.").optional(),
});
export type TPayrollSettings = z.infer<typeof ZPayrollSettings>;
