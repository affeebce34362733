"use client";

import { SerwistProvider } from "@serwist/turbopack/react";
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from "@/lib/pwa/offline-page";

/**
 * Registers the service worker (app/sw.ts) for the signed-in app. Pages are never cached, so the
 * library's caching of each visited page is off, and coming back online reloads nothing by itself
 * (the offline agenda sends what it queued first).
 */
export function ServiceWorker({ children }: { children: React.ReactNode }) {
  return (
    <SerwistProvider
      swUrl={SERVICE_WORKER_URL}
      cacheOnNavigation={false}
      reloadOnOnline={false}
      // A classic worker (the bundle has no imports) registers in every browser that has service workers.
      options={{ scope: SERVICE_WORKER_SCOPE, type: "classic" }}
    >
      {children}
    </SerwistProvider>
  );
}
