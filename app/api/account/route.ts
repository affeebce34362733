// GET /api/account — the signed-in student's own account (ledger, balance, packages), without knowing their record's id.
import { route } from "@/lib/http/route";
import { getStudentAccount } from "@/lib/payments/account";
import { ZStudentAccountView } from "@/lib/payments/views";
import { requireOwnStudentId } from "@/lib/access/rules";

export const GET = route(
  { summary: "The signed-in student's own account.", roles: ["student"], response: ZStudentAccountView },
  async ({ db, session }) => getStudentAccount(db, session, requireOwnStudentId(session)),
);
