import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { brokenReason, headingAnchors, isExternal, linksIn } from "./markdown-links";

const ROOT = path.resolve(".");
const DOCS = [
  "README.md",
  "CONTRIBUTING.md",
  "ARCHITECTURE.md",
  ...fs
    .readdirSync("docs")
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

describe("relative links in the docs", () => {
  it.each(DOCS)("%s: every relative link and image resolves", (file) => {
    const links = linksIn(fs.readFileSync(file, "utf8")).filter((link) => !isExternal(link.target));
    const broken = links.flatMap((link) => {
      const reason = brokenReason(ROOT, file, link);
      return reason ? [`${file}:${link.line} ${link.target} — ${reason}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it("checks the files a newcomer reads first", () => {
    expect(DOCS).toEqual(
      expect.arrayContaining(["README.md", "CONTRIBUTING.md", "ARCHITECTURE.md", "docs/product.md", "docs/configuration.md"]),
    );
  });
});

describe("the link checker", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "promenade-links-"));
  fs.writeFileSync(path.join(dir, "page.md"), "# Booking rules\n\n## `proxy.ts` instead of `middleware.ts`\n\n## Booking rules\n");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  function reasons(markdown: string): (string | null)[] {
    return linksIn(markdown)
      .filter((link) => !isExternal(link.target))
      .map((link) => brokenReason(dir, "index.md", link));
  }

  it("finds a missing file, a missing image, a missing heading and a way out of the repository", () => {
    expect(reasons("[gone](gone.md) ![shot](shots/none.png) [rule](page.md#cancellation) [up](../etc/passwd)")).toEqual([
      "file not found",
      "image not found",
      "no heading #cancellation in page.md",
      "points outside the repository",
    ]);
  });

  it("accepts files, headings as GitHub names them (code spans, repeats) and leaves web links and code alone", () => {
    const markdown = [
      "[page](page.md) [rule](page.md#booking-rules) [again](page.md#booking-rules-1)",
      "[proxy](page.md#proxyts-instead-of-middlewarets) [site](https://example.com) <http://localhost:3000>",
      "`[not a link](nowhere.md)`",
      "```",
      "[inside a fence](nowhere.md)",
      "```",
    ].join("\n");
    expect(reasons(markdown)).toEqual([null, null, null, null]);
  });

  it("names headings the way GitHub does", () => {
    expect([
      ...headingAnchors("## Plans and limits\n## Dates, times and time zones\n## 1. Many processes, one PostgreSQL, a pooler"),
    ]).toEqual(["plans-and-limits", "dates-times-and-time-zones", "1-many-processes-one-postgresql-a-pooler"]);
  });
});
