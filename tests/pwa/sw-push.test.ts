import { describe, expect, it, vi } from "vitest";
import { readPayload, registerPushHandlers } from "@/lib/pwa/sw-push";

type Listener = (event: never) => void;

/** A service worker's scope as the handlers see it, recording what they do. */
function fakeWorker(windows: { url: string; focus: () => Promise<unknown>; navigate?: (url: string) => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: NotificationOptions & { data?: unknown } }[] = [];
  const opened: string[] = [];
  const sw = {
    location: { origin: "https://studio.example" },
    registration: { showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }) },
    clients: { matchAll: async () => windows, openWindow: async (url: string) => opened.push(url) },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  registerPushHandlers(sw);
  /** Dispatches an event and waits for what the handler asked the worker to wait for. */
  const fire = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) } as never);
    await work;
  };
  return { fire, shown, opened };
}

const pushData = (value: unknown) => ({ json: () => (typeof value === "string" ? JSON.parse(value) : value) });

describe("the service worker's push handlers", () => {
  it("shows the payload's title and body, keeping the page a tap opens", async () => {
    const worker = fakeWorker();
    await worker.fire("push", {
      data: pushData({ title: "Lesson reminder", body: "Your Private Lesson with Maria L. tomorrow 7:00 PM.", url: "/app/schedule" }),
    });
    expect(worker.shown).toEqual([
      {
        title: "Lesson reminder",
        options: expect.objectContaining({ body: "Your Private Lesson with Maria L. tomorrow 7:00 PM.", data: { url: "/app/schedule" } }),
      },
    ]);
  });

  it("shows a plain notice for a payload it can't read, and never keeps a link to another site", () => {
    expect(readPayload(null)).toEqual({ title: "Promenade", body: "Something new at your studio.", url: "/app/schedule" });
    expect(readPayload(pushData("{not json"))).toMatchObject({ title: "Promenade" });
    for (const url of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"])
      expect(readPayload(pushData({ title: "t", body: "b", url })).url).toBe("/app/schedule");
  });

  it("a tap focuses a window already on the page, else moves an open window there, else opens one", async () => {
    const focus = vi.fn(async () => undefined);
    const onPage = fakeWorker([{ url: "https://studio.example/app/community", focus }]);
    await onPage.fire("notificationclick", { notification: { data: { url: "/app/community" }, close: () => undefined } });
    expect(focus).toHaveBeenCalledOnce();
    expect(onPage.opened).toEqual([]);

    const navigate = vi.fn(async () => undefined);
    const elsewhere = fakeWorker([{ url: "https://studio.example/app/settings", focus, navigate }]);
    await elsewhere.fire("notificationclick", { notification: { data: { url: "/app/schedule" }, close: () => undefined } });
    expect(navigate).toHaveBeenCalledWith("https://studio.example/app/schedule");

    const closed = fakeWorker([]);
    const close = vi.fn();
    await closed.fire("notificationclick", { notification: { data: { url: "https://evil.example/" }, close } });
    expect(close).toHaveBeenCalled();
    expect(closed.opened).toEqual(["https://studio.example/app/schedule"]);
  });
});
