// Once the page has loaded and is idle, fetch the player (public/dance-steps-player.js) and dance a
// box step; with reduced motion nothing is fetched, and any failure to load or play is ignored.
// An inline script (allowed on the prerendered page by its hash, lib/security/static-page-csp.ts),
// so the hero ships no client component: the home page loads no JavaScript for it up front.
const START_PLAYER =
  '(function(){if(matchMedia("(prefers-reduced-motion: reduce)").matches)return;' +
  'var e=document.querySelector("[data-hero-stage]");' +
  'function p(){import("/dance-steps-player.js").then(function(m){m.playBoxStep(e)}).catch(function(){})}' +
  "function i(){if(window.requestIdleCallback)requestIdleCallback(p,{timeout:3000});else setTimeout(p,1500)}" +
  'if(document.readyState==="complete")i();else addEventListener("load",i)})()';

/**
 * Two footprints in a box of fixed size (no layout shift), and the script that starts the player
 * on demand, after the page: the still footprints are the fallback.
 */
export function HeroAnimation() {
  return (
    <>
      <div aria-hidden data-hero-stage data-testid="hero-animation" className="relative size-14 shrink-0 text-primary">
        <Footprint className="absolute bottom-1 left-2" />
        <Footprint className="absolute bottom-1 left-7" />
      </div>
      <script dangerouslySetInnerHTML={{ __html: START_PLAYER }} />
    </>
  );
}

function Footprint({ className }: { className: string }) {
  return (
    <span data-foot className={`block h-6 w-3 ${className}`}>
      <svg viewBox="0 0 12 24" className="size-full fill-current">
        <ellipse cx="6" cy="7" rx="5" ry="7" />
        <ellipse cx="6" cy="19.5" rx="3.6" ry="4.5" />
      </svg>
    </span>
  );
}
