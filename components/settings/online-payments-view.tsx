import { Tag, type TagTone } from "@/components/ui/tag";
import { formatMoney } from "@/lib/money/money";
import type { PaymentsAccountState } from "@/lib/stripe/connect-account";
import { requirementLabels } from "@/lib/stripe/requirement-labels";
import { OnlinePaymentsActions } from "./online-payments-actions";

/** How the owner came back from Stripe's onboarding: finished (or left) it, or its link had expired. */
export type ConnectReturn = "return" | "refresh" | null;

type Status = PaymentsAccountState["status"];

const BADGE: Record<Status | "unavailable", { label: string; tone: TagTone }> = {
  unavailable: { label: "Not available", tone: "muted" },
  not_connected: { label: "Not connected", tone: "muted" },
  onboarding: { label: "Setting up", tone: "accent" },
  restricted: { label: "Restricted", tone: "danger" },
  active: { label: "Active", tone: "success" },
};

const PAYOUT_STATUS: Record<string, { label: string; tone: TagTone }> = {
  paid: { label: "Paid", tone: "success" },
  pending: { label: "Pending", tone: "muted" },
  in_transit: { label: "On its way", tone: "accent" },
  canceled: { label: "Canceled", tone: "muted" },
  failed: { label: "Failed", tone: "danger" },
};

/**
 * Stripe gives a payout's arrival as the bank day at midnight UTC; read in a zone west of UTC it
 * would show the day before, so the day is read in UTC.
 */
const arrivalDay = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/** Settings → Online payments, for each state of the studio's own Stripe account. */
export function OnlinePaymentsView({ account, returned = null }: { account: PaymentsAccountState; returned?: ConnectReturn }) {
  const badge = BADGE[account.configured ? account.status : "unavailable"];
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-sm font-medium">Status</span>
        <Tag tone={badge.tone}>{badge.label}</Tag>
      </div>
      {account.configured && <ReturnNotice account={account} returned={returned} />}
      <StateBody account={account} />
    </div>
  );
}

function ReturnNotice({ account, returned }: { account: PaymentsAccountState; returned: ConnectReturn }) {
  if (!returned || account.status === "not_connected") return null;
  const text =
    returned === "refresh"
      ? "That Stripe link has expired. Choose Continue to pick up where you left off."
      : account.status === "active"
        ? "Your Stripe account is connected. Students can pay online now."
        : "Back from Stripe. It still needs what's listed below before your students can pay online.";
  return (
    <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
      {text}
    </p>
  );
}

function StateBody({ account }: { account: PaymentsAccountState }) {
  if (!account.configured)
    return (
      <p className="text-sm">
        Online payment isn&apos;t set up on this server. Whoever runs your Promenade server must set up Stripe Connect first; until then
        lessons are billed to students&apos; accounts and paid at the studio.
      </p>
    );
  switch (account.status) {
    case "not_connected":
      return (
        <>
          <div className="grid gap-1 text-sm">
            <p className="font-medium">Connect Stripe to take payments online.</p>
            <p className="text-muted-foreground">
              You sign in to your own Stripe account (or open one) at Stripe. Students&apos; payments for lessons, packages and balances go
              straight to it, and Stripe pays them out to your bank.
            </p>
          </div>
          <OnlinePaymentsActions connect="Connect Stripe" />
        </>
      );
    case "onboarding":
      return (
        <>
          <p className="text-sm">Stripe needs a few more details before your students can pay online.</p>
          <RequirementsDue requirements={account.requirementsDue} />
          <OnlinePaymentsActions connect="Continue" disconnect />
        </>
      );
    case "restricted":
      return (
        <>
          <p className="text-sm">Stripe has paused part of your account until it has what&apos;s listed below.</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium">Charges</dt>
            <dd>{account.chargesEnabled ? "Enabled" : "Paused: students can't pay online"}</dd>
            <dt className="font-medium">Payouts</dt>
            <dd>{account.payoutsEnabled ? "Enabled" : "Paused: money stays in your Stripe balance"}</dd>
          </dl>
          <RequirementsDue requirements={account.requirementsDue} />
          <OnlinePaymentsActions connect="Continue" disconnect />
        </>
      );
    case "active":
      return (
        <>
          <p className="text-sm font-medium">Active — charges and payouts enabled.</p>
          {account.requirementsDue.length > 0 && <RequirementsDue requirements={account.requirementsDue} soon />}
          <Payouts payouts={account.payouts} />
          <OnlinePaymentsActions connect={account.requirementsDue.length > 0 ? "Continue" : undefined} dashboard disconnect />
        </>
      );
  }
}

function RequirementsDue({ requirements, soon = false }: { requirements: string[]; soon?: boolean }) {
  if (requirements.length === 0)
    return <p className="text-sm text-muted-foreground">Stripe is checking what you gave it. This usually takes a few minutes.</p>;
  return (
    <div className="grid gap-1.5 text-sm">
      <h3 id="stripe-needs" className="font-medium">
        {soon ? "Stripe will soon need" : "What Stripe still needs"}
      </h3>
      <ul aria-labelledby="stripe-needs" className="list-disc space-y-0.5 ps-5">
        {requirementLabels(requirements).map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </div>
  );
}

function Payouts({ payouts }: { payouts: PaymentsAccountState["payouts"] }) {
  if (payouts.length === 0) return <p className="text-sm text-muted-foreground">No payouts yet.</p>;
  return (
    <div className="grid gap-1.5">
      <h3 className="text-sm font-medium">Last payouts</h3>
      <table className="w-full max-w-md text-left text-sm">
        <caption className="sr-only">Your last payouts from Stripe</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-1.5 pe-3 font-medium">
              Arrival
            </th>
            <th scope="col" className="py-1.5 pe-3 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="py-1.5 font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {payouts.map((payout, index) => {
            const status = PAYOUT_STATUS[payout.status] ?? { label: payout.status.replace(/_/g, " "), tone: "muted" as const };
            return (
              <tr key={index} className="border-t border-border">
                <td className="whitespace-nowrap py-2 pe-3">{arrivalDay(payout.arrivalDate)}</td>
                <td className="py-2 pe-3 text-right font-medium tabular-nums">{formatMoney(payout.amountCents, payout.currency)}</td>
                <td className="py-2">
                  <Tag tone={status.tone}>{status.label}</Tag>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
