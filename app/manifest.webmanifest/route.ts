// GET /manifest.webmanifest — the web app manifest (lib/pwa/manifest.ts); `?theme=rrggbb` gives a
// studio's app its brand colour (app/app/layout.tsx links it so on Premium). Browsers fetch it
// without cookies: it reads no session, only the query.
import type { NextRequest } from "next/server";
import { themeFromQuery, webAppManifest } from "@/lib/pwa/manifest";

export function GET(request: NextRequest): Response {
  const manifest = webAppManifest(themeFromQuery(request.nextUrl.searchParams.get("theme")));
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
