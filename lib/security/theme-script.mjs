// The theme's inline script (docs/product.md#theme): before the first paint it puts `light` or `dark` on <html> —
// the saved `theme` (local storage), else the system's preference — and keeps following the system
// (while nothing is saved) and other tabs' choices. Plain JavaScript so headers.mjs can import it.
// It is allowed by its hash on every page (THEME_SCRIPT_HASH; tests/security/headers.test.ts
// recomputes it), so it needs no nonce and a page that renders it can still be built ahead of time.
//
// It also runs the public header, so the header ships no JavaScript of its own (a public page
// should weigh about what an empty Next page does), by listening on the document (works before React hydrates):
// - a click on a `[data-theme-toggle]` button flips the theme and saves it;
// - every switch after the first paint (the toggle, the system's scheme changing at dusk, another
//   tab's choice) pauses transitions for that frame: colours would otherwise fade at different
//   speeds, and for a moment text would sit on a background it can't be read on;
// - a form handled by script (no `method` or `action` of its own) is never sent by the browser: sent
//   before the page's script has run, it would load the page again with what was typed (passwords
//   too) in the address. It is held instead and marked `data-submit-early`; whoever handles the
//   submit clears the mark, and a form still marked when its script arrives is sent then
//   (components/forms/early-submit.ts);
// - the phone menu is a native popover (Escape and a click outside close it): when it opens or
//   closes, its `popovertarget` button gets aria-expanded and its open/close label
//   (data-open-label / data-close-label), and the link to the page shown gets aria-current; a click
//   on a link inside it, or going back or forward, closes it (a click on the page shown only closes
//   it: the public pages link with plain <a>, which would load the page again).

export const THEME_SCRIPT =
  '(function(){var d=document,r=d.documentElement,m=matchMedia("(prefers-color-scheme: dark)");' +
  'function c(){var t=null;try{t=localStorage.getItem("theme")}catch(e){}return t==="light"||t==="dark"?t:m.matches?"dark":"light"}' +
  'function s(t){r.classList.remove(t==="dark"?"light":"dark");r.classList.add(t);r.style.colorScheme=t}' +
  'function w(t){var p=d.createElement("style");p.textContent="*,*::before,*::after{transition:none!important}";d.head.appendChild(p);s(t);' +
  "getComputedStyle(d.body||r).opacity;requestAnimationFrame(function(){p.remove()})}" +
  "function a(){w(c())}" +
  's(c());m.addEventListener("change",a);addEventListener("storage",function(e){if(e.key==="theme")a()});' +
  'function h(){var p=d.querySelector("[popover]:popover-open");if(p)p.hidePopover()}' +
  'addEventListener("popstate",h);' +
  'd.addEventListener("submit",function(e){var f=e.target;if(f.hasAttribute("method")||f.hasAttribute("action"))return;e.preventDefault();f.setAttribute("data-submit-early","")},true);' +
  'd.addEventListener("click",function(e){var t=e.target;if(!t.closest)return;' +
  'if(t.closest("[data-theme-toggle]")){var n=r.classList.contains("dark")?"light":"dark";w(n);try{localStorage.setItem("theme",n)}catch(x){}}' +
  'var l=t.closest("[popover] a");if(l){if(l.getAttribute("aria-current")==="page"&&!(e.ctrlKey||e.metaKey||e.shiftKey))e.preventDefault();h()}});' +
  'd.addEventListener("toggle",function(e){var p=e.target,o=e.newState==="open",b=p.id&&d.querySelector("[popovertarget=\\""+p.id+"\\"]");if(!b)return;' +
  'b.setAttribute("aria-expanded",String(o));if(b.dataset.openLabel)b.setAttribute("aria-label",o?b.dataset.closeLabel:b.dataset.openLabel);' +
  'if(o)p.querySelectorAll("a").forEach(function(l){if(l.pathname===location.pathname)l.setAttribute("aria-current","page");else l.removeAttribute("aria-current")})},true)})()';

/** The CSP hash-source of THEME_SCRIPT (sha256, base64). */
export const THEME_SCRIPT_HASH = "'sha256-nj5bxJpejaqPGtqTctYSvzY4I42FOcc0Sxkz5jIiceg='";
