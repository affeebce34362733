// GET /api/documents — the studio's waivers and agreements (owners: all, with who signed; students: active ones, with their own signature); POST — write one (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { isStudent } from "@/lib/access/rules";
import { createDocument, listDocuments } from "@/lib/records/documents";
import { ZDocumentInput } from "@/lib/records/documents-schemas";
import { listStudentDocuments } from "@/lib/records/documents-signing";
import { ZDocumentView, ZStudentDocumentItem } from "@/lib/records/documents-views";

export const GET = route(
  {
    summary:
      "The studio's documents to sign: owners all, with signed and unsigned counts; students the active ones, with their own signature.",
    roles: ["owner", "student"],
    response: {
      owner: z.object({ documents: z.array(ZDocumentView) }),
      student: z.object({ documents: z.array(ZStudentDocumentItem) }),
    },
  },
  async ({ db, session }) =>
    isStudent(session) ? { documents: await listStudentDocuments(db, session) } : { documents: await listDocuments(db, session) },
);

export const POST = route(
  {
    summary: "Write a waiver, policy or consent, published as version 1 (owners).",
    roles: ["owner"],
    body: ZDocumentInput,
    status: 201,
    response: z.object({ document: ZDocumentView }),
  },
  async ({ db, session, body }) => ({ document: await createDocument(db, session, body) }),
);
