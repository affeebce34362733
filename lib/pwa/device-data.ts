/**
 * What this device keeps for the signed-in person, and how signing out clears it (browser only).
 *
 * A part of the app that keeps something of the person on the device (a store in IndexedDB, this
 * device's push subscription) adds its own clearing step to DEVICE_DATA: it runs first, while its
 * store and the service worker still exist (a push subscription is removed on the server through the
 * service worker's registration). Then, whatever the steps did, every cache of this origin is deleted,
 * every IndexedDB database too, the tab's sessionStorage, and the service worker is unregistered (the
 * next signed-in page registers it again and precaches afresh). localStorage keeps only this device's
 * display choices (theme, sidebar), which are not the person's data, and stays.
 */

import { clearOfflineAgenda } from "./offline-agenda";
import { forgetThisDevice } from "./push-device";

type DeviceDataPart = {
  /** What is cleared, for the console when a step fails: "offline agenda", "push subscription". */
  name: string;
  clear: () => Promise<void> | void;
};

const DEVICE_DATA: DeviceDataPart[] = [
  // This device stops taking the person's pushes: its row on the server, then the browser's subscription.
  { name: "push subscription", clear: forgetThisDevice },
  // The instructor's kept agenda and the attendance taken offline not sent yet (its store stays open
  // in this tab, which would hold off deleting its database until the page goes).
  { name: "offline agenda", clear: clearOfflineAgenda },
];

/** A step that hangs (a push service out of reach) may hold sign-out this long, then sign-out goes on. */
const STEP_TIMEOUT_MS = 4000;

/**
 * Clears everything of the signed-in person on this device. Never throws, and returns within a few
 * seconds even offline: signing out must not wait on the device.
 */
export async function clearDeviceData(): Promise<void> {
  if (typeof window === "undefined") return;
  for (const part of DEVICE_DATA) await step(part.name, () => part.clear());
  await step("caches", deleteCaches);
  await step("IndexedDB", deleteDatabases);
  await step("sessionStorage", () => window.sessionStorage.clear());
  await step("service worker", unregisterServiceWorkers);
}

async function step(name: string, run: () => Promise<void> | void): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.warn(`Signing out: clearing ${name} took too long; going on.`);
      resolve();
    }, STEP_TIMEOUT_MS);
  });
  try {
    await Promise.race([Promise.resolve().then(run), timeout]);
  } catch (error) {
    console.warn(`Signing out: clearing ${name} failed.`, error);
  } finally {
    clearTimeout(timer);
  }
}

async function deleteCaches(): Promise<void> {
  if (!("caches" in window)) return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

async function deleteDatabases(): Promise<void> {
  if (!("indexedDB" in window) || typeof indexedDB.databases !== "function") return;
  const databases = await indexedDB.databases();
  await Promise.all(databases.map((database) => (database.name ? deleteDatabase(database.name) : undefined)));
}

/** Resolves when the database is gone, or when another tab holds it open (it goes once that tab lets go). */
function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onblocked = () => resolve();
    request.onerror = () => reject(request.error);
  });
}

async function unregisterServiceWorkers(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}
