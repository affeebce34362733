// The service worker, bundled by Serwist (app/serwist/[path]/route.ts) and served at /serwist/sw.js.
// What it keeps: the build's static files and icons (precached), and the offline page. What it never
// keeps: a page rendered for a signed-in person, or an answer of the API — a navigation always goes to
// the network, and only when the network can't be reached does the precached offline page answer.
import type { PrecacheEntry } from "serwist";
import { NetworkOnly, Serwist } from "serwist";
import { registerPushHandlers } from "@/lib/pwa/sw-push";
import { OFFLINE_PAGE } from "@/lib/pwa/offline-page";

// The worker's global scope, as far as this file uses it (the project's types are the DOM's, not a worker's).
declare const self: EventTarget & {
  /** Replaced by Serwist at build time with the list of files to precache. */
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  addEventListener: (type: string, listener: (event: never) => void) => void;
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new build's worker takes over at once: its precache matches the pages the server now sends.
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      // Pages: the network only (a signed-in page is never stored); offline, the fallback below answers.
      matcher: ({ request }) => request.mode === "navigate",
      handler: new NetworkOnly(),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.destination === "document" }],
  },
});

registerPushHandlers(self);
serwist.addEventListeners();
