"use client";

import { useRouter } from "next/navigation";
import { FormStatus } from "@/components/forms/form-status";
import { useApiAction } from "@/components/forms/use-api-action";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";
import type { MyPartnerSearch, PartnerCard } from "@/lib/community/partner-search";
import { WEEKDAY_NAMES } from "@/lib/community/values";
import { STYLE_NAMES, type DanceStyle } from "@/lib/progress/levels";

const dayList = (days: number[]) => days.map((day) => WEEKDAY_NAMES[day].slice(0, 3)).join(", ");

/** The requests to me (accept/decline) and the dancers looking (connect): first name and level only until both accept. */
export function PartnerList({ people, mine }: { people: PartnerCard[]; mine: MyPartnerSearch }) {
  const router = useRouter();
  const { run, result, isPending } = useApiAction();
  const act = (url: string, body: unknown, successMessage: string) =>
    run(() => apiFetch(url, { method: "POST", body }), { successMessage, errorMessage: "That didn't work. Try again." }).then((ok) => {
      if (ok) router.refresh();
    });
  return (
    <div className="grid gap-4">
      <FormStatus result={result} />
      {mine.incoming.length > 0 && (
        <section aria-labelledby="incoming" className="grid gap-2">
          <h2 id="incoming" className="text-base font-semibold">
            Asking to connect with you
          </h2>
          <ul className="grid gap-2">
            {mine.incoming.map((request) => (
              <li
                key={request.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-card p-3"
              >
                <span>
                  <strong>{request.firstName}</strong> · {request.level}
                </span>
                <span className="flex gap-2">
                  <Button
                    size="sm"
                    disabled={isPending}
                    aria-label={`Accept ${request.firstName}`}
                    onClick={() => act(`/api/partner-requests/${request.id}/accept`, {}, `You and ${request.firstName} are now partners.`)}
                  >
                    Accept
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={isPending}
                    aria-label={`Decline ${request.firstName}`}
                    onClick={() => act(`/api/partner-requests/${request.id}/decline`, {}, "Declined.")}
                  >
                    Decline
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="looking" className="grid gap-2">
        <h2 id="looking" className="text-base font-semibold">
          Looking for a partner
        </h2>
        {people.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody else in the studio is looking just now.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {people.map((person) => (
              <li key={person.profileId} className="grid gap-2 rounded-lg border border-border bg-card p-3">
                <p>
                  <strong>{person.firstName}</strong> · {person.level}
                </p>
                <p className="text-sm text-muted-foreground">
                  {STYLE_NAMES[person.style as DanceStyle]} · {dayList(person.days)}
                  {person.heightMinCm || person.heightMaxCm
                    ? ` · partner ${person.heightMinCm ?? "…"}–${person.heightMaxCm ?? "…"} cm`
                    : ""}
                </p>
                <div>
                  {person.requested ? (
                    <span className="text-sm text-muted-foreground">Request sent</span>
                  ) : (
                    <Button
                      size="sm"
                      disabled={isPending}
                      aria-label={`Connect with ${person.firstName}`}
                      onClick={() => act("/api/partner-requests", { profileId: person.profileId }, `Request sent to ${person.firstName}.`)}
                    >
                      Connect
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
