import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { events, figures } from "@/lib/db/schema";
import { ensureSyllabus } from "@/lib/progress/dances";
import { hoursFromNow, makeEvent } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";
import { download, openZip } from "../records/export-zip";

describe("the studio export", () => {
  it("takes a lesson's meeting link and a figure's videos away with the rest", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const lesson = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(30) });
    await db.update(events).set({ meetingUrl: "https://zoom.us/j/112233" }).where(eq(events.id, lesson.id));
    await ensureSyllabus(db, s.studio.id);
    const [figure] = await db
      .select({ id: figures.id })
      .from(figures)
      .where(and(eq(figures.studioId, s.studio.id)))
      .limit(1);
    const videos = [{ url: "https://vimeo.com/76979871", title: "Follow's part" }];
    await db.update(figures).set({ videos }).where(eq(figures.id, figure.id));

    const response = await download("studio", s.owner.token);
    expect(response.status).toBe(200);
    const zip = await openZip(await response.arrayBuffer());
    expect(zip.csv.lessons.find((row) => row.id === lesson.id)?.meeting_url).toBe("https://zoom.us/j/112233");
    expect(JSON.parse(zip.csv.figures.find((row) => row.id === figure.id)!.videos)).toEqual(videos);
  });
});
