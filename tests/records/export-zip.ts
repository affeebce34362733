import JSZip from "jszip";
import { parse } from "csv-parse/sync";
import { NextRequest } from "next/server";
import { GET as studioExportRoute } from "@/app/api/studio/export/route";
import { GET as meExportRoute } from "@/app/api/me/export/route";

/** Calls a download route as Next would and hands back the Response as it is, body unread. */
export async function download(which: "studio" | "me", token?: string): Promise<Response> {
  const headers = new Headers({ "x-forwarded-for": "203.0.113.10" });
  if (token) headers.set("authorization", `Bearer ${token}`);
  const request = new NextRequest(new URL(`/api/${which}/export`, "http://localhost:3000"), { headers });
  const handler = which === "studio" ? studioExportRoute : meExportRoute;
  return handler(request, { params: Promise.resolve({}) });
}

export type ExportedZip = { names: string[]; text: Record<string, string>; csv: Record<string, Record<string, string>[]>; json: any };

/** The zip reopened: every file's text, each CSV's records by header, and the JSON parsed. */
export async function openZip(bytes: ArrayBuffer): Promise<ExportedZip> {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files);
  const text: Record<string, string> = {};
  for (const name of names) text[name] = await zip.files[name].async("string");
  const csv: Record<string, Record<string, string>[]> = {};
  for (const name of names.filter((file) => file.endsWith(".csv"))) {
    csv[name.replace(/\.csv$/, "")] = parse(text[name], { columns: true, skip_empty_lines: true });
  }
  return { names, text, csv, json: JSON.parse(text["promenade-export.json"]) };
}
