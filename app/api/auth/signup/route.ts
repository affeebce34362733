// POST /api/auth/signup — create an account and its studio (14-day Pro trial), and sign in.
import { route } from "@/lib/http/route";
import { ZSignup } from "@/lib/auth/schemas";
import { sessionResponse } from "@/lib/auth/session-cookie";
import { signUp } from "@/lib/auth/sign-up";

export const POST = route({ auth: false, body: ZSignup }, async ({ db, body }) => {
  const user = await signUp(db, body);
  return sessionResponse(user, body.remember ?? false, 201);
});
