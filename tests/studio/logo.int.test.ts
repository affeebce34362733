import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getLogo } from "@/app/api/studio-logos/[studioId]/[hash]/route";
import { DELETE as deleteLogo, PUT as putLogo } from "@/app/api/studio/logo/route";
import { getDb } from "@/lib/db/client";
import { studioLogos } from "@/lib/db/schema";
import { getStudioBranding } from "@/lib/studio/branding";
import { callRoute } from "../helpers/call-route";
import { makeGif, makeJpeg, makePng, makeWebp, SVG_LOGO } from "../helpers/images";
import { makeMember, makeStudio, studioRow } from "../helpers/studio-factory";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function upload(token: string, bytes: Uint8Array, contentType?: string, headers: Record<string, string> = {}) {
  return callRoute(putLogo, {
    method: "PUT",
    token,
    body: bytes,
    headers: { ...(contentType ? { "content-type": contentType } : { "content-type": "" }), ...headers },
  });
}

/** GET the logo at the URL the API handed out, as a browser would. */
function fetchLogo(url: string, headers: Record<string, string> = {}) {
  const [, , , studioId, hash] = url.split("/");
  return callRoute(getLogo, { path: url, params: { studioId, hash }, headers });
}

async function premiumOwner() {
  const { studio, owner } = await makeStudio({ plan: "premium", currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) });
  return { studio, owner };
}

async function storedLogo(studioId: string) {
  const db = await getDb();
  const [row] = await db.select().from(studioLogos).where(eq(studioLogos.studioId, studioId));
  return row;
}

