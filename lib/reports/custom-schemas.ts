import { z } from "zod";
import { REPORT_CHARTS, REPORT_GROUPS, REPORT_MEASURES } from "@/lib/db/schema/reports";
import { SERVICE_KINDS } from "@/lib/db/schema/scheduling";
import { ZId } from "@/lib/api/ids";
import { ZStudentLevel } from "@/lib/people/levels";

export const MEASURE_LABELS: Record<(typeof REPORT_MEASURES)[number], string> = {
  lessons: "Lessons taught",
  hours: "Hours taught",
  revenue: "Revenue (lessons taught)",
  attendanceRate: "Attendance rate",
  noShows: "No-shows",
  newStudents: "New students",
};

export const GROUP_LABELS: Record<(typeof REPORT_GROUPS)[number], string> = {
  instructor: "Instructor",
  service: "Service",
  room: "Room",
  level: "Student level",
  dance: "Dance",
  week: "Week",
  month: "Month",
};

export const CHART_LABELS: Record<(typeof REPORT_CHARTS)[number], string> = {
  bar: "Bar chart",
  line: "Line chart",
  pie: "Pie chart",
  table: "Table only",
};

export const ZCustomFilters = z.object({
  instructorId: ZId.optional(),
  serviceId: ZId.optional(),
  roomId: ZId.optional(),
  level: ZStudentLevel.optional(),
  kind: z.enum(SERVICE_KINDS, "Choose private, group, practice or rental.").optional(),
  danceId: ZId.optional(),
});

/** POST /api/reports/custom: what to count, how to group it, which lessons, and how to draw it. */
export const ZCustomReport = z.object({
  name: z.string("Give the report a name.").trim().min(1, "Give the report a name.").max(80, "Keep the name under 80 characters."),
  measure: z.enum(REPORT_MEASURES, "Choose what to count: lessons, hours, revenue, attendance rate, no-shows or new students."),
  groupBy: z.enum(REPORT_GROUPS, "Choose a grouping: instructor, service, room, level, dance, week or month."),
  filters: ZCustomFilters.optional(),
  chart: z.enum(REPORT_CHARTS, "Choose a bar, line or pie chart, or a table.").optional(),
});
export type TCustomReport = z.infer<typeof ZCustomReport>;

export const ZCustomReportPatch = ZCustomReport.partial();
export type TCustomReportPatch = z.infer<typeof ZCustomReportPatch>;

/** A filter left as "Any" in the builder is sent as nothing. */
const blankToUndefined = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal(""), schema]).transform((value) => (value === "" ? undefined : value));

/** The builder form: the route's schema, with "Any" ("") for each filter. */
export const ZCustomReportForm = ZCustomReport.extend({
  filters: z.object({
    instructorId: blankToUndefined(ZId),
    serviceId: blankToUndefined(ZId),
    roomId: blankToUndefined(ZId),
    level: blankToUndefined(ZCustomFilters.shape.level.unwrap()),
    kind: blankToUndefined(ZCustomFilters.shape.kind.unwrap()),
    danceId: blankToUndefined(ZId),
  }),
});
