// GET /api/studio/checklist — the first-week steps, each ticked from real data; PATCH — dismiss or bring it back (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZChecklistPatch } from "@/lib/studio/schemas";
import { getSetupChecklist, setChecklistDismissed } from "@/lib/studio/setup-checklist";
import { ZSetupChecklistView } from "@/lib/studio/views";

const ZChecklistAnswer = z.object({ checklist: ZSetupChecklistView });

export const GET = route(
  {
    summary: "The first-week setup steps, each ticked from the studio's data, and whether the list shows (owners).",
    roles: ["owner"],
    response: ZChecklistAnswer,
  },
  async ({ db, session }) => ({ checklist: await getSetupChecklist(db, session) }),
);

export const PATCH = route(
  {
    summary: "Dismiss the checklist, or bring it back (`dismissed: true|false`) (owners).",
    roles: ["owner"],
    body: ZChecklistPatch,
    response: ZChecklistAnswer,
  },
  async ({ db, session, body }) => ({
    checklist: await setChecklistDismissed(db, session, body.dismissed),
  }),
);
