// GET /api/public/studios/{slug} — a studio's public page: name, branding, contact, instructors who agreed (no session).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getPublicStudio } from "@/lib/public/public-studio";
import { ZSlugParams } from "@/lib/public/schemas";
import { ZPublicStudioView } from "@/lib/public/views";

export const GET = route(
  {
    summary: "A studio's public page (no session): name, branding, contact, instructors shown, private lessons offered.",
    auth: false,
    params: ZSlugParams,
    response: z.object({ studio: ZPublicStudioView }),
  },
  async ({ db, params }) => ({
    studio: await getPublicStudio(db, params.slug),
  }),
);
