import { describe, expect, it } from "vitest";
import { GET as listFiguresRoute } from "@/app/api/dances/[id]/figures/route";
import { PATCH as patchFigureRoute } from "@/app/api/figures/[id]/route";
import { POST as createFigureRoute } from "@/app/api/figures/route";
import { PUT as markFigureRoute } from "@/app/api/students/[id]/figures/[figureId]/route";
import { getDb } from "@/lib/db/client";
import { loadProgressScreen } from "@/lib/progress/progress-screen";
import { callRoute } from "../helpers/call-route";
import { danceId, figuresOf, makeProgressStudio } from "../helpers/progress-factory";
import { sessionOf } from "../helpers/studio-factory";

const patchFigure = (token: string, id: string, body: Record<string, unknown>) =>
  callRoute(patchFigureRoute, { token, params: { id }, path: `/api/figures/${id}`, body });

const YOUTUBE = { url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", title: "Lead's part" };
const VIMEO = { url: "https://vimeo.com/76979871", title: "Follow's part" };

describe("a figure's demonstration videos", () => {
  it("are set in the syllabus (owners) and read back with the figure, in order", async () => {
    const s = await makeProgressStudio();
    const waltz = await danceId(s.owner.token, "Waltz", "american-smooth");
    const [figure] = await figuresOf(s.owner.token, waltz);
    const saved = await patchFigure(s.owner.token, figure.id, { videos: [YOUTUBE, VIMEO] });
    expect(saved.status).toBe(200);
    expect(saved.body.figure.videos).toEqual([YOUTUBE, VIMEO]);
    // Everyone who reads the syllabus reads them (a student too: they are the studio's teaching material).
    const read = await callRoute(listFiguresRoute, { token: s.me.token, params: { id: waltz } });
    expect(read.body.figures.find((row: { id: string }) => row.id === figure.id).videos).toEqual([YOUTUBE, VIMEO]);
    const added = await callRoute(createFigureRoute, {
      token: s.owner.token,
      body: { danceId: waltz, level: "bronze-1", name: "Hesitation with video", videos: [VIMEO] },
    });
    expect(added.status).toBe(201);
    expect(added.body.figure.videos).toEqual([VIMEO]);
    const cleared = await patchFigure(s.owner.token, figure.id, { videos: [] });
    expect(cleared.body.figure.videos).toEqual([]);
    // Instructors and students don't edit the syllabus.
    expect((await patchFigure(s.instructorMember.token, figure.id, { videos: [YOUTUBE] })).status).toBe(403);
  });

  it.each([
    ["http", "http://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["javascript:", "javascript:alert(document.cookie)"],
    ["data:", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
    ["not a link", "waltz video"],
  ])("refuses a %s link with 400 naming the video's url", async (_kind, url) => {
    const s = await makeProgressStudio();
    const waltz = await danceId(s.owner.token, "Waltz", "american-smooth");
    const [figure] = await figuresOf(s.owner.token, waltz);
    const refused = await patchFigure(s.owner.token, figure.id, { videos: [YOUTUBE, { url, title: "Bad" }] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty("videos.1.url");
    const untitled = await patchFigure(s.owner.token, figure.id, { videos: [{ url: YOUTUBE.url, title: " " }] });
    expect(untitled.status).toBe(400);
    expect(untitled.body.error.fields).toHaveProperty("videos.0.title");
  });

  it("below Pro the syllabus and its videos are refused with plan_required naming Pro", async () => {
    const s = await makeProgressStudio("basic");
    const refused = await callRoute(createFigureRoute, {
      token: s.owner.token,
      body: { danceId: crypto.randomUUID(), level: "bronze-1", name: "Box", videos: [YOUTUBE] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: "plan_required", plan: "pro", planName: "Pro" });
  });

  it("a student sees the videos of the figures on their checklist: those marked, and the medal they work on next — no others", async () => {
    const s = await makeProgressStudio();
    const waltz = await danceId(s.owner.token, "Waltz", "american-smooth");
    const figures = await figuresOf(s.owner.token, waltz);
    const bronze = figures.filter((figure) => figure.level.startsWith("bronze"));
    const [marked, workingOn, withoutVideo] = bronze;
    await patchFigure(s.owner.token, marked.id, { videos: [YOUTUBE] });
    await patchFigure(s.owner.token, workingOn.id, { videos: [VIMEO, { url: "https://example.com/box.mp4", title: "Slow motion" }] });
    // A Silver figure with a video: not the medal Ana works on, and not marked.
    const silver = await callRoute(createFigureRoute, {
      token: s.owner.token,
      body: { danceId: waltz, level: "silver-1", name: "Silver Fallaway", videos: [YOUTUBE] },
    });
    expect(silver.status).toBe(201);
    expect(withoutVideo).toBeDefined();
    const mark = await callRoute(markFigureRoute, {
      token: s.instructorMember.token,
      params: { id: s.me.student.id, figureId: marked.id },
      body: { status: "learning" },
    });
    expect(mark.status).toBe(200);

    const db = await getDb();
    const screen = await loadProgressScreen(db, await sessionOf(s.me.token), s.me.student.id);
    if (screen.kind !== "full") throw new Error("expected the full progress screen");
    expect(screen.figureVideos.map((row) => [row.figure, row.status, row.videos.length])).toEqual([
      [marked.name, "learning", 1],
      [workingOn.name, null, 2],
    ]);
    // Staff reading the student's page see the same list.
    const asTeacher = await loadProgressScreen(db, await sessionOf(s.instructorMember.token), s.me.student.id);
    expect(asTeacher.kind === "full" && asTeacher.figureVideos.map((row) => row.figureId)).toEqual([marked.id, workingOn.id]);
    // A figure taken out of use leaves the list.
    await patchFigure(s.owner.token, workingOn.id, { active: false });
    const after = await loadProgressScreen(db, await sessionOf(s.me.token), s.me.student.id);
    expect(after.kind === "full" && after.figureVideos.map((row) => row.figureId)).toEqual([marked.id]);
  });
});
