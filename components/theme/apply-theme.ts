import { THEME_STORAGE_KEY } from "@/lib/security/theme-script.mjs";

export type Theme = "light" | "dark";

/** The theme on <html> now (set before paint by the theme script). */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/**
 * Applies and saves a theme choice, as the theme script reads it on the next page. Transitions are
 * off for the switch (colours would otherwise fade at different speeds); other tabs follow through
 * the `storage` event the theme script listens to.
 */
export function saveTheme(theme: Theme) {
  const root = document.documentElement;
  const pause = document.createElement("style");
  pause.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.appendChild(pause);
  root.classList.remove(theme === "dark" ? "light" : "dark");
  root.classList.add(theme);
  root.style.colorScheme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused (private mode): the choice holds for this page.
  }
  // Reading a style forces the switch to paint without transitions before they are back.
  void window.getComputedStyle(document.body).opacity;
  requestAnimationFrame(() => pause.remove());
}
