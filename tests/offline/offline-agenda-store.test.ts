import "fake-indexeddb/auto";
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/api-fetch";
import {
  clearOfflineAgenda,
  keepOnlyAgendaOf,
  newTapId,
  queuedMarks,
  queueMarks,
  readCurrentSnapshot,
  saveAgendaSnapshot,
  sendQueuedMarks,
  type MarkResult,
  type PostBatch,
  type QueuedMark,
} from "@/lib/pwa/offline-agenda";
import type { Agenda } from "@/lib/scheduling/agenda";

const MARIA = "user-maria";

function agendaWith(bookingIds: string[]): Agenda {
  return {
    timeZone: "America/New_York",
    today: "2026-11-27",
    days: [
      {
        date: "2026-11-27",
        lessons: [
          {
            id: "lesson-1",
            title: "Bronze Waltz",
            kind: "group",
            startsAt: "2026-11-27T15:00:00.000Z",
            endsAt: "2026-11-27T16:00:00.000Z",
            instructorId: "instructor-1",
            instructorName: "Maria Lopez",
            roomName: "Main Ballroom",
            notes: null,
            capacity: 10,
            students: bookingIds.map((bookingId, index) => ({
              bookingId,
              studentId: `student-${index}`,
              name: `Student ${index}`,
              status: "booked",
              role: null,
              history: { lastLesson: null, lastNote: null },
            })),
          },
        ],
      },
    ],
  };
}

function mark(bookingId: string, status: QueuedMark["status"] = "attended"): QueuedMark {
  return {
    clientId: randomUUID(),
    bookingId,
    status,
    takenAt: new Date().toISOString(),
    studentName: "Sam",
    lessonTitle: "Bronze Waltz",
  };
}

/** A stand-in for the batch endpoint: answers each tap by its booking, counts what it was sent. */
function server(answer: (item: { bookingId: string; clientId: string }) => MarkResult | ApiError) {
  const calls: string[][] = [];
  const post: PostBatch = async (items) => {
    calls.push(items.map((item) => item.clientId));
    const results = items.map(answer);
    const refusal = results.find((result) => result instanceof ApiError);
    if (refusal) throw refusal;
    return { results: results as MarkResult[] };
  };
  return { post, calls };
}

beforeEach(async () => {
  await clearOfflineAgenda();
});

