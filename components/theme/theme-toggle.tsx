"use client";

import { Moon, Sun } from "lucide-react";
import { cn } from "@/lib/utils";
import { currentTheme, saveTheme } from "./apply-theme";

/**
 * Flips light/dark and saves the choice under `theme` (SPEC §4). The label and icon are chosen by
 * CSS (`dark:`), not from state, so server HTML and the theme applied before paint always agree.
 */
export function ThemeToggle({ className, showLabel = false }: { className?: string; showLabel?: boolean }) {
  return (
    <button
      type="button"
      onClick={() => saveTheme(currentTheme() === "dark" ? "light" : "dark")}
      // With a visible label the button is named by it (axe: label in name); icon-only, by aria-label.
      aria-label={showLabel ? undefined : "Toggle dark mode"}
      title="Toggle dark mode"
      className={cn(
        "inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-md px-2.5 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground",
        className,
      )}
    >
      <Sun aria-hidden className="size-5 shrink-0 dark:hidden" />
      <Moon aria-hidden className="hidden size-5 shrink-0 dark:block" />
      {showLabel && (
        <span>
          <span className="dark:hidden">Dark mode</span>
          <span className="hidden dark:inline">Light mode</span>
        </span>
      )}
    </button>
  );
}
