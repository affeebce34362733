// GET /api/levels — the ladder's stable keys in order, with the studio's names; PATCH — rename levels (owners).
import { route } from "@/lib/http/route";
import { listLevels, renameLevels } from "@/lib/progress/level-names";
import { ZLevelNames } from "@/lib/progress/schemas";
import { ZLevelsView } from "@/lib/progress/views";

export const GET = route(
  { summary: "The level ladder: stable keys in order, the studio's names.", feature: "progress_tracking", response: ZLevelsView },
  async ({ db, session }) => ({ levels: await listLevels(db, session) }),
);

export const PATCH = route(
  {
    summary: "Rename levels; keys and order stay (owners).",
    roles: ["owner"],
    feature: "progress_tracking",
    body: ZLevelNames,
    response: ZLevelsView,
  },
  async ({ db, session, body }) => ({
    levels: await renameLevels(db, session, body),
  }),
);
