import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { headingAnchors } from "./markdown-links";

// Comments (and test names) say the rule themselves or point to a document in the repository: never
// to the original card's specification, design, style or stack notes, which a newcomer doesn't
// have, nor to issue numbers. A pointer to a doc must name a file that exists, and a heading in it
// when it names one: `docs/product.md#cancellation` or `(docs/product.md, "Cancellation")`.

const ROOT = path.resolve(".");
const THIS_FILE = "tests/docs/comment-references.test.ts";
const SCANNED = ["app", "lib", "components", "scripts", "tests", "e2e", "proxy.ts", ".ci", "drizzle", "public"];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|sql|sh)$/;
const SKIPPED_DIRS = new Set(["node_modules", ".next", "test-results"]);

// The names are spelled in pieces so that a plain grep for them across the tree finds none here.
const SPEC = "SP" + "EC";
const DESIGN = "DESIGN" + ".md";
const STYLE = "STYLE" + ".md";
const STACK_NOTES = "STACK" + "-NOTES";
const ISSUE = "issue";
const CAPITAL_ISSUE = "Issue";
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");

/** Citations nothing in the repository answers. */
const CITATIONS: { what: string; pattern: RegExp }[] = [
  { what: "the specification", pattern: new RegExp(`\\b${SPEC}\\b`, "g") },
  { what: "the design notes", pattern: new RegExp(`\\b${escaped(DESIGN)}\\b`, "g") },
  { what: "the style notes", pattern: new RegExp(`\\b${escaped(STYLE)}\\b`, "g") },
  { what: "the stack notes", pattern: new RegExp(`\\b${escaped(STACK_NOTES)}\\b`, "g") },
  // The word and a number ("#" optional), also when a comment wraps between the two.
  { what: "an issue number", pattern: /\bissues?[ \t]*(?:\r?\n[ \t]*(?:\*|\/\/|--|#)?[ \t]*)?#?\d+\b/gi },
  { what: "an issue", pattern: /\(the issue\b/gi },
];

/** `docs/x.md`, `ARCHITECTURE.md`, either with `#anchor` or followed by `, "Heading"`. */
const DOC_REFERENCE = /(?<![\w./-])((?:\.{1,2}\/)*(?:docs\/[\w./-]*?|[A-Z][A-Z0-9_-]*)\.md)(?:#([\w-]+)|,\s*"([^"]+)")?/g;

const isCitation = (target: string) =>
  CITATIONS.some(({ pattern }) => new RegExp(pattern.source, pattern.flags.replace("g", "")).test(target));

type Finding = { file: string; line: number; problem: string };

/** Every source file under `entries` (files or folders, relative to `root`), as paths relative to `root`. */
function sourceFiles(root: string, entries: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    const absolute = path.join(root, relative);
    if (!fs.existsSync(absolute)) return;
    if (fs.statSync(absolute).isDirectory()) {
      for (const name of fs.readdirSync(absolute).sort()) if (!SKIPPED_DIRS.has(name)) walk(path.join(relative, name));
      return;
    }
    // .ci holds extension-less scripts; elsewhere only source files (not JSON snapshots, images).
    if (SOURCE.test(relative) || relative.split(path.sep)[0] === ".ci") files.push(relative.split(path.sep).join("/"));
  };
  entries.forEach(walk);
  return files;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** Why a doc reference doesn't resolve, or null when it does. */
function unresolved(root: string, file: string, target: string, anchor?: string, heading?: string): string | null {
  const resolved = target.startsWith(".") ? path.resolve(root, path.dirname(file), target) : path.resolve(root, target);
  const shown = path.relative(root, resolved);
  if (!fs.existsSync(resolved)) return `${target}: no such file`;
  const anchors = headingAnchors(fs.readFileSync(resolved, "utf8"));
  if (anchor && !anchors.has(anchor)) return `${target}#${anchor}: no such heading in ${shown}`;
  if (heading && ![...headingAnchors(`## ${heading}`)].every((slug) => anchors.has(slug)))
    return `${target}, "${heading}": no such heading in ${shown}`;
  return null;
}

/** What in `file` cites a document the repository lacks, an issue, or a doc path that doesn't resolve. */
function findingsIn(root: string, file: string): Finding[] {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  const findings: Finding[] = [];
  for (const { what, pattern } of CITATIONS)
    for (const match of text.matchAll(pattern))
      findings.push({ file, line: lineOf(text, match.index), problem: `cites ${what}: "${match[0].replace(/\s+/g, " ")}"` });
  for (const match of text.matchAll(DOC_REFERENCE)) {
    if (isCitation(match[1])) continue; // reported above
    const problem = unresolved(root, file, match[1], match[2], match[3]);
    if (problem) findings.push({ file, line: lineOf(text, match.index), problem });
  }
  return findings;
}

function scan(root: string, entries: readonly string[], skip: readonly string[] = []): { files: number; findings: string[] } {
  const files = sourceFiles(root, entries).filter((file) => !skip.includes(file));
  const findings = files
    .flatMap((file) => findingsIn(root, file))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
    .map(({ file, line, problem }) => `${file}:${line} ${problem}`);
  return { files: files.length, findings };
}

describe("references in comments and test names", () => {
  it("cite no specification, design, style or stack notes, nor issue numbers, and every doc path and heading exists", () => {
    const { files, findings } = scan(ROOT, SCANNED, [THIS_FILE]);
    console.info(`comment references: ${files} files scanned, ${findings.length} unresolved`);
    expect(files).toBeGreaterThan(500);
    expect(findings).toEqual([]);
  });
});

describe("the reference scanner", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "promenade-comment-refs-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write("docs/product.md", "# What it does\n\n## Sign-in messages\n\n## `proxy.ts` instead of `middleware.ts`\n");
  write("ARCHITECTURE.md", "# Architecture\n\n## Add a form\n");

  it("finds each kind of citation, in comments, SQL, CSS and test names, and wrapped issue numbers", () => {
    write(
      "lib/a.ts",
      [
        `// The rule (${SPEC} \u00a78): shown in red.`,
        `/** One schema per input (${STYLE}), sharded (${DESIGN} "Plans"). */`,
        "/**",
        ` * Kept in memory (${ISSUE}`,
        ` * 20), see also ${CAPITAL_ISSUE} 13 and ${ISSUE} #4 (the ${ISSUE}: 90 days).`,
        " */",
        `it("follows ${SPEC}'s six sections", () => {});`,
      ].join("\n"),
    );
    write("drizzle/0001_x.sql", `-- count() differs (${STACK_NOTES}.md).\nSELECT 1;\n`);
    write("app/globals.css", `/* next-themes puts dark on <html> (${STACK_NOTES}.md). */\n`);
    write(".ci/run", `#!/usr/bin/env bash\n# see ${ISSUE} 12\n`);
    expect(scan(dir, ["lib", "drizzle", "app", ".ci"]).findings).toEqual([
      `.ci/run:2 cites an issue number: "${ISSUE} 12"`,
      `app/globals.css:1 cites the stack notes: "${STACK_NOTES}"`,
      `drizzle/0001_x.sql:1 cites the stack notes: "${STACK_NOTES}"`,
      `lib/a.ts:1 cites the specification: "${SPEC}"`,
      `lib/a.ts:2 cites the design notes: "${DESIGN}"`,
      `lib/a.ts:2 cites the style notes: "${STYLE}"`,
      `lib/a.ts:4 cites an issue number: "${ISSUE} * 20"`,
      `lib/a.ts:5 cites an issue number: "${CAPITAL_ISSUE} 13"`,
      `lib/a.ts:5 cites an issue number: "${ISSUE} #4"`,
      `lib/a.ts:5 cites an issue: "(the ${ISSUE}"`,
      `lib/a.ts:7 cites the specification: "${SPEC}"`,
    ]);
  });

  it("finds doc paths and headings that don't exist, and accepts the ones that do", () => {
    write(
      "lib/b.ts",
      [
        '// (docs/product.md#sign-in-messages) (docs/product.md, "Sign-in messages") ARCHITECTURE.md#add-a-form',
        "// docs/product.md#proxyts-instead-of-middlewarets and docs/product.md",
        '// docs/gone.md, docs/product.md#cancellation, (docs/product.md, "Cancellation"), SCALING.md, ARCHITECTURE.md#add-a-page',
        "const zodIssues = error.issues[0]; // issue.path, `issues` and ResponseSpec are not citations; neither is page.md",
      ].join("\n"),
    );
    expect(scan(dir, ["lib/b.ts"]).findings).toEqual([
      "lib/b.ts:3 docs/gone.md: no such file",
      "lib/b.ts:3 docs/product.md#cancellation: no such heading in docs/product.md",
      'lib/b.ts:3 docs/product.md, "Cancellation": no such heading in docs/product.md',
      "lib/b.ts:3 SCALING.md: no such file",
      "lib/b.ts:3 ARCHITECTURE.md#add-a-page: no such heading in ARCHITECTURE.md",
    ]);
  });

  it("scans the listed source files, and skips node_modules, build output and other file types", () => {
    write("only/page.tsx", "export {};\n");
    write("only/style.css", "a {}\n");
    write("only/node_modules/x/index.js", `// ${SPEC} \u00a71\n`);
    write("only/.next/server/page.js", `// ${SPEC} \u00a71\n`);
    write("only/snapshot.json", `{ "note": "${ISSUE} 3" }\n`);
    write("only/shot.png", SPEC);
    write("proxy.ts", "export {};\n");
    expect(sourceFiles(dir, ["only", "proxy.ts", "missing"])).toEqual(["only/page.tsx", "only/style.css", "proxy.ts"]);
  });
});
