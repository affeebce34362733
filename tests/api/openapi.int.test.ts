import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "@/app/api/openapi.json/api-routes";
import { GET } from "@/app/api/openapi.json/route";
import { HTTP_METHODS } from "@/lib/http/openapi";
import { callRoute } from "../helpers/call-route";

/** `app/api/students/[id]/route.ts` → `/api/students/{id}`, for every route file on disk. */
function routeFilesOnDisk(dir = "app/api"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFilesOnDisk(full);
    return entry.name === "route.ts"
      ? [
          path
            .dirname(full)
            .replace(/^app/, "")
            .replace(/\[(\w+)\]/g, "{$1}"),
        ]
      : [];
  });
}

describe("the OpenAPI document", () => {
  it("lists every route file (npm run docs:api), every method it exports, each with a summary", () => {
    const onDisk = routeFilesOnDisk().filter((route) => route !== "/api/[...path]" && route !== "/api/openapi.json");
    expect(API_ROUTES.map((route) => route.path).sort()).toEqual(onDisk.sort());
    for (const { path: url, module } of API_ROUTES) {
      const exported = HTTP_METHODS.filter((method) => method in module);
      expect(exported.length, url).toBeGreaterThan(0);
      for (const method of exported) {
        const summary = (module[method] as { spec?: { summary?: string } }).spec?.summary;
        expect(summary?.trim(), `${method} ${url}: say what it does in route({ summary })`).toBeTruthy();
      }
    }
  });

  it("is served with the handlers' own schemas", async () => {
    const { status, body } = await callRoute(GET, { path: "/api/openapi.json" });
    expect(status).toBe(200);
    expect(body.openapi).toBe("3.1.0");
    const login = body.paths["/api/auth/login"].post;
    expect(login.security).toEqual([]);
    expect(Object.keys(login.requestBody.content["application/json"].schema.properties)).toEqual(
      expect.arrayContaining(["email", "password"]),
    );
    const student = body.paths["/api/students/{id}"];
    expect(student.get.parameters).toContainEqual(expect.objectContaining({ name: "id", in: "path", required: true }));
    expect(student.delete["x-roles"]).toEqual(["owner"]);
    expect(body.paths["/api/students"].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(["search", "page"]),
    );
    // A report answers JSON, or its CSV when asked (route({ download })): both on the one 200.
    const report = body.paths["/api/reports/summary"].get.responses["200"];
    expect(Object.keys(report.content)).toEqual(["application/json", "text/csv"]);
    expect(report.content["application/json"].schema.properties.totals.required).toContain("receivedCents");
  });

  it("describes every operation's success answer: a schema, a file type, or 204", async () => {
    const { body } = await callRoute(GET, { path: "/api/openapi.json" });
    const operations = Object.entries(body.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>).flatMap(
      ([url, methods]) => Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${url}`, operation })),
    );
    const without = operations.filter(({ operation }) => !Object.keys(operation.responses).some((status) => /^2\d\d$/.test(status)));
    console.info(`OpenAPI: ${operations.length} operations, ${without.length} without a success answer`);
    expect(without.map(({ name }) => name)).toEqual([]);
  });

  it("is shown in docs/API.md: a line for every endpoint", () => {
    const readme = readFileSync("docs/API.md", "utf8");
    for (const { path: url, module } of API_ROUTES) {
      for (const method of HTTP_METHODS.filter((name) => name in module)) {
        expect(readme, `${method} ${url}`).toContain(`| ${method} | \`${url}\``);
      }
    }
  });
});
