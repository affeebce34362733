import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/app-shell/page-header";
import { PersonUnavailable } from "@/components/people/person-unavailable";
import { SignDocumentForm } from "@/components/records/documents/sign-document-form";
import { DocumentText, SignedDate } from "@/components/records/documents/document-text";
import { isStudent } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import { getAppSession } from "@/lib/auth/app-session";
import { clockOf } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { getStudentDocument } from "@/lib/records/documents-signing";
import { readIdParam } from "@/app/app/id-param";
import { returnPath } from "../return-path";

export const metadata: Metadata = { title: "Sign a document" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A student reads a document's current version, types their name (a guardian's under 18), agrees and signs; then back to where they were. */
export default async function SignDocumentPage({ params, searchParams }: Props) {
  const session = await getAppSession();
  if (!isStudent(session)) redirect("/app/settings#settings-waivers");
  const id = await readIdParam(params);
  const next = returnPath((await searchParams).next);
  const document = await getStudentDocument(await getDb(), session, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  });
  const back = { href: "/app/documents", label: "Your documents" };
  if (!document) return <PersonUnavailable title="Document" message="We couldn't find this document." back={back} />;
  return (
    <>
      <PageHeader
        title={document.title}
        description={`Version ${document.version}. ${document.requiredBeforeBooking ? "The studio asks you to sign it before you book." : "The studio asks you to read and sign it."}`}
      />
      <div className="grid gap-6 px-4 py-6 sm:px-8">
        <DocumentText text={document.text} label={document.title} />
        {document.signature ? (
          <div className="grid gap-2">
            <p role="status" className="rounded-md bg-success-soft px-3 py-2 text-sm text-success">
              You signed version {document.version} on <SignedDate at={document.signature.signedAt} clock={clockOf(session)} />.
            </p>
            <p className="flex flex-wrap gap-4 text-sm">
              <Link
                href={`/app/documents/signatures/${document.signature.id}`}
                className="font-medium text-primary underline underline-offset-4"
              >
                Your signed copy
              </Link>
              <Link href={next} className="font-medium text-primary underline underline-offset-4">
                {next === "/app/documents" ? "Your documents" : "Back to booking"}
              </Link>
            </p>
          </div>
        ) : (
          <SignDocumentForm
            document={{ id: document.id, title: document.title, version: document.version, needsGuardian: document.needsGuardian }}
            next={next}
          />
        )}
      </div>
    </>
  );
}
