// POST /api/me/password — change one's own password, given the current one.
import { clientAddress, route } from "@/lib/api/route";
import { changePassword } from "@/lib/auth/change-password";
import { ZPasswordChange } from "@/lib/people/profile-schemas";

export const POST = route({ body: ZPasswordChange }, async ({ request, db, session, body }) => changePassword(db, session, body, clientAddress(request)));
