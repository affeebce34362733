import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearDeviceData } from "@/lib/pwa/device-data";

/** A browser's storage, as far as signing out touches it: caches, IndexedDB, sessionStorage, service workers. */
function fakeDevice() {
  const device = {
    caches: new Set(["serwist-precache-v2-http://localhost/", "offline-agenda"]),
    databases: new Set(["promenade-offline", "serwist-expiration"]),
    session: new Map([["draft", "x"]]),
    workers: 1,
    cachesHang: false,
    databasesFail: false,
  };
  const indexedDB = {
    databases: async () => {
      if (device.databasesFail) throw new Error("IndexedDB is unavailable");
      return [...device.databases].map((name) => ({ name, version: 1 }));
    },
    deleteDatabase(name: string) {
      const request: { onsuccess?: () => void; onblocked?: () => void; onerror?: () => void; error: null } = { error: null };
      setTimeout(() => {
        device.databases.delete(name);
        request.onsuccess?.();
      });
      return request;
    },
  };
  const caches = {
    keys: () => (device.cachesHang ? new Promise<string[]>(() => {}) : Promise.resolve([...device.caches])),
    delete: async (name: string) => device.caches.delete(name),
  };
  const navigator = {
    userAgent: "vitest",
    serviceWorker: {
      getRegistrations: async () =>
        Array.from({ length: device.workers }, () => ({
          unregister: async () => {
            device.workers -= 1;
            return true;
          },
        })),
    },
  };
  const sessionStorage = { clear: () => device.session.clear() };
  const window = { caches, indexedDB, sessionStorage, navigator };
  vi.stubGlobal("window", window);
  vi.stubGlobal("caches", caches);
  vi.stubGlobal("indexedDB", indexedDB);
  vi.stubGlobal("navigator", navigator);
  return device;
}

describe("clearing the device at sign-out", () => {
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("deletes every cache and IndexedDB database, empties sessionStorage and unregisters the service worker", async () => {
    const device = fakeDevice();
    await clearDeviceData();
    expect([...device.caches]).toEqual([]);
    expect([...device.databases]).toEqual([]);
    expect(device.session.size).toBe(0);
    expect(device.workers).toBe(0);
  });

  it("a step that fails or hangs doesn't stop the others, and sign-out goes on within seconds", async () => {
    const device = fakeDevice();
    device.cachesHang = true;
    device.databasesFail = true;
    vi.useFakeTimers();
    const cleared = clearDeviceData();
    await vi.advanceTimersByTimeAsync(10_000);
    await cleared;
    expect(device.session.size).toBe(0);
    expect(device.workers).toBe(0);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("clearing caches took too long"));
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("clearing IndexedDB failed"), expect.any(Error));
  });

  it("does nothing outside a browser", async () => {
    await expect(clearDeviceData()).resolves.toBeUndefined();
  });
});