describe("PUT /api/studio/logo", () => {
  it("stores a PNG with its sha-256 and points the studio at it, in one step", async () => {
    const { studio, owner } = await premiumOwner();
    const png = makePng(160, 96);
    const response = await upload(owner.token, png, "image/png");
    expect(response.status).toBe(200);
    expect(response.body.logo).toEqual({
      url: `/api/studio-logos/${studio.id}/${sha256(png)}`,
      contentType: "image/png",
      width: 160,
      height: 96,
      bytes: png.length,
    });
    expect((await studioRow(studio.id)).logoHash).toBe(sha256(png));
    const row = await storedLogo(studio.id);
    expect(row).toMatchObject({ hash: sha256(png), contentType: "image/png", width: 160, height: 96 });
    expect(Buffer.compare(row.bytes, png)).toBe(0);
  });

  it("accepts JPEG and WebP, typed from their bytes", async () => {
    const { owner } = await premiumOwner();
    const jpeg = await upload(owner.token, makeJpeg(300, 120), "image/jpeg");
    expect(jpeg.status).toBe(200);
    expect(jpeg.body.logo).toMatchObject({ contentType: "image/jpeg", width: 300, height: 120 });
    const webp = await upload(owner.token, makeWebp(64, 64), "image/webp");
    expect(webp.status).toBe(200);
    expect(webp.body.logo).toMatchObject({ contentType: "image/webp", width: 64, height: 64 });
  });

  it("replaces the logo: the old URL is gone (404), the new one serves the new bytes", async () => {
    const { studio, owner } = await premiumOwner();
    const first = await upload(owner.token, makePng(100, 100, [10, 20, 30]), "image/png");
    const secondPng = makePng(100, 100, [200, 20, 30]);
    const second = await upload(owner.token, secondPng, "image/png");
    expect(second.body.logo.url).not.toBe(first.body.logo.url);
    expect((await fetchLogo(first.body.logo.url)).status).toBe(404);
    expect((await fetchLogo(second.body.logo.url)).status).toBe(200);
    expect((await storedLogo(studio.id)).hash).toBe(sha256(secondPng));
  });

  const refusals: [string, () => { bytes: Uint8Array; type?: string; headers?: Record<string, string> }, number, RegExp][] = [
    [
      "an SVG (it can carry script)",
      () => ({ bytes: SVG_LOGO, type: "image/svg+xml" }),
      400,
      /SVG logos aren't accepted: an SVG can carry script/,
    ],
    ["an SVG sent as image/png", () => ({ bytes: SVG_LOGO, type: "image/png" }), 400, /can carry script/],
    ["a GIF", () => ({ bytes: makeGif(100, 100), type: "image/gif" }), 400, /This file is a GIF\. Upload a PNG, JPEG or WebP image\./],
    ["text", () => ({ bytes: Buffer.from("hello, not an image at all"), type: "image/png" }), 400, /isn't an image we can use/],
    [
      "a PNG lying that it is a JPEG",
      () => ({ bytes: makePng(100, 100), type: "image/jpeg" }),
      400,
      /lying about its type: it was sent as image\/jpeg, but its bytes are image\/png/,
    ],
    ["a JPEG lying that it is a PNG", () => ({ bytes: makeJpeg(100, 100), type: "image/png" }), 400, /lying about its type/],
    ["a PNG without its type", () => ({ bytes: makePng(100, 100) }), 400, /Content-Type header/],
    ["an empty body", () => ({ bytes: new Uint8Array(), type: "image/png" }), 400, /Send the image itself/],
    [
      "a damaged PNG (magic number, no header)",
      () => ({ bytes: makePng(100, 100).subarray(0, 20), type: "image/png" }),
      400,
      /couldn't be read/,
    ],
    [
      "1 MB and a byte",
      () => ({ bytes: Buffer.concat([makePng(100, 100), Buffer.alloc(1024 * 1024)]), type: "image/png" }),
      400,
      /at most 1 MB/,
    ],
    [
      "a Content-Length over 1 MB",
      () => ({ bytes: makePng(100, 100), type: "image/png", headers: { "content-length": String(5 * 1024 * 1024) } }),
      400,
      /This image is 5\.0 MB; a logo can be at most 1 MB\./,
    ],
    [
      "63 px wide",
      () => ({ bytes: makePng(63, 200), type: "image/png" }),
      422,
      /This image is 63 × 200 px; a logo needs at least 64 px on each side\./,
    ],
    ["63 px high (WebP)", () => ({ bytes: makeWebp(500, 63), type: "image/webp" }), 422, /at least 64 px on each side/],
  ];
  for (const [name, make, status, message] of refusals) {
    it(`refuses ${name} (${status}, field logo) and keeps the logo it had`, async () => {
      const { studio, owner } = await premiumOwner();
      const kept = makePng(80, 80);
      await upload(owner.token, kept, "image/png");
      const { bytes, type, headers } = make();
      const response = await upload(owner.token, bytes, type, headers);
      expect(response.status).toBe(status);
      expect(response.body.error.message).toMatch(message);
      expect(response.body.error.fields.logo).toMatch(message);
      expect((await studioRow(studio.id)).logoHash).toBe(sha256(kept));
      expect((await storedLogo(studio.id)).hash).toBe(sha256(kept));
    });
  }

  it("is Premium: 403 plan_required naming the plan, on Pro (and on a trial of Pro)", async () => {
    const { studio, owner } = await makeStudio({ plan: "pro" });
    const response = await upload(owner.token, makePng(100, 100), "image/png");
    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({ code: "plan_required", feature: "custom_branding", plan: "premium", planName: "Premium" });
    const removal = await callRoute(deleteLogo, { method: "DELETE", token: owner.token });
    expect(removal.status).toBe(403);
    expect(removal.body.error.code).toBe("plan_required");
    const trial = await makeStudio({ plan: "free", trialEndsAt: new Date(Date.now() + 5 * 86_400_000) });
    expect((await upload(trial.owner.token, makePng(100, 100), "image/png")).body.error.code).toBe("plan_required");
    expect(await storedLogo(studio.id)).toBeUndefined();
  });

  it("is for owners: no session 401, instructors and students 403", async () => {
    const { studio } = await premiumOwner();
    expect((await callRoute(putLogo, { method: "PUT", body: makePng(100, 100), headers: { "content-type": "image/png" } })).status).toBe(
      401,
    );
    for (const role of ["instructor", "student"] as const) {
      const member = await makeMember(studio.id, role);
      const response = await upload(member.token, makePng(100, 100), "image/png");
      expect(response.status, role).toBe(403);
      expect(response.body.error.code, role).toBe("forbidden");
      expect((await callRoute(deleteLogo, { method: "DELETE", token: member.token })).status, role).toBe(403);
    }
  });
});

describe("DELETE /api/studio/logo", () => {
  it("removes the bytes and the studio's pointer together; the URL then answers 404", async () => {
    const { studio, owner } = await premiumOwner();
    const { body } = await upload(owner.token, makePng(100, 100), "image/png");
    const response = await callRoute(deleteLogo, { method: "DELETE", token: owner.token });
    expect(response.status).toBe(204);
    expect((await studioRow(studio.id)).logoHash).toBeNull();
    expect(await storedLogo(studio.id)).toBeUndefined();
    expect((await fetchLogo(body.logo.url)).status).toBe(404);
    // Removing what isn't there is still done.
    expect((await callRoute(deleteLogo, { method: "DELETE", token: owner.token })).status).toBe(204);
  });
});

describe("GET /api/studio-logos/{studioId}/{hash}", () => {
  it("serves the bytes without a session, typed, cached for a year, never sniffed", async () => {
    const { owner } = await premiumOwner();
    const png = makePng(120, 120);
    const { body } = await upload(owner.token, png, "image/png");
    const response = await fetchLogo(body.logo.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("etag")).toBe(`"${sha256(png)}"`);
    expect(Buffer.from(response.body as string, "latin1").length).toBeGreaterThan(0);
  });

  it("serves exactly the stored bytes", async () => {
    const { owner } = await premiumOwner();
    const png = makePng(90, 70, [1, 2, 3]);
    const { body } = await upload(owner.token, png, "image/png");
    const [, , , studioId, hash] = body.logo.url.split("/");
    const { NextRequest } = await import("next/server");
    const response = await getLogo(new NextRequest(new URL(body.logo.url, "http://localhost:3000")), {
      params: Promise.resolve({ studioId, hash }),
    });
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), png)).toBe(0);
  });

  it("answers 404 for a stale hash, another studio's id, a malformed hash or id", async () => {
    const first = await premiumOwner();
    const other = await premiumOwner();
    const png = makePng(100, 100);
    const { body } = await upload(first.owner.token, png, "image/png");
    const hash = sha256(png);
    const paths = [
      `/api/studio-logos/${first.studio.id}/${sha256(Buffer.from("stale"))}`,
      `/api/studio-logos/${other.studio.id}/${hash}`,
      `/api/studio-logos/${randomUUID()}/${hash}`,
      `/api/studio-logos/${first.studio.id}/${hash.toUpperCase()}`,
      `/api/studio-logos/${first.studio.id}/not-a-hash`,
      `/api/studio-logos/not-a-uuid/${hash}`,
    ];
    for (const path of paths) {
      const response = await fetchLogo(path);
      expect(response.status, path).toBe(404);
      expect(response.body.error.code, path).toBe("not_found");
    }
    expect((await fetchLogo(body.logo.url)).status).toBe(200);
  });
});

