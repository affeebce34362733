"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import { useState } from "react";
import { SidebarContent, type ShellPlan, type ShellUser } from "./sidebar-content";
import { StudioMark, type ShellBranding } from "./studio-mark";

/** Phones (< 768 px): a top bar whose menu button opens the sidebar as a drawer (Radix Dialog: focus trap, Escape). */
export function MobileNav({ user, plan, branding }: { user: ShellUser; plan: ShellPlan; branding: ShellBranding }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-t-4 border-b-border border-t-[var(--brand,transparent)] bg-card px-3 md:hidden">
        <Dialog.Trigger className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted" aria-label="Open navigation">
          <Menu aria-hidden className="size-5" />
        </Dialog.Trigger>
        <StudioMark branding={branding} className="size-7" />
        <span className="min-w-0 truncate text-sm font-semibold">{user.studioName}</span>
      </header>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r border-border bg-card shadow-xl focus:outline-none md:hidden"
        >
          <SidebarContent
            variant="drawer"
            user={user}
            plan={plan}
            isBranded={Boolean(branding.color)}
            onNavigate={() => setOpen(false)}
            header={
              <div className="flex h-10 items-center justify-between gap-2 px-1">
                <Dialog.Title className="flex items-center gap-2.5 font-[family-name:var(--font-display)] text-xl font-semibold">
                  <StudioMark branding={branding} />
                  Promenade
                </Dialog.Title>
                <Dialog.Close
                  className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted"
                  aria-label="Close navigation"
                >
                  <X aria-hidden className="size-5" />
                </Dialog.Close>
              </div>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
