import { formatMoney } from "@/lib/money/money";
import { formatLocalDay } from "@/lib/notifications/format-when";
import type { StudioLocale } from "@/lib/studio/locales";
import { GiftVoidButton } from "./gift-void-button";

export type GiftListItem = {
  id: string;
  code: string;
  amountCents: number | null;
  units: number | null;
  packageName: string | null;
  balance: number;
  buyerName: string;
  recipientName: string;
  deliverOn: string | null;
  expiresOn: string | null;
  soldVia: "desk" | "online";
  status: "active" | "redeemed" | "expired" | "voided";
  createdAt: Date;
};

const STATUS = { active: "Open", redeemed: "Used up", expired: "Expired", voided: "Voided" } as const;
const TONE = {
  active: "bg-success-soft text-success",
  redeemed: "bg-muted text-muted-foreground",
  expired: "bg-accent-soft text-foreground",
  voided: "bg-danger-soft text-danger",
} as const;

const lessons = (n: number) => `${n} ${n === 1 ? "lesson" : "lessons"}`;

/** Every certificate with what is left, newest first; open ones can be printed or voided. */
export function GiftList({ gifts, currency, locale }: { gifts: GiftListItem[]; currency: string; locale: StudioLocale }) {
  if (gifts.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-border p-6 text-sm text-muted-foreground">No gift certificates sold yet.</p>
    );
  return (
    <ul className="grid gap-3" aria-label="Gift certificates">
      {gifts.map((gift) => {
        const value = gift.amountCents !== null ? formatMoney(gift.amountCents, currency) : `${lessons(gift.units!)} · ${gift.packageName}`;
        const left = gift.amountCents !== null ? formatMoney(gift.balance, currency) : lessons(gift.balance);
        return (
          <li key={gift.id} className="grid gap-2 rounded-lg border border-border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center">
            <div className="grid gap-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-sm tracking-wider">{gift.code}</span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${TONE[gift.status]}`}>{STATUS[gift.status]}</span>
              </p>
              <p className="text-sm">
                <strong>{value}</strong> for {gift.recipientName}, from {gift.buyerName}
                <span className="text-muted-foreground"> · {gift.soldVia === "online" ? "bought online" : "sold at the desk"}</span>
              </p>
              <p className="text-sm text-muted-foreground">
                Left: <span className="font-medium text-foreground">{left}</span>
                {gift.expiresOn && ` · valid until ${formatLocalDay(gift.expiresOn, locale)}`}
                {gift.deliverOn && ` · e-mailed on ${formatLocalDay(gift.deliverOn, locale)}`}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <a
                href={`/gift/${gift.id}?code=${gift.code}`}
                target="_blank"
                rel="noopener"
                className="inline-flex h-9 items-center rounded-md border border-border px-3 text-sm hover:bg-muted"
              >
                Print
              </a>
              {gift.status === "active" && <GiftVoidButton id={gift.id} code={gift.code} />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
