import { describe, expect, it } from "vitest";
import { PATCH as patchInstructor } from "@/app/api/instructors/[id]/route";
import { PATCH as patchRoom } from "@/app/api/rooms/[id]/route";
import { PATCH as patchService } from "@/app/api/services/[id]/route";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";
import { feedsOf, fetchFeed } from "./feed-helpers";

describe("calendar feeds after a rename", () => {
  it("renaming the room, the service or the instructor changes the ETag, and the feed then carries the new name", async () => {
    const s = await makeScheduleStudio();
    await makeEvent(s.studio.id, {
      serviceId: s.groupClass.id,
      instructorId: s.instructor.id,
      roomId: s.room.id,
      startsAt: new Date(Math.floor(hoursFromNow(24 * 10).getTime() / 60_000) * 60_000),
    });
    const { feedUrl } = await feedsOf(s.instructorMember.token);
    let etag = (await fetchFeed(feedUrl)).headers.get("etag") as string;
    expect((await fetchFeed(feedUrl, { "if-none-match": etag })).status).toBe(304);

    const renames: [string, () => Promise<{ status: number }>][] = [
      [
        "Grand Ballroom",
        () => callRoute(patchRoom, { method: "PATCH", token: s.owner.token, params: { id: s.room.id }, body: { name: "Grand Ballroom" } }),
      ],
      [
        "Silver Waltz",
        () =>
          callRoute(patchService, {
            method: "PATCH",
            token: s.owner.token,
            params: { id: s.groupClass.id },
            body: { name: "Silver Waltz" },
          }),
      ],
    ];
    for (const [name, rename] of renames) {
      expect((await rename()).status).toBe(200);
      const changed = await fetchFeed(feedUrl, { "if-none-match": etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.get("etag")).not.toBe(etag);
      expect(String(changed.body)).toContain(name);
      etag = changed.headers.get("etag") as string;
    }

    // An owner's feed of another instructor shows the taught lessons' instructor; a rename changes it too.
    const renamed = await callRoute(patchInstructor, {
      method: "PATCH",
      token: s.owner.token,
      params: { id: s.instructor.id },
      body: { name: "Mariana Lopez" },
    });
    expect(renamed.status).toBe(200);
    const afterInstructor = await fetchFeed(feedUrl, { "if-none-match": etag });
    expect(afterInstructor.status).toBe(200);
    expect(afterInstructor.headers.get("etag")).not.toBe(etag);
  });
});
