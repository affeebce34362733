// GET /s/{slug}/og?class= — the share card of a studio's page or one class: name, class and time (next/og).
import { AppError } from "@/lib/api/app-error";
import { getDb } from "@/lib/db/client";
import { shareCard } from "@/lib/og/share-card";
import { formatWhen } from "@/lib/public/format-class";
import { getPublicStudio } from "@/lib/public/public-studio";
import { ZSlug } from "@/lib/public/slug";
import { getPublicTimetable } from "@/lib/public/timetable";

export async function GET(request: Request, context: { params: Promise<{ slug: string }> }) {
  const slug = ZSlug.safeParse((await context.params).slug);
  if (!slug.success) return new Response("Not found", { status: 404 });
  const db = await getDb();
  let card: { studio: string; title: string; when: string | null; color: string | undefined };
  try {
    const studio = await getPublicStudio(db, slug.data);
    const classId = new URL(request.url).searchParams.get("class");
    const item = classId ? (await getPublicTimetable(db, studio, {})).classes.find((entry) => entry.id === classId) : undefined;
    card = {
      studio: studio.name,
      title: item?.title ?? "Classes and first lessons",
      when: item ? formatWhen(item.startsAt, studio) : null,
      color: studio.brandColor ?? undefined,
    };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return new Response("Not found", { status: 404 });
    throw error;
  }
  return shareCard(
    { eyebrow: card.studio, title: card.title, detail: card.when, footer: "Book your first lesson online · Promenade", color: card.color },
    { headers: { "cache-control": "public, max-age=600" } },
  );
}
