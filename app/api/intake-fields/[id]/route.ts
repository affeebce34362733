// PATCH /api/intake-fields/[id] — change or move a question; DELETE — remove it, its answers kept (owners).
import { z } from "zod";
import { ZIdParams } from "@/lib/api/ids";
import { route } from "@/lib/http/route";
import { archiveIntakeField, updateIntakeField } from "@/lib/records/intake-fields";
import { ZIntakeFieldPatch } from "@/lib/records/intake-schemas";
import { ZIntakeFieldView } from "@/lib/records/intake-views";

export const PATCH = route(
  {
    summary: "Change an intake question, or move it (`position`, 0 first) (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZIntakeFieldPatch,
    response: z.object({ field: ZIntakeFieldView }),
  },
  async ({ db, session, params, body }) => ({ field: await updateIntakeField(db, session, params.id, body) }),
);

export const DELETE = route(
  {
    summary: "Remove an intake question from forms and records; its answers stay for the export (owners).",
    roles: ["owner"],
    params: ZIdParams,
    response: null,
  },
  async ({ db, session, params }) => {
    await archiveIntakeField(db, session, params.id);
  },
);
