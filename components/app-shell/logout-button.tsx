"use client";

import { LogOut } from "lucide-react";
import { useState } from "react";
import { apiFetch } from "@/lib/api/api-fetch";
import { SIGNED_OUT_PARAM } from "@/lib/auth/gate";
import { clearDeviceData } from "@/lib/pwa/device-data";
import { cn } from "@/lib/utils";

/**
 * Logout clears what this device keeps of the person (caches, IndexedDB, its push subscription, the
 * service worker), ends the session, and goes to /login even if signing out fails.
 */
export function LogoutButton({ className, labelClassName }: { className?: string; labelClassName?: string }) {
  const [isBusy, setIsBusy] = useState(false);

  async function logOut() {
    setIsBusy(true);
    // First, while the session still stands: removing this device's push subscription needs it.
    await clearDeviceData();
    const isSignedOut = await apiFetch("/api/auth/logout", { method: "POST" }).then(
      () => true,
      () => false,
    );
    if (!isSignedOut) {
      // The visitor asked to leave, so they leave: a full load of /login?signed-out=1, where the
      // gate clears the cookie the failed call couldn't (else it would send them back to the app).
      window.location.replace(`/login?${SIGNED_OUT_PARAM}=1`);
      return;
    }
    // A full load: the signed-in pages the client router holds go with this page, so Back cannot show
    // them, and the next sign-in registers the service worker afresh.
    window.location.replace("/login");
  }

  return (
    <button
      type="button"
      onClick={logOut}
      disabled={isBusy}
      title="Logout"
      className={cn(
        "flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground disabled:opacity-60",
        className,
      )}
    >
      <LogOut aria-hidden className="size-5 shrink-0" />
      <span className={labelClassName}>Logout</span>
    </button>
  );
}
