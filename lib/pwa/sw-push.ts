/**
 * The service worker's push handlers: `push` shows the notification the payload describes, and
 * `notificationclick` opens (or focuses) its page. Called once by the service worker (app/sw.ts).
 */

/** What the server sends (lib/notifications/push-outbox.ts): what a lock screen may show, and the page a tap opens. */
export type PushPayload = { title: string; body: string; url: string };

type WindowClient = { url: string; focus(): Promise<unknown>; navigate?(url: string): Promise<unknown> };

/** The worker's scope as these handlers use it (the project compiles with the DOM's types, not a worker's). */
type WorkerScope = {
  location: { origin: string };
  registration: { showNotification(title: string, options: NotificationOptions & { data?: unknown }): Promise<void> };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
};

type ExtendableEvent = { waitUntil(work: Promise<unknown>): void };
type PushEvent = ExtendableEvent & { data: { json(): unknown } | null };
type NotificationClickEvent = ExtendableEvent & { notification: { data?: unknown; close(): void } };

const HOME = "/app/schedule";
const FALLBACK: PushPayload = { title: "Promenade", body: "Something new at your studio.", url: HOME };

/** A path of this site only ("/app/…"): a payload can never send a tap to another site. */
function samePath(url: unknown): string {
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\") ? url : HOME;
}

/** The payload as sent, or a plain notice when it can't be read (a push must always show something). */
export function readPayload(data: PushEvent["data"]): PushPayload {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    if (!value || typeof value.title !== "string" || typeof value.body !== "string") return FALLBACK;
    return { title: value.title.slice(0, 100), body: value.body.slice(0, 300), url: samePath(value.url) };
  } catch {
    return FALLBACK;
  }
}

export function registerPushHandlers(sw: { addEventListener: (type: string, listener: (event: never) => void) => void }): void {
  const scope = sw as unknown as WorkerScope;

  sw.addEventListener("push", (event: PushEvent) => {
    const payload = readPayload(event.data);
    event.waitUntil(
      scope.registration.showNotification(payload.title, {
        body: payload.body,
        icon: "/icons/icon-192.png",
        badge: "/icons/icon-192.png",
        lang: "en",
        data: { url: payload.url },
      }),
    );
  });

  sw.addEventListener("notificationclick", (event: NotificationClickEvent) => {
    event.notification.close();
    const path = samePath((event.notification.data as { url?: unknown } | undefined)?.url);
    event.waitUntil(openPage(scope, new URL(path, scope.location.origin).href));
  });
}

/** Focuses a window already on the page; else takes over an open window of the app; else opens one. */
async function openPage(scope: WorkerScope, url: string): Promise<unknown> {
  const windows = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
  const same = windows.find((client) => client.url === url);
  if (same) return same.focus();
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin && client.navigate);
  if (open?.navigate) {
    try {
      await open.navigate(url);
      return await open.focus();
    } catch {
      // A window this worker doesn't control can't be navigated: open a new one.
    }
  }
  return scope.clients.openWindow(url);
}
