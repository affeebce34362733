// npm run docs:api — rewrites the endpoint table of docs/API.md (between the API markers) from the same
// table and schemas that GET /api/openapi.json serves. tests/api/openapi.test.ts fails when it is stale.
import { readFileSync, writeFileSync } from "node:fs";

const { API_ROUTES } = await import("@/app/api/openapi.json/api-routes");
const { HTTP_METHODS } = await import("@/lib/http/openapi");

const START = "<!-- api:start -->";
const END = "<!-- api:end -->";
const lines = ["| Method | Path | Who | What |", "|---|---|---|---|"];
for (const { path, module, summary } of API_ROUTES) {
  for (const method of HTTP_METHODS) {
    const handler = module[method] as { spec?: { auth: boolean; roles?: readonly string[] } } | undefined;
    if (!handler) continue;
    const who = !handler.spec?.auth ? "anyone" : (handler.spec.roles?.join(", ") ?? "signed in");
    lines.push(`| ${method} | \`${path}\` | ${who} | ${summary[method] ?? ""} |`);
  }
}
const readme = readFileSync("docs/API.md", "utf8");
const start = readme.indexOf(START);
const end = readme.indexOf(END);
if (start < 0 || end < start) throw new Error(`docs/API.md needs the markers ${START} … ${END}`);
writeFileSync("docs/API.md", `${readme.slice(0, start + START.length)}\n${lines.join("\n")}\n${readme.slice(end)}`);
console.log(`docs/API.md: ${lines.length - 2} endpoints.`);
