// POST /api/students/[id]/erase — erase a student's personal data (owners); the ledger keeps amounts and dates.
import { z } from "zod";
import { ZIdParams } from "@/lib/api/ids";
import { route } from "@/lib/http/route";
import { eraseStudent } from "@/lib/records/erasure";
import { ZErasedStudentView } from "@/lib/records/erasure-views";

export const POST = route(
  {
    summary: "Erase a student's personal data; they become “Former student #N” and the ledger keeps amounts and dates (owners).",
    roles: ["owner"],
    params: ZIdParams,
    response: z.object({ student: ZErasedStudentView }),
  },
  async ({ db, session, params }) => ({ student: await eraseStudent(db, session, params.id) }),
);
