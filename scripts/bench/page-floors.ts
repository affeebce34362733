// `npm run bench:pages -- --floors`: how fast each public page could be at best with its own HTML and
// CSS. A proxy in front of the demo serves two variants of each page, built from the demo's live
// response, and passes every other request through untouched:
// - "no JS": the page without its JavaScript files (inline scripts stay: the theme and React's data);
// - "no JS, critical CSS": the same, with only the CSS rules the page uses inlined (beasties) and the
//   stylesheet loaded after the first paint.
// Neither is a page we could ship (nothing is interactive); they show what the HTML and CSS cost alone.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import Beasties from "beasties";

export const FLOORS = { nojs: "no JS", critical: "no JS, critical CSS" } as const;
export type Floor = keyof typeof FLOORS;

const withoutScriptFiles = (html: string) =>
  html.replace(/<script[^>]*\ssrc="[^"]*"[^>]*><\/script>/g, "").replace(/<link rel="preload" as="script"[^>]*\/>/g, "");

/** Serves `/floor/<floor>/<page>` on `port`, proxying everything else to `demoBase`. */
export async function serveFloors(
  port: number,
  demoBase: string,
): Promise<{ url: (floor: Floor, page: string) => string; stop: () => void }> {
  const cssDir = fs.mkdtempSync(path.join(os.tmpdir(), "page-floors-"));
  const beasties = new Beasties({ path: cssDir, publicPath: "/", preload: "swap", pruneSource: false, logLevel: "silent" });

  async function variant(floor: Floor, page: string): Promise<string> {
    const html = withoutScriptFiles(await (await fetch(demoBase + page)).text());
    if (floor === "nojs") return html;
    const href = html.match(/<link rel="stylesheet" href="(\/_next\/[^"]+\.css)"/)?.[1];
    if (!href) throw new Error(`${page}: no stylesheet to inline`);
    const file = path.join(cssDir, href);
    if (!fs.existsSync(file)) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, await (await fetch(demoBase + href)).text());
    }
    // React's `data-precedence` marks the stylesheet as its own; beasties only rewrites plain links.
    return beasties.process(html.replace(' data-precedence="next"', ""));
  }

  const server = http.createServer((request, response) => {
    const match = request.url?.match(/^\/floor\/(nojs|critical)(\/.*)$/);
    if (match) {
      variant(match[1] as Floor, match[2]).then(
        (html) => {
          response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip" });
          response.end(gzipSync(html));
        },
        (error: Error) => {
          response.writeHead(500, { "content-type": "text/plain" });
          response.end(error.message);
        },
      );
      return;
    }
    const upstream = http.request(new URL(request.url ?? "/", demoBase), { method: request.method, headers: request.headers }, (reply) => {
      response.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(response);
    });
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: (floor, page) => `http://127.0.0.1:${port}/floor/${floor}${page}`,
    stop: () => {
      server.close();
      fs.rmSync(cssDir, { recursive: true, force: true });
    },
  };
}
