import { THEME_SCRIPT } from "@/lib/security/theme-script.mjs";

/**
 * The theme (docs/product.md#theme): the saved `theme` (local storage), else the system's dark preference, else light —
 * applied as the `light`/`dark` class on <html> by this inline script before the first paint (no
 * flash). A server component: no JavaScript of its own to download; the CSP allows it by its hash.
 */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />;
}
