import { z } from "zod";
import { ZIdOut } from "@/lib/api/answer-fields";
import { ROLES } from "./roles";

/**
 * A new session's answer (sign-up, login, a reset or an invitation accepted): the token and who
 * signed in. The session itself travels in the HttpOnly cookie set with it.
 */
export const ZSessionView = z.object({
  accessToken: z.string(),
  user: z.object({ id: ZIdOut, name: z.string(), email: z.string(), role: z.enum(ROLES) }),
});

/** A password changed: every other session ended; the caller's own goes on in a new cookie. */
export const ZPasswordChangedView = z.object({ changed: z.literal(true) });

/** A reset asked for: the same words whether or not the address has an account. */
export const ZResetRequestedView = z.object({ message: z.string() });