describe("the agenda kept on the device", () => {
  it("keeps one person's agenda: the last to open it, another person's goes", async () => {
    await saveAgendaSnapshot("user-james", agendaWith(["b-0"]), false);
    await saveAgendaSnapshot(MARIA, agendaWith(["b-1"]), false, new Date("2026-11-27T15:42:00Z"));
    const snapshot = await readCurrentSnapshot();
    expect(snapshot).toMatchObject({ userId: MARIA, savedAt: "2026-11-27T15:42:00.000Z" });
    expect(snapshot?.agenda.days[0].lessons[0].students.map((student) => student.bookingId)).toEqual(["b-1"]);
    await clearOfflineAgenda();
    expect(await readCurrentSnapshot()).toBeNull();
  });

  it("sends queued taps once, takes answered ones off the queue and writes applied ones into the kept agenda", async () => {
    await saveAgendaSnapshot(MARIA, agendaWith(["b-1", "b-2"]), false);
    const taps = [mark("b-1", "no_show"), mark("b-2")];
    await queueMarks(MARIA, taps);
    const stand = server((item) => ({ clientId: item.clientId, result: "applied" }));
    const outcome = await sendQueuedMarks(MARIA, stand.post);
    expect(outcome).toMatchObject({ applied: taps, refused: [], left: 0 });
    expect(await queuedMarks(MARIA)).toEqual([]);
    const students = (await readCurrentSnapshot())!.agenda.days[0].lessons[0].students;
    expect(students.map((student) => student.status)).toEqual(["no_show", "attended"]);
    // Nothing left: a second send posts nothing.
    await sendQueuedMarks(MARIA, stand.post);
    expect(stand.calls).toHaveLength(1);
  });

  it("reports a conflict and a refused tap, and still sends the rest", async () => {
    await queueMarks(MARIA, [mark("b-cancelled"), mark("b-theirs"), mark("b-1")]);
    const stand = server((item) =>
      item.bookingId === "b-theirs"
        ? new ApiError(403, "forbidden", "Only the lesson's instructor or an owner can take attendance.")
        : item.bookingId === "b-cancelled"
          ? { clientId: item.clientId, result: "conflict", message: "Lesson cancelled by the studio — your mark wasn't saved." }
          : { clientId: item.clientId, result: "applied" },
    );
    const outcome = await sendQueuedMarks(MARIA, stand.post);
    expect(outcome.applied.map((tap) => tap.bookingId)).toEqual(["b-1"]);
    expect(outcome.refused.map(({ mark: tap, message }) => [tap.bookingId, message])).toEqual([
      ["b-cancelled", "Lesson cancelled by the studio — your mark wasn't saved."],
      ["b-theirs", "Only the lesson's instructor or an owner can take attendance. Your mark wasn't saved."],
    ]);
    expect(outcome.left).toBe(0);
    // The whole batch first, then one tap at a time to find the refused one.
    expect(stand.calls.map((call) => call.length)).toEqual([3, 1, 1, 1]);
  });

  it("keeps every tap when the server can't be reached, and sends them later", async () => {
    const taps = [mark("b-1"), mark("b-2")];
    await queueMarks(MARIA, taps);
    const offline: PostBatch = async () => {
      throw new ApiError(0, "network", "Couldn't reach Promenade.");
    };
    await expect(sendQueuedMarks(MARIA, offline)).rejects.toThrow("Couldn't reach");
    expect(await queuedMarks(MARIA)).toEqual(taps);
    const duplicateOnce = server((item) => ({ clientId: item.clientId, result: item.bookingId === "b-1" ? "duplicate" : "applied" }));
    const outcome = await sendQueuedMarks(MARIA, duplicateOnce.post);
    expect(outcome).toMatchObject({ refused: [], left: 0 });
    // b-1 arrived before (its answer was lost): saved all the same.
    expect(outcome.applied.map((tap) => tap.bookingId)).toEqual(["b-1", "b-2"]);
  });

  it("keeps each person's taps apart", async () => {
    await queueMarks(MARIA, [mark("b-1")]);
    await queueMarks("user-james", [mark("b-9")]);
    const stand = server((item) => ({ clientId: item.clientId, result: "applied" }));
    await sendQueuedMarks(MARIA, stand.post);
    expect(await queuedMarks(MARIA)).toEqual([]);
    expect((await queuedMarks("user-james")).map((tap) => tap.bookingId)).toEqual(["b-9"]);
  });
});

describe("signing out", () => {
  it("empties the store and lets go of it, so the database can be deleted at once", async () => {
    await saveAgendaSnapshot(MARIA, agendaWith(["b-1"]), false);
    await queueMarks(MARIA, [mark("b-1")]);
    await clearOfflineAgenda();
    const deleted = await new Promise<string>((resolve) => {
      const request = indexedDB.deleteDatabase("promenade-offline");
      request.onblocked = () => resolve("blocked");
      request.onsuccess = () => resolve("deleted");
    });
    expect(deleted).toBe("deleted");
    expect(await readCurrentSnapshot()).toBeNull();
    expect(await queuedMarks(MARIA)).toEqual([]);
  });
});

describe("a tap's id", () => {
  it("is a v4 UUID even where crypto.randomUUID is missing (plain http)", () => {
    const randomUUID = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
      const ids = new Set(Array.from({ length: 50 }, () => newTapId()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: randomUUID, configurable: true });
    }
  });
});

describe("another person signs in on the device", () => {
  it("drops the agenda kept for the one before, keeps their unsent taps under their id", async () => {
    await saveAgendaSnapshot(MARIA, agendaWith(["b-1"]), false);
    await queueMarks(MARIA, [mark("b-1")]);
    await keepOnlyAgendaOf(MARIA);
    expect((await readCurrentSnapshot())?.userId).toBe(MARIA);
    await keepOnlyAgendaOf(null);
    expect(await readCurrentSnapshot()).toBeNull();
    expect(await queuedMarks(MARIA)).toHaveLength(1);
  });
});
