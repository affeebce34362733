// The hero's on-demand animation player: a waltz box step danced by the two footprints
// the server already drew. Fetched with a dynamic import() once the home page is idle, by the
// inline script of components/marketing/hero-animation.tsx (a plain file, so the page ships no
// client component for it). It uses the Web Animations API only (no library) and moves
// transforms alone, so it never shifts the layout.

// One bar of a box step per row: [left foot, right foot] offsets in px from where each stands.
const BOX_STEP = [
  [
    [0, 0],
    [0, 0],
  ],
  [
    [0, -18],
    [0, 0],
  ],
  [
    [0, -18],
    [20, -18],
  ],
  [
    [20, -18],
    [20, -18],
  ],
  [
    [20, 0],
    [20, -18],
  ],
  [
    [20, 0],
    [0, 0],
  ],
  [
    [0, 0],
    [0, 0],
  ],
];

// WCAG 2.2.2: decorative motion must stop by itself within five seconds.
const DURATION_MS = 2400;
const ITERATIONS = 2;

/**
 * Plays the box step on `[data-foot]` children of `stage`; returns a function that stops it.
 * @param {HTMLElement | null} stage
 * @returns {() => void}
 */
export function playBoxStep(stage) {
  const feet = stage ? Array.from(stage.querySelectorAll("[data-foot]")) : [];
  if (feet.length < 2 || typeof feet[0].animate !== "function") return () => {};
  const animations = feet.slice(0, 2).map((foot, which) =>
    foot.animate(
      BOX_STEP.map((positions, index) => {
        const [x, y] = positions[which];
        return { transform: `translate(${x}px, ${y}px)`, offset: index / (BOX_STEP.length - 1), easing: "cubic-bezier(.45,0,.25,1)" };
      }),
      { duration: DURATION_MS, iterations: ITERATIONS, delay: which * 80 },
    ),
  );
  return () => animations.forEach((animation) => animation.cancel());
}
