// The theme's inline script (SPEC §4): before the first paint it puts `light` or `dark` on <html> —
// the saved `theme` (local storage), else the system's preference — and keeps following the system
// (while nothing is saved) and other tabs' choices. Plain JavaScript so headers.mjs can import it.
// It is allowed by its hash on every page (THEME_SCRIPT_HASH; tests/security/headers.test.ts
// recomputes it), so it needs no nonce and a page that renders it can still be built ahead of time.

export const THEME_STORAGE_KEY = "theme";

export const THEME_SCRIPT =
  '(function(){var d=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)");' +
  'function c(){var t=null;try{t=localStorage.getItem("theme")}catch(e){}return t==="light"||t==="dark"?t:m.matches?"dark":"light"}' +
  'function a(){var t=c();d.classList.remove(t==="dark"?"light":"dark");d.classList.add(t);d.style.colorScheme=t}' +
  'a();m.addEventListener("change",a);addEventListener("storage",function(e){if(e.key==="theme")a()})})()';

/** The CSP hash-source of THEME_SCRIPT (sha256, base64). */
export const THEME_SCRIPT_HASH = "'sha256-OQHglLS0R7EbLLdPeofvGIBN18Kr8OQij/ACCqzMR5g='";
