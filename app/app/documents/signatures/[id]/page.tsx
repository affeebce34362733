import type { Metadata } from "next";
import Link from "next/link";
import { PersonUnavailable } from "@/components/people/person-unavailable";
import { DocumentText, SignedDate } from "@/components/records/documents/document-text";
import { PrintButton } from "@/components/records/documents/print-button";
import { canManageStudio } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import { getAppSession } from "@/lib/auth/app-session";
import { clockOf } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { getSignedCopy } from "@/lib/records/documents-signing";
import { readIdParam } from "@/app/app/id-param";

export const metadata: Metadata = { title: "Signed copy" };

/**
 * The printable copy of one signature (the owner, or the student who signed): the text of the version
 * signed, who signed (and the guardian), when in the studio's zone, from which address and browser,
 * and the text's SHA-256. On paper only the copy prints (app/globals.css, data-printable).
 */
export default async function SignedCopyPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await getAppSession();
  const id = await readIdParam(params);
  const back = canManageStudio(session)
    ? { href: "/app/settings#settings-waivers", label: "Waivers" }
    : { href: "/app/documents", label: "Your documents" };
  const copy = await getSignedCopy(await getDb(), session, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  });
  if (!copy) return <PersonUnavailable title="Signed copy" message="We couldn't find this signature." back={back} />;
  const facts: [string, React.ReactNode][] = [
    ["Signed by", copy.fullName],
    ...(copy.guardianName ? ([["Parent or guardian", copy.guardianName]] as [string, string][]) : []),
    ["Student", copy.studentName],
    ["Signed", <SignedDate key="at" at={copy.signedAt} clock={clockOf(session)} />],
    ["Address", copy.ipAddress ?? "Not known"],
    ["Browser", copy.userAgent ?? "Not known"],
    ["Version", String(copy.version)],
    [
      "SHA-256 of the text",
      <code key="hash" className="break-all text-xs">
        {copy.bodyHash}
      </code>,
    ],
  ];
  return (
    <div className="grid gap-4 px-4 py-6 sm:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href={back.href} className="text-sm font-medium text-primary underline underline-offset-4">
          {back.label}
        </Link>
        <PrintButton />
      </div>
      <article data-printable className="grid max-w-3xl gap-6 rounded-xl border border-border bg-card p-5 sm:p-8">
        <header className="grid gap-1">
          <p className="text-sm text-muted-foreground">{session.studioName}</p>
          <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold">{copy.title}</h1>
          <p className="text-sm text-muted-foreground">Signed copy of version {copy.version}</p>
        </header>
        <DocumentText text={copy.text} label={copy.title} printable />
        <dl className="grid gap-x-6 gap-y-2 border-t border-border pt-4 text-sm sm:grid-cols-[max-content_1fr]">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium">{term}</dt>
              <dd className="break-words text-muted-foreground">{value}</dd>
            </div>
          ))}
        </dl>
      </article>
    </div>
  );
}
