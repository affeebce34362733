// PUT /api/studio/logo — the image itself as the body, its type in content-type; DELETE — remove it (owners, Premium).
import { route } from "@/lib/http/route";
import { deleteStudioLogo, readLogoBody, saveStudioLogo } from "@/lib/studio/studio-logo";

export const PUT = route({ roles: ["owner"], feature: "custom_branding", acceptsUpload: true }, async ({ db, session, request }) => ({
  logo: await saveStudioLogo(db, session, await readLogoBody(request), request.headers.get("content-type")),
}));

export const DELETE = route({ roles: ["owner"], feature: "custom_branding" }, async ({ db, session }) => {
  await deleteStudioLogo(db, session);
  return new Response(null, { status: 204 });
});
