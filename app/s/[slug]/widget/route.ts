// GET /s/{slug}/widget — the embeddable timetable (Pro: marketing tools), framed only by the origins the studio lists.
import { AppError } from "@/lib/api/app-error";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { ZSlug } from "@/lib/public/slug";
import { loadWidget } from "@/lib/public/widget";
import { widgetContentSecurityPolicy } from "@/lib/public/widget-html";

export async function GET(_request: Request, context: { params: Promise<{ slug: string }> }) {
  const slug = ZSlug.safeParse((await context.params).slug);
  if (!slug.success) return notFound();
  try {
    const { html, csp } = await loadWidget(await getDb(), slug.data, env.SITE_URL);
    return new Response(html, {
      headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": csp, "cache-control": "no-store" },
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return notFound();
    throw error;
  }
}

function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "content-security-policy": widgetContentSecurityPolicy([]) },
  });
}
