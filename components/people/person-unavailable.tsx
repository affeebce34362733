import Link from "next/link";
import { ShieldQuestion } from "lucide-react";
import { EmptyState } from "@/components/app-shell/empty-state";
import { PageHeader } from "@/components/app-shell/page-header";

/** The API's polite "not yours to see" (404/403), with a way back. */
export function PersonUnavailable({ title, message, back }: { title: string; message: string; back: { href: string; label: string } }) {
  return (
    <>
      <PageHeader title={title} description="This page isn't available to you." />
      <EmptyState icon={ShieldQuestion} title={message}>
        It may belong to another studio, or be outside what your role can open.{" "}
        <Link href={back.href} className="text-primary underline underline-offset-4">
          {back.label}
        </Link>
      </EmptyState>
    </>
  );
}
