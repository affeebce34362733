// GET /api/openapi.json — the OpenAPI 3.1 document of every endpoint (public, like the README's table).
import { route } from "@/lib/http/route";
import { buildOpenApi } from "@/lib/http/openapi";
import { API_ROUTES } from "./api-routes";

const document = buildOpenApi([
  ...API_ROUTES,
  { path: "/api/openapi.json", module: { GET: { spec: { auth: false } } }, summary: { GET: "This document." } },
]);

export const GET = route({ auth: false }, async () => document);
