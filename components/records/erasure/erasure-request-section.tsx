import type { Session } from "@/lib/auth/session";
import { loadMyErasureRequest } from "@/lib/records/erasure-requests";
import { ErasureRequestForm } from "./erasure-request-form";

/** In Settings → Profile, for a student: ask the studio to erase their personal data, or see that they asked. */
export async function ErasureRequestSection({ session }: { session: Session }) {
  const request = await loadMyErasureRequest(session);
  const day = (at: Date) =>
    new Intl.DateTimeFormat(session.studioLocale, { dateStyle: "long", timeZone: session.studioTimeZone }).format(at);
  return (
    <div className="grid gap-2 border-t border-border pt-5">
      <h3 id="settings-erasure" className="text-base font-semibold">
        Erase my data
      </h3>
      <p className="text-sm text-muted-foreground">
        You can ask {session.studioName} to erase your personal data: your name, contact details, notes, progress and messages are removed
        and your account leaves the studio. The studio&apos;s accounts keep the amounts and dates of your lessons and payments, without your
        name.
      </p>
      {request?.status === "open" ? (
        <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
          You asked on {day(request.requestedAt)}. The studio will erase your data or write to you.
        </p>
      ) : (
        <>
          {request?.status === "declined" && request.resolvedAt && (
            <p className="text-sm text-muted-foreground">
              The studio declined your request on {day(request.resolvedAt)}; you can ask again.
            </p>
          )}
          <ErasureRequestForm />
        </>
      )}
    </div>
  );
}
