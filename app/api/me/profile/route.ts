// GET/PATCH /api/me/profile — the signed-in person's own name, e-mail and (students) phone and emergency contact.
import { clientAddress, route } from "@/lib/http/route";
import { getProfile, updateProfile } from "@/lib/people/profile";
import { ZProfilePatch } from "@/lib/people/profile-schemas";

export const dynamic = "force-dynamic";

export const GET = route({ summary: "Your own name, e-mail and (students) contact details." }, async ({ db, session }) => ({
  profile: await getProfile(db, session),
}));

export const PATCH = route({ summary: "Edit your own profile.", body: ZProfilePatch }, async ({ request, db, session, body }) => ({
  profile: await updateProfile(db, session, body, clientAddress(request)),
}));
