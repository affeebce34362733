import type { Metadata } from "next";
import { FileSignature } from "lucide-react";
import Link from "next/link";
import { redirect } from "next/navigation";
import { EmptyState } from "@/components/app-shell/empty-state";
import { PageHeader } from "@/components/app-shell/page-header";
import { SignedDate } from "@/components/records/documents/document-text";
import { Tag } from "@/components/ui/tag";
import { isStudent } from "@/lib/access/rules";
import { getAppSession } from "@/lib/auth/app-session";
import { clockOf } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { listStudentDocuments } from "@/lib/records/documents-signing";

export const metadata: Metadata = { title: "Documents" };

const KIND = { waiver: "Waiver", policy: "Policy", consent: "Consent" } as const;

/** A student's waivers and agreements: each active document, signed (with the copy) or to sign. */
export default async function StudentDocumentsPage() {
  const session = await getAppSession();
  if (!isStudent(session)) redirect("/app/settings#settings-waivers");
  const documents = await listStudentDocuments(await getDb(), session);
  return (
    <>
      <PageHeader title="Documents" description="The waivers and agreements your studio asks you to sign." />
      {documents.length === 0 ? (
        <EmptyState icon={FileSignature} title="Nothing to sign">
          Your studio hasn&apos;t asked you to sign anything.
        </EmptyState>
      ) : (
        <ul className="grid gap-3 px-4 py-6 sm:px-8" aria-label="Documents">
          {documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4">
              <div className="grid gap-1">
                <p className="font-semibold">
                  {document.title} <Tag>{KIND[document.kind]}</Tag>
                </p>
                <p className="text-sm text-muted-foreground">
                  {document.signature ? (
                    <>
                      You signed version {document.version} on <SignedDate at={document.signature.signedAt} clock={clockOf(session)} />.
                    </>
                  ) : document.requiredBeforeBooking ? (
                    `Version ${document.version}: sign it before you book.`
                  ) : (
                    `Version ${document.version}: not signed yet.`
                  )}
                </p>
              </div>
              {document.signature ? (
                <Link
                  href={`/app/documents/signatures/${document.signature.id}`}
                  aria-label={`Signed copy of ${document.title}`}
                  className="text-sm font-medium text-primary underline underline-offset-4"
                >
                  Signed copy
                </Link>
              ) : (
                <Link
                  href={`/app/documents/${document.id}`}
                  aria-label={`Read and sign ${document.title}`}
                  className="rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground"
                >
                  Read and sign
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
