import { z } from "zod";
import { describe, expect, it } from "vitest";
import { ParsedAnswer } from "@/lib/api/answer-fields";
import { route } from "@/lib/http/route";
import { callRoute } from "../helpers/call-route";

// A kept answer (a week of the schedule parsed once) is sent as its text only when the very schema the
// route declares parsed it: what that schema doesn't name never leaves, however the answer was kept.

const ZWeek = z.object({ events: z.array(z.object({ id: z.string() })) });
const ZOther = z.object({ events: z.array(z.object({ id: z.string(), notes: z.string() })) });
const week = { events: [{ id: "e1", notes: "about Sam" }] };

describe("an answer parsed once and kept", () => {
  it("is sent as parsed: fields its schema doesn't name are gone", async () => {
    const handler = route({ summary: "A kept week.", auth: false, response: ZWeek }, async () => ParsedAnswer.of(ZWeek, week));
    const response = await callRoute(handler, { path: "/api/test" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ events: [{ id: "e1" }] });
  });

  it("parsed by another schema than the route declares, is never sent (500, not the text)", async () => {
    const handler = route({ summary: "A kept week.", auth: false, response: ZWeek }, async () => ParsedAnswer.of(ZOther, week) as never);
    const response = await callRoute(handler, { path: "/api/test" });
    expect(response.status).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain("about Sam");
  });
});
