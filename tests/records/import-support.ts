import { expect } from "vitest";
import * as importsRoute from "@/app/api/imports/route";
import * as importRoute from "@/app/api/imports/[id]/route";
import * as dryRunRoute from "@/app/api/imports/[id]/dry-run/route";
import * as commitRoute from "@/app/api/imports/[id]/commit/route";
import * as inviteRoute from "@/app/api/imports/[id]/invite/route";
import { callRoute } from "../helpers/call-route";

/** A multipart upload as a browser's form sends it. */
export async function multipart(fields: Record<string, string | { name: string; content: string | Uint8Array; type?: string }>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (typeof value === "string") form.set(key, value);
    else form.set(key, new Blob([value.content as BlobPart], { type: value.type ?? "text/csv" }), value.name);
  const response = new Response(form);
  return { body: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get("content-type")! };
}

export async function upload(token: string, kind: string, csv: string | Uint8Array, name = `${kind}.csv`) {
  const { body, contentType } = await multipart({ kind, file: { name, content: csv } });
  return callRoute(importsRoute.POST, { method: "POST", token, body, headers: { "content-type": contentType } });
}

/** Uploads and answers the import's view (expects 201). */
export async function uploaded(token: string, kind: string, csv: string) {
  const response = await upload(token, kind, csv);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.import as { id: string; guessedMapping: Record<string, string | null>; columns: string[]; [key: string]: unknown };
}

export const dryRun = (token: string, id: string, mapping: Record<string, string | null>) =>
  callRoute(dryRunRoute.POST, { method: "POST", token, params: { id }, body: { mapping } });

export const commit = (token: string, id: string, mapping: Record<string, string | null>) =>
  callRoute(commitRoute.POST, { method: "POST", token, params: { id }, body: { mapping } });

export const undo = (token: string, id: string) => callRoute(importRoute.DELETE, { method: "DELETE", token, params: { id } });
export const getOne = (token: string, id: string) => callRoute(importRoute.GET, { token, params: { id } });
export const list = (token: string) => callRoute(importsRoute.GET, { token });
export const invite = (token: string, id: string) => callRoute(inviteRoute.POST, { method: "POST", token, params: { id } });

/** Upload, check the guessed mapping is what the file's header says, and commit (expects 200). */
export async function importFile(token: string, kind: string, csv: string, mapping?: Record<string, string | null>) {
  const batch = await uploaded(token, kind, csv);
  const response = await commit(token, batch.id, mapping ?? batch.guessedMapping);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { id: batch.id, ...(response.body as { created: number; updated: number; skipped: number }) };
}

/** An ISO local date `days` from today (UTC; the tests' studios are far enough from midnight to not matter for future dates). */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
