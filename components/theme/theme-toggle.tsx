import { Moon, Sun } from "@/components/ui/static-icons";
import { cn } from "@/lib/utils";

/**
 * Flips light/dark and saves the choice under `theme` in local storage. No JavaScript of its own: the
 * theme's inline script handles clicks on `[data-theme-toggle]` (lib/security/theme-script.mjs),
 * so on the public pages (server components) it costs no download and works before hydration. The
 * label and icon are chosen by CSS (`dark:`), not from state, so the HTML and the theme always agree.
 */
export function ThemeToggle({ className, showLabel = false }: { className?: string; showLabel?: boolean }) {
  return (
    <button
      type="button"
      data-theme-toggle
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
