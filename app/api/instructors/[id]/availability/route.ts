// PUT /api/instructors/[id]/availability — replace weekly hours and days off (owners, or the instructor themself).
import { route } from "@/lib/http/route";
import { setAvailability } from "@/lib/people/instructor-hours";
import { ZAvailability } from "@/lib/people/schemas";
import { ZIdParams } from "@/lib/api/ids";

export const PUT = route(
  { summary: "Replace weekly hours and days off.", roles: ["owner", "instructor"], params: ZIdParams, body: ZAvailability },
  async ({ db, session, params, body }) => ({
    instructor: await setAvailability(db, session, params.id, body),
  }),
);
