// GET /api/openapi.json — the OpenAPI 3.1 document of every endpoint (public, like the README's table).
import { raw, route } from "@/lib/http/route";
import { buildOpenApi } from "@/lib/http/openapi";
import { API_ROUTES } from "./api-routes";

const SUMMARY = "This document.";
const DOCUMENT = raw("application/json", "The OpenAPI 3.1 document: every endpoint, what it takes and what it answers.");

const document = buildOpenApi([
  ...API_ROUTES,
  { path: "/api/openapi.json", module: { GET: { spec: { summary: SUMMARY, auth: false, response: DOCUMENT } } } },
]);

export const GET = route({ summary: SUMMARY, auth: false, response: DOCUMENT }, async () => Response.json(document));