describe("the branding a studio shows", () => {
  it("is its colour and logo on Premium, and Promenade's own below it (kept, not shown, after a downgrade)", async () => {
    const { studio, owner } = await premiumOwner();
    const { body } = await upload(owner.token, makePng(100, 100), "image/png");
    const db = await getDb();
    const { studios } = await import("@/lib/db/schema");
    await db.update(studios).set({ brandColor: "#1d4ed8" }).where(eq(studios.id, studio.id));
    const premium = {
      plan: "premium" as const,
      billingInterval: "month" as const,
      trialEndsAt: null,
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    };
    expect(await getStudioBranding(db, studio.id, premium)).toEqual({ color: "#1d4ed8", logoUrl: body.logo.url });
    expect(await getStudioBranding(db, studio.id, { ...premium, plan: "pro" })).toEqual({ color: null, logoUrl: null });
    expect((await studioRow(studio.id)).logoHash).not.toBeNull();
  });

  it("is printed on receipts: the logo and colour on Premium, none below it", async () => {
    const { GET: getPayment } = await import("@/app/api/payments/[id]/route");
    const { ledgerEntries, studios } = await import("@/lib/db/schema");
    const { makeStudent } = await import("../helpers/people-factory");
    const db = await getDb();
    const { studio, owner } = await premiumOwner();
    const { body } = await upload(owner.token, makePng(100, 100), "image/png");
    await db.update(studios).set({ brandColor: "#1d4ed8" }).where(eq(studios.id, studio.id));
    const student = await makeStudent(studio.id);
    const [payment] = await db
      .insert(ledgerEntries)
      .values({ studioId: studio.id, studentId: student.id, kind: "payment", method: "cash", amountCents: 5000, description: "Payment" })
      .returning();
    const premium = await callRoute(getPayment, { token: owner.token, params: { id: payment.id } });
    expect(premium.body.studio).toMatchObject({ logoUrl: body.logo.url, brandColor: "#1d4ed8" });
    await db.update(studios).set({ plan: "pro" }).where(eq(studios.id, studio.id));
    const pro = await callRoute(getPayment, { token: (await makeMember(studio.id, "owner")).token, params: { id: payment.id } });
    expect(pro.body.studio).toMatchObject({ logoUrl: null, brandColor: null });
  });
});
