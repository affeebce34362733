"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiFetch } from "@/lib/api/api-fetch";
import { SIGNED_OUT_PARAM } from "@/lib/auth/gate";
import { cn } from "@/lib/utils";

/** Logout goes to /login even if signing out fails. */
export function LogoutButton({ className, labelClassName }: { className?: string; labelClassName?: string }) {
  const router = useRouter();
  const [isBusy, setIsBusy] = useState(false);

  async function logOut() {
    setIsBusy(true);
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
    router.replace("/login");
    // Drops the signed-in pages the client router holds, so Back cannot show them.
    router.refresh();
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
