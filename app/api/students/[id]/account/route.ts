// GET /api/students/[id]/account — the student's ledger, balance and packages (owners; a student their own).
import { route } from "@/lib/http/route";
import { getStudentAccount } from "@/lib/payments/account";
import { ZStudentAccountView } from "@/lib/payments/views";
import { ZIdParams } from "@/lib/api/ids";

export const GET = route(
  {
    summary: "A student's ledger, balance and packages (owners; a student their own).",
    roles: ["owner", "student"],
    params: ZIdParams,
    response: ZStudentAccountView,
  },
  async ({ db, session, params }) => getStudentAccount(db, session, params.id),
);
