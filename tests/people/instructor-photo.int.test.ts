import { describe, expect, it } from "vitest";
import { GET as getPhoto } from "@/app/api/instructor-photos/[studioId]/[instructorId]/[hash]/route";
import { DELETE as deletePhoto, PUT as putPhoto } from "@/app/api/instructors/[id]/photo/route";
import { GET as publicStudio } from "@/app/api/public/studios/[slug]/route";
import { callRoute } from "../helpers/call-route";
import { makeJpeg, makePng, SVG_LOGO } from "../helpers/images";
import { makeScheduleStudio } from "../helpers/studio-factory";
import { makePublicStudio } from "../public/public-fixture";

function upload(token: string, id: string, bytes: Uint8Array, contentType: string) {
  return callRoute(putPhoto, { method: "PUT", token, params: { id }, body: bytes, headers: { "content-type": contentType } });
}

function fetchPhoto(url: string) {
  const [, , , studioId, instructorId, hash] = url.split("/");
  return callRoute(getPhoto, { path: url, params: { studioId, instructorId, hash } });
}

describe("PUT /api/instructors/{id}/photo", () => {
  it("stores a photo checked from its bytes, served with its type and a year's cache; replaced, the old URL is gone", async () => {
    const s = await makeScheduleStudio();
    const png = makePng(200, 200);
    const saved = await upload(s.owner.token, s.instructor.id, png, "image/png");
    expect(saved.status).toBe(200);
    expect(saved.body.photo).toMatchObject({ width: 200, height: 200 });
    const served = await fetchPhoto(saved.body.photo.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");

    // The instructor replaces their own photo.
    const own = await upload(s.instructorMember.token, s.instructor.id, makeJpeg(120, 160), "image/jpeg");
    expect(own.status).toBe(200);
    expect((await fetchPhoto(own.body.photo.url)).headers.get("content-type")).toBe("image/jpeg");
    expect((await fetchPhoto(saved.body.photo.url)).status).toBe(404);

    expect((await callRoute(deletePhoto, { method: "DELETE", token: s.owner.token, params: { id: s.instructor.id } })).status).toBe(204);
    expect((await fetchPhoto(own.body.photo.url)).status).toBe(404);
  });

  it("refuses a PNG sent as JPEG, an SVG, a tiny image, someone else's photo, a student and another studio's instructor", async () => {
    const s = await makeScheduleStudio();
    const lying = await upload(s.owner.token, s.instructor.id, makePng(100, 100), "image/jpeg");
    expect(lying.status).toBe(400);
    expect(lying.body.error.fields.photo).toContain("lying about its type");
    const svg = await upload(s.owner.token, s.instructor.id, SVG_LOGO, "image/svg+xml");
    expect(svg.body.error.fields.photo).toContain("SVG");
    // The refusal names what is being uploaded: a photo, not a logo.
    expect(svg.status).toBe(400);
    expect(svg.body.error.message).toBe("SVG photos aren't accepted: an SVG can carry script. Upload a PNG, JPEG or WebP image.");
    expect(svg.body.error.fields.photo).not.toContain("logo");
    const tiny = await upload(s.owner.token, s.instructor.id, makePng(20, 20), "image/png");
    expect(tiny.status).toBe(422);
    expect(tiny.body.error.fields.photo).toContain("at least 64 px");
    expect(tiny.body.error.fields.photo).toBe("This image is 20 × 20 px; a photo needs at least 64 px on each side.");
    expect((await upload(s.instructorMember.token, s.otherInstructor.id, makePng(100, 100), "image/png")).status).toBe(403);
    expect((await upload(s.student.token, s.instructor.id, makePng(100, 100), "image/png")).status).toBe(403);
    const other = await makeScheduleStudio();
    expect((await upload(s.owner.token, other.instructor.id, makePng(100, 100), "image/png")).status).toBe(404);
  });
});

describe("the public page's instructors", () => {
  it("show the photo of an instructor who agreed to be shown", async () => {
    const p = await makePublicStudio();
    const saved = await upload(p.owner.token, p.shown.id, makePng(100, 100), "image/png");
    await upload(p.owner.token, p.hidden.id, makePng(100, 100), "image/png");
    const page = await callRoute(publicStudio, { path: `/api/public/studios/${p.slug}`, params: { slug: p.slug } });
    expect(page.body.studio.instructors).toEqual([expect.objectContaining({ id: p.shown.id, photoUrl: saved.body.photo.url })]);
  });
});
