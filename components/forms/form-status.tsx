import Link from "next/link";
import type { FormResult } from "./failure-result";

/**
 * A form's outcome: errors are announced at once (alert), confirmations politely (status). A plan
 * refusal (403 plan_required) says which plan unlocks it and links to where the owner changes it.
 */
export function FormStatus({ result }: { result: FormResult | null }) {
  if (!result) return null;
  return (
    <p
      role={result.kind === "error" ? "alert" : "status"}
      className={
        result.kind === "error"
          ? "rounded-md bg-danger-soft px-3 py-2 text-sm text-danger"
          : "rounded-md bg-success-soft px-3 py-2 text-sm text-success"
      }
    >
      {result.text}
      {result.planRequired && (
        <>
          {" "}
          <Link href="/app/settings#settings-plan" className="font-medium underline underline-offset-2">
            Compare plans
          </Link>
        </>
      )}
    </p>
  );
}
