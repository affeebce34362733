// GET /s/{slug}/og?class= — the share card of a studio's page or one class: name, class and time (next/og).
import { ImageResponse } from "next/og";
import { AppError } from "@/lib/api/app-error";
import { getDb } from "@/lib/db/client";
import { formatWhen } from "@/lib/public/format-class";
import { getPublicStudio } from "@/lib/public/public-studio";
import { ZSlug } from "@/lib/public/slug";
import { getPublicTimetable } from "@/lib/public/timetable";

export async function GET(request: Request, context: { params: Promise<{ slug: string }> }) {
  const slug = ZSlug.safeParse((await context.params).slug);
  if (!slug.success) return new Response("Not found", { status: 404 });
  const db = await getDb();
  let card: { studio: string; title: string; when: string | null; color: string };
  try {
    const studio = await getPublicStudio(db, slug.data);
    const classId = new URL(request.url).searchParams.get("class");
    const item = classId ? (await getPublicTimetable(db, studio, {})).classes.find((entry) => entry.id === classId) : undefined;
    card = {
      studio: studio.name,
      title: item?.title ?? "Classes and first lessons",
      when: item ? formatWhen(item.startsAt, studio.timeZone) : null,
      color: studio.brandColor ?? "#7a1f4b",
    };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return new Response("Not found", { status: 404 });
    throw error;
  }
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: "80px",
        background: `linear-gradient(135deg, ${card.color} 0%, #2a0b1b 100%)`,
        color: "#ffffff",
      }}
    >
      <div style={{ display: "flex", fontSize: 36, letterSpacing: 4, color: "#e8c170" }}>{card.studio.toUpperCase()}</div>
      <div style={{ display: "flex", marginTop: 24, fontSize: 88, fontWeight: 700, lineHeight: 1.05 }}>{card.title}</div>
      {card.when && <div style={{ display: "flex", marginTop: 32, fontSize: 44, color: "#f6e7ee" }}>{card.when}</div>}
      <div style={{ display: "flex", marginTop: 48, fontSize: 28, color: "#f6e7ee" }}>Book your first lesson online · Promenade</div>
    </div>,
    { width: 1200, height: 630, headers: { "cache-control": "public, max-age=600" } },
  );
}
