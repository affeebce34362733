// GET/PATCH /api/me/profile — the signed-in person's own name, e-mail and (students) phone and emergency contact.
import { z } from "zod";
import { clientAddress, route } from "@/lib/http/route";
import { getProfile, updateProfile } from "@/lib/people/profile";
import { ZProfilePatch } from "@/lib/people/profile-schemas";
import { ZProfileView } from "@/lib/people/views";

const ZProfileAnswer = z.object({ profile: ZProfileView });

export const dynamic = "force-dynamic";

export const GET = route(
  { summary: "Your own name, e-mail and (students) contact details.", response: ZProfileAnswer },
  async ({ db, session }) => ({
    profile: await getProfile(db, session),
  }),
);

export const PATCH = route(
  { summary: "Edit your own profile.", body: ZProfilePatch, response: ZProfileAnswer },
  async ({ request, db, session, body }) => ({
    profile: await updateProfile(db, session, body, clientAddress(request)),
  }),
);
