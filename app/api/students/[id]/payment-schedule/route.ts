// GET /api/students/[id]/payment-schedule — a student's instalments and membership periods, by due day (owners; a student their own).
import { route } from "@/lib/http/route";
import { getPaymentSchedule } from "@/lib/autopay/schedule";
import { ZPaymentScheduleView } from "@/lib/autopay/views";
import { ZIdParams } from "@/lib/api/ids";

export const GET = route(
  {
    summary: "A student's instalments and membership periods by due day, paid and still to come (owners; a student their own).",
    roles: ["owner", "student"],
    params: ZIdParams,
    response: ZPaymentScheduleView,
  },
  async ({ db, session, params }) => getPaymentSchedule(db, session, params.id),
);
