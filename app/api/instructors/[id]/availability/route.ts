// PUT /api/instructors/[id]/availability — replace weekly hours and days off (owners, or the instructor themself).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { setAvailability } from "@/lib/people/instructor-hours";
import { ZAvailability } from "@/lib/people/schemas";
import { ZInstructorStaffProfile } from "@/lib/people/views";
import { ZIdParams } from "@/lib/api/ids";

export const PUT = route(
  {
    summary: "Replace weekly hours and days off.",
    roles: ["owner", "instructor"],
    params: ZIdParams,
    body: ZAvailability,
    response: z.object({ instructor: ZInstructorStaffProfile }),
  },
  async ({ db, session, params, body }) => ({
    instructor: await setAvailability(db, session, params.id, body),
  }),
);
