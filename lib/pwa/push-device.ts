/**
 * This device's push subscription, in the browser: turned on from Settings → Notifications (the
 * permission is asked on that tap, never on load), off from there or by signing out.
 */
import { apiFetch } from "@/lib/api/api-fetch";

/** One of the person's devices, as GET /api/me/push-subscriptions lists it. */
export type PushDeviceItem = { id: string; device: string | null; endpoint: string; createdAt: string; lastSentAt: string | null };

/** How long to wait for the service worker before giving up (it registers with the app shell). */
const WORKER_WAIT_MS = 10_000;

export function isPushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!isPushSupported()) return undefined;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WORKER_WAIT_MS)),
  ]);
}

/** This browser's current subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const existing = await navigator.serviceWorker.getRegistration();
  return (await existing?.pushManager.getSubscription()) ?? null;
}

/** "Chrome on Android": enough for a person to tell their devices apart. */
export function deviceName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /SamsungBrowser/.test(userAgent)
      ? "Samsung Internet"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Chrome\//.test(userAgent)
          ? "Chrome"
          : /Safari\//.test(userAgent)
            ? "Safari"
            : "Browser";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone/.test(userAgent)
      ? "iPhone"
      : /iPad/.test(userAgent)
        ? "iPad"
        : /CrOS/.test(userAgent)
          ? "ChromeOS"
          : /Mac OS X/.test(userAgent)
            ? "Mac"
            : /Windows/.test(userAgent)
              ? "Windows"
              : /Linux/.test(userAgent)
                ? "Linux"
                : null;
  return system ? `${browser} on ${system}` : browser;
}

const keyBytes = (base64url: string) => {
  const binary = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

/**
 * Asks for permission (call it from a tap), subscribes with the site's VAPID key and keeps the
 * subscription on the server. `blocked`: what the person can do when the browser said no; the
 * API's refusals throw as usual.
 */
export async function subscribeThisDevice(): Promise<{ device: PushDeviceItem } | { blocked: string }> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") {
    return { blocked: "Notifications are blocked for this site. Allow them in your browser's site settings, then try again." };
  }
  const worker = await registration();
  if (!worker) return { blocked: "The app's service worker isn't running yet. Reload the page and try again." };
  const { publicKey } = await apiFetch<{ publicKey: string }>("/api/push/public-key");
  const applicationServerKey = keyBytes(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  // A subscription made to another key (the site's keys changed) can't be used: start afresh.
  const boundKey = subscription?.options.applicationServerKey;
  if (subscription && boundKey && new Uint8Array(boundKey).join() !== applicationServerKey.join()) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  } catch {
    // The browser's own push service refused or can't be reached (offline, or a browser without one).
    return { blocked: "This browser couldn't reach its push service. Check your connection and try again." };
  }
  const { endpoint, keys } = subscription.toJSON();
  const saved = await apiFetch<{ subscription: PushDeviceItem }>("/api/me/push-subscriptions", {
    method: "POST",
    body: { endpoint, keys, device: deviceName(navigator.userAgent) },
  });
  return { device: saved.subscription };
}

/**
 * Stops push notifications to this device: its row on the server (while the session stands — the
 * sign-out's first step), then the browser's subscription itself.
 */
export async function forgetThisDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    const { subscriptions } = await apiFetch<{ subscriptions: PushDeviceItem[] }>("/api/me/push-subscriptions");
    const mine = subscriptions.find((item) => item.endpoint === subscription.endpoint);
    if (mine) await apiFetch(`/api/me/push-subscriptions/${mine.id}`, { method: "DELETE" });
  } finally {
    // Even offline: a push service answers 410 for it from now on, and the server removes the row then.
    await subscription.unsubscribe();
  }
}
