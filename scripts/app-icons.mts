// npm run icons — draws the installed app's icons from the site's mark (app/icon.svg) in Chromium,
// and writes them where they are served: the manifest's icons in public/icons/ (app/manifest.ts),
// the iOS home-screen icon as app/apple-icon.png (Next links it from every page). Run it again after
// changing app/icon.svg, and commit the PNGs.
//   any      192, 512: the round mark on a transparent ground (Android, desktop).
//   maskable 192, 512: the ground filled with the mark's colour, the mark inside the central 80 %
//            circle every platform's mask keeps (https://www.w3.org/TR/appmanifest/#icon-masks).
//   apple    180: opaque (iOS fills transparency with black and rounds the corners itself).
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROME_PATH, CHROMIUM_ARGS } from "./bench/serve-demo";

const root = process.cwd();
const mark = fs.readFileSync(path.join(root, "app", "icon.svg"), "utf8");
// The mark's drawing on its 32×32 canvas, and the colour of its disc (the maskable ground).
const drawing = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(mark)?.[1];
const ground = /<circle[^>]*fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1];
if (!drawing || !ground) throw new Error("app/icon.svg: expected an <svg> with a filled <circle>.");

/** The mark scaled by `scale` about its centre, on a square `background` (none: transparent). */
function composed(scale: number, background?: string): string {
  const fill = background ? `<rect width="32" height="32" fill="${background}"/>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${fill}<g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${drawing}</g></svg>`;
}

const icons = [
  { file: "public/icons/icon-192.png", size: 192, svg: composed(1) },
  { file: "public/icons/icon-512.png", size: 512, svg: composed(1) },
  // The disc is the ground's colour; its ring (r = 12 of 16) at 0.85 stays well inside the safe circle (r = 12.8).
  { file: "public/icons/maskable-192.png", size: 192, svg: composed(0.85, ground) },
  { file: "public/icons/maskable-512.png", size: 512, svg: composed(0.85, ground) },
  { file: "app/apple-icon.png", size: 180, svg: composed(0.8, ground) },
];

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
    await page.setContent(`<body style="margin:0"><img src="${source}" width="${size}" height="${size}" style="display:block">`);
    await page.locator("img").evaluate((image: HTMLImageElement) => image.decode());
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    await page.screenshot({ path: path.join(root, file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
