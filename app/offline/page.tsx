import type { Metadata } from "next";
import { OfflineAgenda } from "@/components/offline/offline-agenda";
import { TryAgainButton } from "@/components/pwa/try-again-button";
import { LogoMark } from "@/components/site/logo";

export const metadata: Metadata = {
  title: "Offline",
  description: "Promenade can't reach the studio's server from this device right now.",
  robots: { index: false, follow: false },
};

/**
 * What the service worker shows, at the address that was asked for, when a page can't be reached
 * (app/sw.ts). Built ahead of time and the same for everyone: the person's own data on it is read
 * from this device by <OfflineAgenda/>, never from the server. It links nowhere else, as nothing
 * else can be reached.
 */
export default function OfflinePage() {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col items-start gap-4">
        <LogoMark className="size-10" />
        <div>
          <h1 className="font-[family-name:var(--font-display)] text-2xl font-semibold tracking-tight sm:text-3xl">You&apos;re offline</h1>
          <p className="mt-2 text-muted-foreground">
            This device can&apos;t reach Promenade right now. What&apos;s kept on it is below; the rest comes back with the connection.
          </p>
        </div>
        <TryAgainButton />
      </header>
      <OfflineAgenda />
    </main>
  );
}
