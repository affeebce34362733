import Link from "next/link";

/** "Progress tracking is available on Pro", with the way to the plans for the one who can change it. */
export function ProgressPlanNotice({ planName, isOwner }: { planName: string; isOwner: boolean }) {
  return (
    <p className="rounded-lg border border-dashed border-border bg-card px-4 py-3 text-sm">
      Progress tracking is available on {planName}
      {isOwner ? (
        <>
          :{" "}
          <Link href="/app/settings#settings-plan" className="font-medium text-primary underline underline-offset-2">
            compare plans
          </Link>
          .
        </>
      ) : (
        "."
      )}
    </p>
  );
}
