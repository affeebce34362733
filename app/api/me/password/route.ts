// POST /api/me/password — change one's own password, given the current one.
import { route } from "@/lib/api/route";
import { changePassword } from "@/lib/auth/change-password";
import { ZPasswordChange } from "@/lib/people/profile-schemas";

export const POST = route({ body: ZPasswordChange }, async ({ db, session, body }) => changePassword(db, session, body));
