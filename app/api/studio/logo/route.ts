// PUT /api/studio/logo — the image itself as the body, its type in content-type; DELETE — remove it (owners, Premium).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { deleteStudioLogo, readLogoBody, saveStudioLogo } from "@/lib/studio/studio-logo";
import { ZStudioLogoView } from "@/lib/studio/views";

export const PUT = route(
  {
    summary:
      "Upload the studio's logo: the image as the body, its type in `content-type` (PNG, JPEG or WebP, ≤ 1 MB, ≥ 64 px; owners, Premium).",
    roles: ["owner"],
    feature: "custom_branding",
    acceptsUpload: true,
    response: z.object({ logo: ZStudioLogoView }),
  },
  async ({ db, session, request }) => ({
    logo: await saveStudioLogo(db, session, await readLogoBody(request), request.headers.get("content-type")),
  }),
);

export const DELETE = route(
  { summary: "Remove the studio's logo (owners, Premium).", roles: ["owner"], feature: "custom_branding", response: null },
  async ({ db, session }) => {
    await deleteStudioLogo(db, session);
  },
);
