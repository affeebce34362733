// GET /api/instructors/[id] — profile and hours; PATCH — edit (owners); DELETE — remove one without history (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { deleteInstructor, getInstructor, updateInstructor } from "@/lib/people/instructors";
import { ZInstructorPatch } from "@/lib/people/schemas";
import { ZInstructorProfile, ZInstructorStaffProfile } from "@/lib/people/views";
import { ZIdParams } from "@/lib/api/ids";

const ZStaffProfile = z.object({ instructor: ZInstructorStaffProfile });

export const GET = route(
  {
    summary: "An instructor's profile and hours.",
    params: ZIdParams,
    response: { owner: ZStaffProfile, instructor: ZStaffProfile, student: z.object({ instructor: ZInstructorProfile }) },
  },
  async ({ db, session, params }) => ({
    instructor: await getInstructor(db, session, params.id),
  }),
);

export const PATCH = route(
  { summary: "Edit (owners).", roles: ["owner"], params: ZIdParams, body: ZInstructorPatch, response: ZStaffProfile },
  async ({ db, session, params, body }) => ({
    instructor: await updateInstructor(db, session, params.id, body),
  }),
);

export const DELETE = route(
  {
    summary: "Remove one without history (owners).",
    roles: ["owner"],
    params: ZIdParams,
    response: z.object({ deleted: z.literal(true) }),
  },
  async ({ db, session, params }) => deleteInstructor(db, session, params.id),
);
