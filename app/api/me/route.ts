// GET /api/me — the signed-in user, their role and their studio.
import { z } from "zod";
import { ZIdOut } from "@/lib/api/answer-fields";
import { ROLES } from "@/lib/auth/roles";
import { route } from "@/lib/http/route";

const ZMe = z.object({
  user: z.object({ id: ZIdOut, name: z.string(), email: z.string(), role: z.enum(ROLES) }),
  studio: z.object({ id: ZIdOut, name: z.string(), timeZone: z.string(), currency: z.string() }),
});

export const dynamic = "force-dynamic";

// Everything it answers comes from the session's own query: one database round trip in all.
export const GET = route({ summary: "The signed-in user, their role and their studio.", response: ZMe }, async ({ session }) => ({
  user: { id: session.userId, name: session.name, email: session.email, role: session.role },
  studio: { id: session.studioId, name: session.studioName, timeZone: session.studioTimeZone, currency: session.studioCurrency },
}));
